import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mailAccounts, mailDomains, staff } from '../db/schema/index';

/** The company's own mail domain: delivered locally, accepted by the SMTP listener. */
export const COMPANY_MAIL_DOMAIN = 'switchboard.example';

/**
 * Demo staff with a bound mailbox (newhire has none: the no-mailbox page is part of the demo).
 * Their address is the one their staff record carries.
 */
export const DEMO_MAILBOX_USERS = ['admin', 'sales', 'sales2', 'finance', 'ops'] as const;

/** Binds the company domain and the demo staff's mailboxes; idempotent. Returns account ids by username. */
export async function bindDemoMailboxes(db: Db, usernames: readonly string[] = DEMO_MAILBOX_USERS): Promise<Map<string, number>> {
  await db.insert(mailDomains).values({ domain: COMPANY_MAIL_DOMAIN, local: true, remark: '公司邮箱域名' }).onConflictDoNothing();
  const people = await db
    .select({ id: staff.id, username: staff.username, name: staff.name, email: staff.email })
    .from(staff)
    .where(inArray(staff.username, [...usernames]));
  for (const person of people) {
    await db
      .insert(mailAccounts)
      .values({
        staffId: person.id,
        address: person.email ?? `${person.username}@${COMPANY_MAIL_DOMAIN}`,
        displayName: person.name,
      })
      .onConflictDoNothing();
  }
  const rows = await db
    .select({ id: mailAccounts.id, username: staff.username })
    .from(mailAccounts)
    .innerJoin(staff, sql`${staff.id} = ${mailAccounts.staffId}`)
    .where(inArray(staff.username, [...usernames]));
  return new Map(rows.map((row) => [row.username, row.id]));
}
