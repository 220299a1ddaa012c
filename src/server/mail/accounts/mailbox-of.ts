import { and, eq, sql } from 'drizzle-orm';
import { SPEC_CODES } from '../../../shared/error-codes';
import type { Db } from '../../db/database';
import { mailAccounts } from '../../db/schema/index';
import { AppError } from '../../http/app-error';

export type MailAccountRow = typeof mailAccounts.$inferSelect;

/** The caller's bound, active mailbox, or null. */
export async function mailboxOf(db: Db, staffId: number): Promise<MailAccountRow | null> {
  const [row] = await db
    .select()
    .from(mailAccounts)
    .where(and(eq(mailAccounts.staffId, staffId), eq(mailAccounts.state, 'active')))
    .limit(1);
  return row ?? null;
}

/** Every mailbox call starts here: without a bound mailbox the answer is 10170036 (sections.md §8). */
export async function requireMailbox(db: Db, staffId: number): Promise<MailAccountRow> {
  const account = await mailboxOf(db, staffId);
  if (!account) throw new AppError(SPEC_CODES.NO_MAILBOX, 'mail.noMailbox', {}, 404);
  return account;
}

/** The active mailbox an address belongs to (intake of mail for a local domain). */
export async function mailboxByAddress(db: Db, address: string): Promise<MailAccountRow | null> {
  const [row] = await db
    .select()
    .from(mailAccounts)
    .where(and(sql`lower(${mailAccounts.address}) = ${address.trim().toLowerCase()}`, eq(mailAccounts.state, 'active')))
    .limit(1);
  return row ?? null;
}
