import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mailAccounts, mailDomains } from '../../db/schema/index';
import type { MailAccountRow } from '../accounts/mailbox-of';

/**
 * The active mailbox an SMTP recipient names, when its domain is one the company receives mail
 * for here (local and enabled). Anything else is not ours to accept: the listener is no relay.
 */
export async function localRecipient(db: Db, address: string): Promise<MailAccountRow | null> {
  const normalized = address.trim().toLowerCase();
  const at = normalized.lastIndexOf('@');
  if (at <= 0 || at === normalized.length - 1) return null;
  const domain = normalized.slice(at + 1);
  const [row] = await db
    .select({ account: mailAccounts })
    .from(mailAccounts)
    .innerJoin(mailDomains, sql`lower(${mailDomains.domain}) = ${domain}`)
    .where(
      and(
        sql`lower(${mailAccounts.address}) = ${normalized}`,
        eq(mailAccounts.state, 'active'),
        eq(mailDomains.local, true),
        eq(mailDomains.enabled, true),
      ),
    )
    .limit(1);
  return row?.account ?? null;
}
