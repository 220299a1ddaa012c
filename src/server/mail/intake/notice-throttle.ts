import type { MailFolder } from '../../../shared/mail/folders';
import type { AppDeps } from '../../deps';
import type { MailAccountRow } from '../accounts/mailbox-of';
import { announceNewMail, type NewMailCounts } from './new-mail-notice';

/** How long a mailbox's later arrivals are gathered into one notice. */
export const NOTICE_WINDOW_MS = 500;

export interface NoticeThrottle {
  /** One message filed in `folder` of the mailbox. */
  add(account: MailAccountRow, folder: MailFolder): void;
  /** Sends what is gathered now (the listener is closing). */
  flush(): Promise<void>;
}

interface Gathering {
  account: MailAccountRow;
  counts: NewMailCounts;
  timer: NodeJS.Timeout;
}

/**
 * New-mail notices for mail arriving over SMTP: the first message of a quiet mailbox is announced
 * at once; what follows within the window is gathered and announced as one notice with its count
 * ("您收到 37 封新邮件"), as mail clients do. A newsletter burst or a sender catching up after an
 * outage must not put a thousand rows in the message centre and a thousand chat-app notices on a
 * phone — and each notice costs the intake a write.
 */
export function createNoticeThrottle(deps: AppDeps, windowMs = NOTICE_WINDOW_MS): NoticeThrottle {
  const gathering = new Map<number, Gathering>();
  const log = deps.log.child({ part: 'mail-notice' });
  const send = (account: MailAccountRow, counts: NewMailCounts): Promise<void> =>
    announceNewMail(deps, account, counts).catch((error: unknown) => log.error({ err: error }, 'new-mail notice failed'));

  const close = (accountId: number): Promise<void> => {
    const entry = gathering.get(accountId);
    if (!entry) return Promise.resolve();
    if (Object.keys(entry.counts).length === 0) {
      gathering.delete(accountId);
      return Promise.resolve();
    }
    // Something arrived within the window: announce it and keep gathering for one more window.
    const counts = entry.counts;
    entry.counts = {};
    entry.timer = setTimeout(() => void close(accountId), windowMs);
    entry.timer.unref();
    return send(entry.account, counts);
  };

  return {
    add(account, folder) {
      const entry = gathering.get(account.id);
      if (entry) {
        entry.counts[folder] = (entry.counts[folder] ?? 0) + 1;
        return;
      }
      const timer = setTimeout(() => void close(account.id), windowMs);
      timer.unref();
      gathering.set(account.id, { account, counts: {}, timer });
      void send(account, { [folder]: 1 });
    },
    async flush() {
      const entries = [...gathering.values()];
      gathering.clear();
      await Promise.all(
        entries.map((entry) => {
          clearTimeout(entry.timer);
          return Object.keys(entry.counts).length > 0 ? send(entry.account, entry.counts) : undefined;
        }),
      );
    },
  };
}
