import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerContacts, customers, mailAccounts, mailMessages, staff, supplierContacts } from '../../src/server/db/schema/index';
import { mailSeed } from '../../src/server/mail';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The mailbox's demo: mailboxes, contacts and a few weeks of mail in every folder, seeded once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seedScale: 0.01 });
}, 240_000);
afterAll(async () => t.close());

const db = () => t.services.deps.db;

async function folders(username: string): Promise<Record<string, number>> {
  const rows = await db()
    .select({ folder: mailMessages.folder, n: sql<number>`count(*)::int` })
    .from(mailMessages)
    .innerJoin(mailAccounts, eq(mailAccounts.id, mailMessages.accountId))
    .innerJoin(staff, eq(staff.id, mailAccounts.staffId))
    .where(eq(staff.username, username))
    .groupBy(mailMessages.folder);
  return Object.fromEntries(rows.map((r) => [r.folder, r.n]));
}

describe('mail seed', () => {
  it('binds every demo mailbox but newhire’s', async () => {
    const rows = await db()
      .select({ username: staff.username, address: mailAccounts.address })
      .from(mailAccounts)
      .innerJoin(staff, eq(staff.id, mailAccounts.staffId))
      .orderBy(staff.username);
    expect(rows).toEqual([
      { username: 'admin', address: 'admin@switchboard.example' },
      { username: 'finance', address: 'finance@switchboard.example' },
      { username: 'ops', address: 'ops@switchboard.example' },
      { username: 'sales', address: 'sales@switchboard.example' },
      { username: 'sales2', address: 'sales2@switchboard.example' },
    ]);
  });

  it('gives every customer two contacts and every supplier two, at the company’s own domain', async () => {
    const [c] = await db()
      .select({ n: sql<number>`count(*)::int`, customers: sql<number>`count(distinct ${customerContacts.customerId})::int` })
      .from(customerContacts);
    const [customerCount] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(customers);
    expect(c?.customers).toBe(customerCount?.n);
    expect(c?.n).toBe(2 * (customerCount?.n ?? 0));
    const [sample] = await db().select().from(customerContacts).where(eq(customerContacts.primary, true)).limit(1);
    expect(sample?.email).toMatch(/^bd@c\d+\.example\.com$/);
    const [first] = await db().select().from(supplierContacts).limit(1);
    const suppliers = await db()
      .select()
      .from(supplierContacts)
      .where(eq(supplierContacts.supplierId, first?.supplierId ?? 0));
    expect(suppliers.map((s) => s.email.split('@')[0]).sort()).toEqual(['billing', 'noc']);
  });

  it('fills 李娜’s folders — junk by her blacklist, the newsletter as marketing', async () => {
    // At this scale 李娜 owns one customer: its quotation and top-up, the meeting notice, finance's note.
    expect(await folders('sales')).toEqual({ inbox: 4, junk: 1, marketing: 1, sent: 1 });
    expect(await folders('finance')).toEqual({ inbox: 3 });
    const junk = await db().select({ subject: mailMessages.subject }).from(mailMessages).where(eq(mailMessages.folder, 'junk'));
    expect(junk.map((j) => j.subject)).toEqual(['恭喜您获得 iPhone 17 一台，请立即领取！']);
  });

  it('is idempotent', async () => {
    const before = (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(mailMessages)
    )[0]?.n;
    await mailSeed.seed(db(), { scale: 0.01, clock: t.clock, log: t.services.deps.log, interactive: false });
    const after = (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(mailMessages)
    )[0]?.n;
    expect(after).toBe(before);
    const unreadStarred = await db()
      .select({ subject: mailMessages.subject })
      .from(mailMessages)
      .where(and(eq(mailMessages.starred, true), eq(mailMessages.seen, false)));
    expect(unreadStarred.map((m) => m.subject)).toEqual(['关于 11 月短信报价的确认']);
  });
});
