import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mailMessages } from '../../db/schema/index';
import { fail } from '../../http/app-error';

export type MessageRecord = typeof mailMessages.$inferSelect;

/** One of the mailbox's own messages; anyone else's id answers exactly like an unknown one. */
export async function ownMessage(db: Db, accountId: number, id: number): Promise<MessageRecord> {
  const [row] = await db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.id, id), eq(mailMessages.accountId, accountId)))
    .limit(1);
  if (!row) throw fail.notFound();
  return row;
}

/**
 * The folders and directions of messages a batch names, all of them the caller's: one foreign or
 * unknown id refuses the whole batch as not found, so nothing is half-applied.
 */
export async function ownMessages(
  db: Db,
  accountId: number,
  ids: readonly number[],
): Promise<{ id: number; folder: string; direction: string }[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: mailMessages.id, folder: mailMessages.folder, direction: mailMessages.direction })
    .from(mailMessages)
    .where(and(eq(mailMessages.accountId, accountId), inArray(mailMessages.id, unique)));
  if (rows.length !== unique.length) throw fail.notFound();
  return rows;
}
