import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../src/shared/api/mail-marketing-calls';
import type { CampaignCounts, CampaignRow, RecipientRow } from '../../src/shared/api/mail-marketing-calls';
import { APP_CODES, SPEC_CODES } from '../../src/shared/error-codes';
import {
  customerContacts,
  customerRoutes,
  customers,
  mailAccounts,
  mailCampaignRecipients,
  mailDeliveries,
  mailMessages,
  mailRaw,
  mailUnsubscribes,
  staff,
} from '../../src/server/db/schema/index';
import { mailTestApp, type MailDriver } from '../helpers/mail';

/** Marketing mail: segments, sending through the outgoing path, unsubscribe, open tracking, ownership. */
let m: MailDriver;
const db = () => m.t.services.deps.db;
const PUBLIC_URL = 'https://portal.example.com';
type Page<T> = { rows: T[]; count: number };

async function staffId(username: string): Promise<number> {
  const [row] = await db().select({ id: staff.id }).from(staff).where(eq(staff.username, username));
  if (!row) throw new Error(username);
  return row.id;
}

const customer = (id: number, ownerStaffId: number, level: string, countryId: number, type: 'c' | 'r') => ({
  id,
  code: `C${id}`,
  name: `客户${id}`,
  type,
  countryId,
  level,
  ownerStaffId,
  deptId: 1,
  createdAt: new Date('2025-01-01T00:00:00Z'),
});

const DRAFT = { name: '春季促销', subject: '短信新价格', html: '<p>您好，本月国际短信降价。</p>', segment: {} };

async function recipients(campaignId: number): Promise<RecipientRow[]> {
  return (await m.ok<Page<RecipientRow>>('sales', calls.recipientQuery, { body: { campaignId, pageSize: 100 } })).rows;
}

const get = (path: string) => m.t.app.request(path);

beforeAll(async () => {
  m = await mailTestApp({ PUBLIC_URL });
  const sales = await staffId('sales');
  const sales2 = await staffId('sales2');
  await db()
    .insert(customers)
    .values([
      customer(991001, sales, 'A', 1, 'c'),
      customer(991002, sales, 'B', 2, 'r'),
      customer(991003, sales, 'A', 2, 'c'),
      customer(991004, sales2, 'A', 1, 'c'),
    ]);
  await db()
    .insert(customerContacts)
    .values([
      { customerId: 991001, name: 'Anna Lee', email: 'bd@a1.example', primary: true },
      { customerId: 991001, name: 'Emma Clark', email: 'fin@a1.example' },
      { customerId: 991002, name: 'Rahul Mehta', email: 'bd@b2.example', primary: true },
      // A colleague as a customer's contact: delivered locally, so the recipient's copy can be read.
      { customerId: 991003, name: '张伟', email: 'sales2@switchboard.example', primary: true },
      { customerId: 991004, name: 'Other', email: 'bd@c4.example', primary: true },
    ]);
  await db().insert(customerRoutes).values({
    id: 991001,
    customerId: 991001,
    productId: 1,
    countryId: 1,
    supplierId: 1,
    unitPrice: '0.010000',
    unitCost: '0.008000',
    baseVolume: 1,
    successRate: 0.9,
    startsOn: '2025-01-01',
  });
});

afterAll(async () => {
  await m.t.close();
});

describe('segment preview', () => {
  it('counts the caller’s own customers and their contact addresses, by filter', async () => {
    expect(await m.ok('sales', calls.segmentPreview, { body: {} })).toEqual({ customers: 3, addresses: 4, unsubscribed: 0 });
    expect(await m.ok('sales', calls.segmentPreview, { body: { level: 'A' } })).toEqual({ customers: 2, addresses: 3, unsubscribed: 0 });
    expect(await m.ok('sales', calls.segmentPreview, { body: { productId: 1 } })).toEqual({ customers: 1, addresses: 2, unsubscribed: 0 });
    expect(await m.ok('sales', calls.segmentPreview, { body: { type: 'r' } })).toEqual({ customers: 1, addresses: 1, unsubscribed: 0 });
    expect(await m.ok('sales', calls.segmentPreview, { body: { countryId: 2, type: 'c' } })).toEqual({
      customers: 1,
      addresses: 1,
      unsubscribed: 0,
    });
    // sales2 sees only their own customer.
    expect(await m.ok('sales2', calls.segmentPreview, { body: {} })).toEqual({ customers: 1, addresses: 1, unsubscribed: 0 });
  });

  it('refuses a bad filter with a readable validation error', async () => {
    const answer = await m.call('sales', calls.segmentPreview, { body: { type: 'x' } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(APP_CODES.VALIDATION);
  });
});

describe('sending, unsubscribing and opening', () => {
  let first = 0;
  let second = 0;

  it('saves a draft and sends one copy per contact address through the outgoing path', async () => {
    first = (await m.ok<{ id: number }>('sales', calls.campaignSave, { body: DRAFT })).id;
    await m.ok('sales', calls.campaignSave, { body: { ...DRAFT, id: first, name: '春季促销 2026' } });
    const list = await m.ok<Page<CampaignRow>>('sales', calls.campaignQuery, { body: {} });
    expect(list.rows.map((row) => [row.id, row.name, row.state])).toEqual([[first, '春季促销 2026', 'draft']]);

    const counts = await m.ok<CampaignCounts>('sales', calls.campaignSend, { body: { id: first } });
    // No relay in tests: the three outside addresses wait as no_relay, the colleague gets it at once.
    expect(counts).toEqual({ recipients: 4, sent: 1, opened: 0, unsubscribed: 0, failed: 0, noRelay: 3 });
    const rows = await recipients(first);
    expect(rows.map((row) => [row.email, row.customerId, row.state])).toEqual([
      ['bd@a1.example', 991001, 'no_relay'],
      ['fin@a1.example', 991001, 'no_relay'],
      ['bd@b2.example', 991002, 'no_relay'],
      ['sales2@switchboard.example', 991003, 'sent'],
    ]);
    const tokens = await db().select({ token: mailCampaignRecipients.token }).from(mailCampaignRecipients);
    expect(new Set(tokens.map((row) => row.token)).size).toBe(4);
    for (const { token } of tokens) expect(token).toMatch(/^[0-9a-f]{32}$/);

    // The sender's copies are in the sent folder, one per recipient, marked as the campaign's.
    const sender = await m.account('sales');
    const sent = await db()
      .select({ to: mailMessages.to, campaignId: mailMessages.campaignId })
      .from(mailMessages)
      .where(and(eq(mailMessages.accountId, sender.id), eq(mailMessages.folder, 'sent')));
    expect(sent).toHaveLength(4);
    expect(sent.every((row) => row.campaignId === first)).toBe(true);

    // The colleague's copy carries their own unsubscribe link and pixel address.
    const [colleagueRow] = rows.filter((row) => row.email === 'sales2@switchboard.example');
    const [own] = await db()
      .select({ token: mailCampaignRecipients.token })
      .from(mailCampaignRecipients)
      .where(eq(mailCampaignRecipients.id, colleagueRow?.id ?? 0));
    const inbox = await m.account('sales2');
    // Its List-Unsubscribe header files it with the colleague's received marketing mail.
    const [received] = await db()
      .select({ id: mailMessages.id, html: mailMessages.html, subject: mailMessages.subject })
      .from(mailMessages)
      .where(and(eq(mailMessages.accountId, inbox.id), eq(mailMessages.folder, 'marketing')));
    expect(received?.subject).toBe('短信新价格');
    const [raw] = await db()
      .select()
      .from(mailRaw)
      .where(eq(mailRaw.messageId, received?.id ?? 0));
    expect(raw?.raw.toString('utf8').replace(/\r\n[ \t]+/g, ' ')).toContain(
      `List-Unsubscribe: <${PUBLIC_URL}/v2/emailbox/marketing/unsubscribe/${own?.token}>`,
    );
    expect(received?.html).toContain(`${PUBLIC_URL}/v2/emailbox/marketing/unsubscribe/${own?.token}`);
    expect(received?.html).toContain(`${PUBLIC_URL}/v2/emailbox/marketing/open/${own?.token}.png`);
  });

  it('refuses to send or change a campaign twice', async () => {
    const again = await m.call('sales', calls.campaignSend, { body: { id: first } });
    expect(again.body.code).toBe(APP_CODES.CONFLICT);
    const edit = await m.call('sales', calls.campaignSave, { body: { ...DRAFT, id: first } });
    expect(edit.body.code).toBe(APP_CODES.CONFLICT);
  });

  it('records an unsubscribe from the public link and skips the address on the next send', async () => {
    const [target] = await db()
      .select({ token: mailCampaignRecipients.token })
      .from(mailCampaignRecipients)
      .where(eq(mailCampaignRecipients.email, 'bd@a1.example'));
    const page = await get(`/v2/emailbox/marketing/unsubscribe/${target?.token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('退订成功');
    expect(html).toContain('Unsubscribed');
    expect(html).toContain('bd@a1.example');
    // A second click answers the same page and records nothing more.
    expect((await get(`/v2/emailbox/marketing/unsubscribe/${target?.token}`)).status).toBe(200);
    const stored = await db().select().from(mailUnsubscribes);
    expect(stored.map((row) => [row.email, row.campaignId])).toEqual([['bd@a1.example', first]]);

    const unknown = await get(`/v2/emailbox/marketing/unsubscribe/${'0'.repeat(32)}`);
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain('退订链接无效');

    expect(await m.ok('sales', calls.segmentPreview, { body: {} })).toEqual({ customers: 3, addresses: 3, unsubscribed: 1 });
    second = (await m.ok<{ id: number }>('sales', calls.campaignSave, { body: { ...DRAFT, name: '夏季' } })).id;
    const counts = await m.ok<CampaignCounts>('sales', calls.campaignSend, { body: { id: second } });
    expect(counts).toMatchObject({ recipients: 4, sent: 1, unsubscribed: 1, noRelay: 2 });
    const skipped = (await recipients(second)).find((row) => row.email === 'bd@a1.example');
    expect(skipped?.state).toBe('unsubscribed');
    expect(skipped?.sentAt).toBeNull();
    // Nothing went out to it: the only delivery to that address is the first campaign's.
    const deliveries = await db()
      .select()
      .from(mailDeliveries)
      .where(inArray(mailDeliveries.recipient, ['bd@a1.example']));
    expect(deliveries).toHaveLength(1);
    const filtered = await m.ok<Page<RecipientRow>>('sales', calls.recipientQuery, {
      body: { campaignId: second, state: 'unsubscribed' },
    });
    expect(filtered.rows.map((row) => row.email)).toEqual(['bd@a1.example']);
  });

  it('records the first open from the pixel and answers a png for any token', async () => {
    const [target] = await db()
      .select({ id: mailCampaignRecipients.id, token: mailCampaignRecipients.token })
      .from(mailCampaignRecipients)
      .where(and(eq(mailCampaignRecipients.campaignId, first), eq(mailCampaignRecipients.email, 'sales2@switchboard.example')));
    const pixel = await get(`/v2/emailbox/marketing/open/${target?.token}.png`);
    expect(pixel.status).toBe(200);
    expect(pixel.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await pixel.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const openedAt = async () =>
      (
        await db()
          .select({ at: mailCampaignRecipients.openedAt })
          .from(mailCampaignRecipients)
          .where(eq(mailCampaignRecipients.id, target?.id ?? 0))
      )[0]?.at;
    const firstOpen = await openedAt();
    expect(firstOpen?.toISOString()).toBe(m.t.clock.now().toISOString());
    m.t.clock.advance(3_600_000);
    await get(`/v2/emailbox/marketing/open/${target?.token}.png`);
    expect((await openedAt())?.toISOString()).toBe(firstOpen?.toISOString());

    for (const path of [`${'f'.repeat(32)}.png`, 'not-a-token.png', 'x']) {
      const answer = await get(`/v2/emailbox/marketing/open/${path}`);
      expect([path, answer.status, answer.headers.get('content-type')]).toEqual([path, 200, 'image/png']);
    }
    const detail = await m.ok<CampaignRow & { html: string }>('sales', calls.campaignDetail, { params: { id: first } });
    expect(detail.counts).toEqual({ recipients: 4, sent: 1, opened: 1, unsubscribed: 0, failed: 0, noRelay: 3 });
    expect(detail.html).toBe(DRAFT.html);
    const opened = await m.ok<Page<RecipientRow>>('sales', calls.recipientQuery, { body: { campaignId: first, opened: true } });
    expect(opened.rows.map((row) => row.email)).toEqual(['sales2@switchboard.example']);
  });

  it('shows a campaign only to its owner: anyone else gets NOT_FOUND', async () => {
    expect((await m.ok<Page<CampaignRow>>('sales2', calls.campaignQuery, { body: {} })).count).toBe(0);
    const attempts = [
      m.call('sales2', calls.campaignDetail, { params: { id: first } }),
      m.call('sales2', calls.recipientQuery, { body: { campaignId: first } }),
      m.call('sales2', calls.campaignSend, { body: { id: second } }),
      m.call('sales2', calls.campaignSave, { body: { ...DRAFT, id: first } }),
      m.call('sales', calls.campaignDetail, { params: { id: 99999 } }),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.body.code).toBe(APP_CODES.NOT_FOUND);
  });
});

describe('received marketing mail', () => {
  it('lists bulk mail of the caller’s own marketing folder', async () => {
    await m.deliver(['sales'], {
      from: 'promo@carrier.example',
      to: 'sales@switchboard.example',
      subject: 'Carrier newsletter',
      text: 'news',
      headers: { 'List-Unsubscribe': '<mailto:u@carrier.example>' },
    });
    const mine = await m.ok<Page<{ subject: string; sender: { email: string }; seen: boolean }>>('sales', calls.receivedMarketingQuery, {
      body: {},
    });
    expect(mine.rows.map((row) => [row.subject, row.sender.email, row.seen])).toEqual([
      ['Carrier newsletter', 'promo@carrier.example', false],
    ]);
    // 张伟 is one of 李娜's segment: her two campaign sends above reached him as marketing mail.
    const his = await m.ok<Page<{ subject: string; sender: { email: string } }>>('sales2', calls.receivedMarketingQuery, { body: {} });
    expect(his.rows.map((row) => row.sender.email)).toEqual(['sales@switchboard.example', 'sales@switchboard.example']);
  });
});

describe('palette addresses', () => {
  it('answers a colleague’s mailbox address and a visible customer’s primary contact', async () => {
    expect(await m.ok('sales', calls.colleagueAddress, { params: { staffId: await staffId('sales2') } })).toEqual({
      address: 'sales2@switchboard.example',
    });
    expect(await m.ok('sales', calls.colleagueAddress, { params: { staffId: await staffId('newhire') } })).toEqual({ address: null });
    expect(await m.ok('sales', calls.customerContactAddress, { params: { code: 'C991001' } })).toEqual({
      customerId: 991001,
      address: 'bd@a1.example',
    });
    // Another person's customer reads as one without a contact.
    expect(await m.ok('sales', calls.customerContactAddress, { params: { code: 'C991004' } })).toEqual({ customerId: null, address: null });
  });
});

describe('permissions', () => {
  const every = [
    [calls.campaignQuery, { body: {} }],
    [calls.segmentPreview, { body: {} }],
    [calls.campaignSave, { body: DRAFT }],
    [calls.campaignSend, { body: { id: 1 } }],
    [calls.campaignDetail, { params: { id: 1 } }],
    [calls.recipientQuery, { body: { campaignId: 1 } }],
    [calls.receivedMarketingQuery, { body: {} }],
    [calls.colleagueAddress, { params: { staffId: 1 } }],
    [calls.customerContactAddress, { params: { code: 'C1' } }],
  ] as const;

  it('refuses newhire, who has neither a mailbox nor the marketing page', async () => {
    for (const [def, request] of every) {
      const answer = await m.call('newhire', def, request as Record<string, unknown>);
      expect([def.id, answer.body.code]).toEqual([def.id, APP_CODES.FORBIDDEN]);
    }
  });

  it('answers 10170036 to someone holding the page but without a bound mailbox', async () => {
    const admin = await m.account('admin');
    await db().update(mailAccounts).set({ state: 'disabled' }).where(eq(mailAccounts.id, admin.id));
    for (const [def, request] of every) {
      const answer = await m.call('admin', def, request as Record<string, unknown>);
      expect([def.id, answer.body.code]).toEqual([def.id, SPEC_CODES.NO_MAILBOX]);
    }
  });
});
