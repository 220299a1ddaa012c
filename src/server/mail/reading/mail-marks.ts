import { and, eq, inArray, sql } from 'drizzle-orm';
import { MAIL_FOLDERS } from '../../../shared/mail/folders';
import type { Db } from '../../db/database';
import { mailAccounts, mailMessages } from '../../db/schema/index';
import { fail } from '../../http/app-error';
import { ownMessages } from './owned-messages';

export interface MarkChange {
  seen?: boolean | undefined;
  starred?: boolean | undefined;
  mark?: number | undefined;
  followStaffId?: number | null | undefined;
}

/** Sets the given flags on the caller's messages; a follow-up owner must be a colleague with a mailbox. */
export async function markMessages(db: Db, accountId: number, ids: readonly number[], change: MarkChange): Promise<number> {
  await ownMessages(db, accountId, ids);
  if (change.followStaffId !== undefined && change.followStaffId !== null) {
    const [owner] = await db
      .select({ id: mailAccounts.id })
      .from(mailAccounts)
      .where(and(eq(mailAccounts.staffId, change.followStaffId), eq(mailAccounts.state, 'active')))
      .limit(1);
    if (!owner) throw fail.validationKey('mail.unknownFollower', 'followStaffId');
  }
  const set: Partial<typeof mailMessages.$inferInsert> = {};
  if (change.seen !== undefined) set.seen = change.seen;
  if (change.starred !== undefined) set.starred = change.starred;
  if (change.mark !== undefined) set.mark = change.mark;
  if (change.followStaffId !== undefined) set.followStaffId = change.followStaffId;
  const updated = await db
    .update(mailMessages)
    .set(set)
    .where(and(eq(mailMessages.accountId, accountId), inArray(mailMessages.id, [...new Set(ids)])))
    .returning({ id: mailMessages.id });
  return updated.length;
}

/**
 * Moves received mail into junk (from the inbox or the marketing folder) or out of junk into the
 * inbox. Sent mail and drafts are refused; messages already where they should be count as moved.
 */
export async function moveJunk(db: Db, accountId: number, ids: readonly number[], to: 'junk' | 'inbox'): Promise<number> {
  const rows = await ownMessages(db, accountId, ids);
  if (rows.some((row) => row.direction !== 'in')) throw fail.validationKey('mail.notReceived', 'ids');
  const target = to === 'junk' ? MAIL_FOLDERS.junk : MAIL_FOLDERS.inbox;
  await db
    .update(mailMessages)
    .set({ folder: target })
    .where(
      and(
        eq(mailMessages.accountId, accountId),
        inArray(
          mailMessages.id,
          rows.map((row) => row.id),
        ),
        sql`${mailMessages.folder} <> ${target}`,
      ),
    );
  return rows.length;
}

/** Read or unread on junk mail only (the junk page's own mark). */
export async function markJunk(db: Db, accountId: number, ids: readonly number[], seen: boolean): Promise<number> {
  const rows = await ownMessages(db, accountId, ids);
  if (rows.some((row) => row.folder !== MAIL_FOLDERS.junk)) throw fail.notFound();
  return markMessages(db, accountId, ids, { seen });
}

/** Unread received mail per folder (message/non/read). */
export async function unreadCounts(db: Db, accountId: number) {
  const rows = await db
    .select({ folder: mailMessages.folder, count: sql<number>`count(*)::int` })
    .from(mailMessages)
    .where(and(eq(mailMessages.accountId, accountId), eq(mailMessages.seen, false), eq(mailMessages.direction, 'in')))
    .groupBy(mailMessages.folder);
  const of = (folder: string) => Number(rows.find((row) => row.folder === folder)?.count ?? 0);
  return { receiveUnReadNum: of(MAIL_FOLDERS.inbox), indiciaUnReadNum: of(MAIL_FOLDERS.marketing), junkUnReadNum: of(MAIL_FOLDERS.junk) };
}
