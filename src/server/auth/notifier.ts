import type { DingTalkClient } from './dingtalk-client';

export interface CodeRecipient {
  username: string;
  name: string;
  dingUserId: string | null;
}

/** Delivers sign-in verification codes to the person (shell.md §7 /dcode). */
export interface CodeNotifier {
  readonly kind: 'console' | 'dingtalk';
  sendCode(to: CodeRecipient, code: string, validMinutes: number): Promise<void>;
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
}
