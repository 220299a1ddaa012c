import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/api/mail-reading-calls';
import { mailTestApp, type MailDriver } from '../../../../tests/helpers/mail';
import { SEARCH_COUNT_CAP } from './mail-list-query';

/** A keyword search counts up to SEARCH_COUNT_CAP matches and says so; plain lists count exactly. */
let m: MailDriver;
const MANY = SEARCH_COUNT_CAP + 5;
type Page = { rows: { id: number; subject: string }[]; count: number; countCapped: boolean };

beforeAll(async () => {
  m = await mailTestApp();
  const sales = await m.account('sales');
  // More inbox messages mentioning 合同 than the cap; every tenth one also mentions 账单.
  await m.t.services.deps.db.execute(sql`
    INSERT INTO mail_messages (account_id, folder, direction, message_id, subject, from_name, from_address, received_at,
                               html, text, snippet, source, search_text)
    SELECT ${sales.id}, 'inbox', 'in', '<cap-' || g || '@count.test>', '合同 ' || g, '客户', 'c@customer.example',
           timestamptz '2026-01-01T00:00:00Z' + (g || ' minutes')::interval, '', '', '', 'smtp',
           '合同 ' || g || CASE WHEN g % 10 = 0 THEN ' 账单' ELSE '' END
      FROM generate_series(1, ${MANY}) g`);
}, 120_000);
afterAll(async () => m.t.close());

describe('list counts', () => {
  it('caps the count of a frequent word and marks it, while the page still starts with the newest match', async () => {
    const page = await m.ok<Page>('sales', calls.receiveQuery, { body: { keyword: '合同', pageSize: 20 } });
    expect(page).toMatchObject({ count: SEARCH_COUNT_CAP, countCapped: true });
    expect(page.rows.map((r) => r.subject).slice(0, 2)).toEqual([`合同 ${MANY}`, `合同 ${MANY - 1}`]);
  });

  it('pages on through a frequent word: the next page (known frequent, walked at once) follows the first without a gap', async () => {
    const first = await m.ok<Page>('sales', calls.receiveQuery, { body: { keyword: '合同', page: 1, pageSize: 20 } });
    const second = await m.ok<Page>('sales', calls.receiveQuery, { body: { keyword: '合同', page: 2, pageSize: 20 } });
    expect(second).toMatchObject({ count: SEARCH_COUNT_CAP, countCapped: true });
    expect(second.rows.map((r) => r.subject)).toEqual(Array.from({ length: 20 }, (_, i) => `合同 ${MANY - 20 - i}`));
    expect(second.rows.some((row) => first.rows.some((other) => other.id === row.id))).toBe(false);
    // Another person's search of the same word is their own: 张伟 has no such mail.
    const other = await m.ok<Page>('sales2', calls.receiveQuery, { body: { keyword: '合同', page: 2, pageSize: 20 } });
    expect(other.rows.some((row) => row.subject.startsWith('合同 '))).toBe(false);
  });

  it('counts a rarer word and the plain folder exactly', async () => {
    const rare = await m.ok<Page>('sales', calls.receiveQuery, { body: { keyword: '账单' } });
    expect(rare).toMatchObject({ count: Math.floor(MANY / 10), countCapped: false });
    const inbox = await m.ok<Page>('sales', calls.receiveQuery, { body: {} });
    expect(inbox.countCapped).toBe(false);
    expect(inbox.count).toBeGreaterThanOrEqual(MANY);
  });
});
