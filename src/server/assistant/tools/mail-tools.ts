import { MAIL_PATHS } from '../../../shared/mail/folders';
import { mailboxOf, unreadCounts } from '../../mail';
import type { ToolContext } from './tool-context';

export type UnreadMail = { hasMailbox: false } | { hasMailbox: true; inbox: number; marketing: number; junk: number };

/**
 * The caller's unread counters, read exactly as message/non/read reads them (the inbox page's own
 * figures), or no mailbox. Recorded under that call's name so the answer's figures trace to it.
 */
export async function runUnreadMailTool(ctx: ToolContext): Promise<UnreadMail> {
  const account = await mailboxOf(ctx.deps.db, ctx.staffId);
  if (!account) return ctx.record('message/non/read', {}, { hasMailbox: false });
  const counts = await unreadCounts(ctx.deps.db, account.id);
  return ctx.record(
    'message/non/read',
    {},
    {
      hasMailbox: true,
      inbox: counts.receiveUnReadNum,
      marketing: counts.indiciaUnReadNum,
      junk: counts.junkUnReadNum,
    },
  );
}

export const MAIL_INBOX_PAGE = MAIL_PATHS.inbox;
