import { formatMessage } from '../../shared/messages';
import type { DingTalkClient } from './dingtalk-client';

export interface CodeRecipient {
  username: string;
  name: string;
  dingUserId: string | null;
}

/** What only the account's owner is told about failed sign-ins (the sign-in answer says neither). */
export type AccountNotice = { kind: 'failed'; left: number } | { kind: 'locked'; until: string };

/** Delivers sign-in verification codes and account notices to the person (shell.md §7 /dcode). */
export interface CodeNotifier {
  readonly kind: 'console' | 'dingtalk';
  sendCode(to: CodeRecipient, code: string, validMinutes: number): Promise<void>;
  sendAccountNotice(to: CodeRecipient, notice: AccountNotice): Promise<void>;
}

/** Both languages in one notice: the chat app does not know which the person reads. */
export function accountNoticeText(to: CodeRecipient, notice: AccountNotice): string {
  const key = notice.kind === 'failed' ? 'auth.noticeFailed' : 'auth.noticeLocked';
  const params: Record<string, string | number> =
    notice.kind === 'failed' ? { name: to.name, left: notice.left } : { name: to.name, until: notice.until };
  return `${formatMessage(key, 'zh', params)}\n${formatMessage(key, 'en', params)}`;
}

/**
 * The embedded default: the code appears in the server's terminal, in exactly this form, so a
 * developer (or a test) signing in locally can read it.
 */
export class ConsoleNotifier implements CodeNotifier {
  readonly kind = 'console';
  constructor(private readonly write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)) {}
  async sendCode(to: CodeRecipient, code: string): Promise<void> {
    this.write(`[auth] verification code for ${to.username}: ${code}`);
  }
  async sendAccountNotice(to: CodeRecipient, notice: AccountNotice): Promise<void> {
    this.write(`[auth] notice for ${to.username}: ${accountNoticeText(to, notice).split('\n')[0]}`);
  }
}

/** A DingTalk work notice from the portal's app to the person's chat-app account. */
export class DingTalkNotifier implements CodeNotifier {
  readonly kind = 'dingtalk';
  constructor(private readonly client: DingTalkClient) {}
  async sendCode(to: CodeRecipient, code: string, validMinutes: number): Promise<void> {
    if (!to.dingUserId) throw new Error(`staff ${to.username} has no chat-app account bound`);
    await this.client.sendWorkNotice(
      to.dingUserId,
      `【Switchboard】${to.name}，你的登录验证码是 ${code}，${validMinutes} 分钟内有效。如非本人操作，请忽略。`,
    );
  }
  async sendAccountNotice(to: CodeRecipient, notice: AccountNotice): Promise<void> {
    if (!to.dingUserId) return; // nobody to tell in the chat app; the lock itself still holds
    await this.client.sendWorkNotice(to.dingUserId, accountNoticeText(to, notice));
  }
}
