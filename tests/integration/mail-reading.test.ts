import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../src/shared/api/mail-reading-calls';
import type { MailDetail, MailRow } from '../../src/shared/api/mail-reading-calls';
import { APP_CODES, SPEC_CODES } from '../../src/shared/error-codes';
import {
  customerContacts,
  customers,
  financeBillMails,
  mailAccounts,
  mailMessages,
  staff,
  supplierContacts,
  suppliers,
} from '../../src/server/db/schema/index';
import { callApi } from '../helpers/api';
import { mailTestApp, type MailDriver } from '../helpers/mail';

/** The reading side of the mailbox: counters, lists, search, detail, marks, junk, finance push, correspondence. */
let m: MailDriver;
const db = () => m.t.services.deps.db;
type Page = { rows: MailRow[]; count: number };
const ids = { quote: 0, news: 0, bill: 0, promo: 0, other: 0, sent: 0 };

async function staffId(username: string): Promise<number> {
  const [row] = await db().select({ id: staff.id }).from(staff).where(eq(staff.username, username));
  if (!row) throw new Error(username);
  return row.id;
}

beforeAll(async () => {
  m = await mailTestApp();
  const [quote] = await m.deliver(['sales'], {
    from: '王经理 <wang@acme-sms.example>',
    to: 'sales@switchboard.example',
    cc: 'sales2@switchboard.example',
    subject: '短信报价确认',
    date: new Date('2026-03-02T02:00:00Z'),
    text: '请确认本月的国际短信价格',
    html: '<p>请确认本月的国际短信价格<img src="http://tracker.example/p.png"><img src="https://cdn.example/logo.png"></p><script>alert(1)</script>',
    attachments: [{ filename: '报价单.txt', content: '价格 0.012' }],
  });
  const [news] = await m.deliver(['sales'], {
    from: 'Li <li@other.example>',
    to: 'sales@switchboard.example',
    subject: 'Weekly hello',
    text: 'plain words',
  });
  const [bill] = await m.deliver(['sales'], {
    from: 'billing@carrier.example',
    to: 'sales@switchboard.example',
    subject: 'March invoice',
    text: 'Invoice attached',
  });
  const [promo] = await m.deliver(['sales'], {
    from: 'promo@carrier.example',
    to: 'sales@switchboard.example',
    subject: 'Newsletter',
    text: 'x',
    headers: { 'List-Unsubscribe': '<mailto:u@carrier.example>' },
  });
  const [other] = await m.deliver(['sales2'], {
    from: 'x@acme-sms.example',
    to: 'sales2@switchboard.example',
    subject: 'for sales2 only',
    text: 'x',
  });
  ids.quote = quote?.id ?? 0;
  ids.news = news?.id ?? 0;
  ids.bill = bill?.id ?? 0;
  ids.promo = promo?.id ?? 0;
  ids.other = other?.id ?? 0;
  // Received times are delivery times: pin them so the date filter and the order are exact.
  await db()
    .update(mailMessages)
    .set({ receivedAt: new Date('2026-03-01T17:30:00Z') })
    .where(eq(mailMessages.id, ids.quote)); // 2026-03-02 01:30 Shanghai
  await db()
    .update(mailMessages)
    .set({ receivedAt: new Date('2026-03-05T03:00:00Z') })
    .where(eq(mailMessages.id, ids.news));
  await db()
    .update(mailMessages)
    .set({ receivedAt: new Date('2026-03-06T03:00:00Z') })
    .where(eq(mailMessages.id, ids.bill));
  const sales = await m.account('sales');
  const [sent] = await db()
    .insert(mailMessages)
    .values({
      accountId: sales.id,
      folder: 'sent',
      direction: 'out',
      subject: 'Re: 短信报价确认',
      fromName: '李娜',
      fromAddress: 'sales@switchboard.example',
      to: [{ name: '', email: 'zhao@acme-sms.example' }],
      receivedAt: new Date('2026-03-03T03:00:00Z'),
      html: '<p>好的</p>',
      source: 'compose',
      deliveryState: 'no_relay',
      seen: true,
      searchText: 're: 短信报价确认 zhao@acme-sms.example 好的',
    })
    .returning({ id: mailMessages.id });
  ids.sent = sent?.id ?? 0;
  const salesId = await staffId('sales');
  const sales2Id = await staffId('sales2');
  await db()
    .insert(customers)
    .values([
      {
        id: 990001,
        code: 'C990001',
        name: 'Acme SMS',
        type: 'c',
        countryId: 1,
        level: 'A',
        ownerStaffId: salesId,
        deptId: 1,
        createdAt: new Date(),
      },
      {
        id: 990002,
        code: 'C990002',
        name: 'Other Co',
        type: 'c',
        countryId: 1,
        level: 'A',
        ownerStaffId: sales2Id,
        deptId: 1,
        createdAt: new Date(),
      },
    ]);
  await db()
    .insert(customerContacts)
    .values([
      { customerId: 990001, name: '王经理', email: 'wang@acme-sms.example' },
      { customerId: 990002, name: 'Li', email: 'li@other.example' },
    ]);
  await db().insert(suppliers).values({ id: 990101, code: 'S990101', name: '运营商', nameEn: 'Carrier', productId: 1 });
  await db().insert(supplierContacts).values({ supplierId: 990101, name: 'Billing', email: 'billing@carrier.example' });
}, 180_000);
afterAll(async () => m.t.close());

describe('counters and lists', () => {
  it('counts unread mail per folder', async () => {
    expect(await m.ok('sales', calls.unreadCounts)).toEqual({ receiveUnReadNum: 3, indiciaUnReadNum: 1, junkUnReadNum: 0 });
  });

  it('lists the inbox newest first with the display fields', async () => {
    const page = await m.ok<Page>('sales', calls.receiveQuery, { body: {} });
    expect(page.count).toBe(3);
    expect(page.rows.map((row) => row.id)).toEqual([ids.bill, ids.news, ids.quote]);
    const quote = page.rows[2];
    expect(quote).toMatchObject({
      subject: '短信报价确认',
      senderEmail: { name: '王经理', email: 'wang@acme-sms.example' },
      receiverEmailList: [{ name: '', email: 'sales@switchboard.example' }],
      ccEmailList: [{ name: '', email: 'sales2@switchboard.example' }],
      receiveTime: '2026-03-01T17:30:00.000Z',
      seen: false,
      starred: false,
      hasAttachments: true,
      detailsType: 2,
      folder: 'inbox',
    });
  });

  it('finds mail by a Chinese word of the body and filters by Shanghai date, attachment and sender', async () => {
    const byWord = await m.ok<Page>('sales', calls.receiveQuery, { body: { keyword: '国际短信' } });
    expect(byWord.rows.map((row) => row.id)).toEqual([ids.quote]);
    // A two-character word goes through the doubled-CJK search key too.
    const short = await m.ok<Page>('sales', calls.receiveQuery, { body: { keyword: '价格' } });
    expect(short.rows.map((row) => row.id)).toEqual([ids.quote]);
    const literal = await m.ok<Page>('sales', calls.receiveQuery, { body: { keyword: '100%_' } });
    expect(literal.count).toBe(0);
    // 17:30 UTC on 1 March is 2 March in Shanghai.
    const day = await m.ok<Page>('sales', calls.receiveQuery, { body: { startDate: '2026-03-02', endDate: '2026-03-02' } });
    expect(day.rows.map((row) => row.id)).toEqual([ids.quote]);
    const first = await m.ok<Page>('sales', calls.receiveQuery, { body: { endDate: '2026-03-01' } });
    expect(first.count).toBe(0);
    const withFiles = await m.ok<Page>('sales', calls.receiveQuery, { body: { hasAttachments: true } });
    expect(withFiles.rows.map((row) => row.id)).toEqual([ids.quote]);
    const fromCarrier = await m.ok<Page>('sales', calls.receiveQuery, { body: { sender: 'carrier' } });
    expect(fromCarrier.rows.map((row) => row.id)).toEqual([ids.bill]);
    const paged = await m.ok<Page>('sales', calls.receiveQuery, { body: { page: 2, pageSize: 2 } });
    expect(paged).toMatchObject({ count: 3, rows: [{ id: ids.quote }] });
  });

  it('lists sent mail with its delivery state', async () => {
    const page = await m.ok<Page>('sales', calls.sendQuery, { body: {} });
    expect(page.rows).toMatchObject([{ id: ids.sent, deliveryState: 'no_relay', detailsType: 1, folder: 'sent' }]);
  });

  it('refuses bad input with a validation envelope', async () => {
    const bad = await m.call('sales', calls.receiveQuery, { body: { startDate: '2026-02-30' } });
    expect(bad.body.code).toBe(APP_CODES.VALIDATION);
    const tooMany = await m.call('sales', calls.receiveQuery, { body: { pageSize: 101 } });
    expect(tooMany.body.code).toBe(APP_CODES.VALIDATION);
    const empty = await m.call('sales', calls.receiveMark, { body: { ids: [ids.news] } });
    expect(empty.body).toMatchObject({ code: APP_CODES.VALIDATION, msg: '请至少选择一项要修改的标记' });
  });
});

describe('marks, stars and junk', () => {
  it('stars, marks and assigns a follow-up owner; the star list spans folders', async () => {
    const sales2Id = await staffId('sales2');
    await m.ok('sales', calls.receiveMark, { body: { ids: [ids.news, ids.sent], starred: true } });
    await m.ok('sales', calls.receiveMark, { body: { ids: [ids.news], mark: 2, followStaffId: sales2Id } });
    const starred = await m.ok<Page>('sales', calls.starQuery, { body: {} });
    expect(starred.rows.map((row) => [row.id, row.detailsType])).toEqual([
      [ids.news, 2],
      [ids.sent, 1],
    ]);
    expect(starred.rows[0]).toMatchObject({ mark: 2, followStaffId: sales2Id, followStaffName: '张伟' });
    const marked = await m.ok<Page>('sales', calls.receiveQuery, { body: { mark: 2 } });
    expect(marked.rows.map((row) => row.id)).toEqual([ids.news]);
    const noOwner = await m.call('sales', calls.receiveMark, { body: { ids: [ids.news], followStaffId: await staffId('newhire') } });
    expect(noOwner.body.code).toBe(APP_CODES.VALIDATION);
  });

  it('moves mail to junk and back, and the counters follow', async () => {
    await m.ok('sales', calls.junkMove, { body: { ids: [ids.news], to: 'junk' } });
    expect(await m.ok('sales', calls.unreadCounts)).toEqual({ receiveUnReadNum: 2, indiciaUnReadNum: 1, junkUnReadNum: 1 });
    const junk = await m.ok<Page>('sales', calls.junkQuery, { body: {} });
    expect(junk.rows.map((row) => [row.id, row.detailsType])).toEqual([[ids.news, 3]]);
    await m.ok('sales', calls.junkMark, { body: { ids: [ids.news], seen: true } });
    expect((await m.ok<{ junkUnReadNum: number }>('sales', calls.unreadCounts)).junkUnReadNum).toBe(0);
    await m.ok('sales', calls.junkMove, { body: { ids: [ids.news], to: 'inbox' } });
    expect((await m.ok<Page>('sales', calls.junkQuery, { body: {} })).count).toBe(0);
    const unread = await m.ok<Page>('sales', calls.receiveQuery, { body: { unread: true } });
    expect(unread.rows.map((row) => row.id)).toEqual([ids.bill, ids.quote]);
    const sentToJunk = await m.call('sales', calls.junkMove, { body: { ids: [ids.sent], to: 'junk' } });
    expect(sentToJunk.body.code).toBe(APP_CODES.VALIDATION);
  });

  it('refuses a batch holding someone else’s message as not found, changing nothing', async () => {
    const answer = await m.call('sales', calls.receiveMark, { body: { ids: [ids.bill, ids.other], starred: true } });
    expect(answer.body.code).toBe(APP_CODES.NOT_FOUND);
    const [bill] = await db().select({ starred: mailMessages.starred }).from(mailMessages).where(eq(mailMessages.id, ids.bill));
    expect(bill?.starred).toBe(false);
    const move = await m.call('sales', calls.junkMove, { body: { ids: [ids.other], to: 'junk' } });
    expect(move.body.code).toBe(APP_CODES.NOT_FOUND);
  });
});

describe('detail', () => {
  it('answers sanitized HTML with remote images held back, marks it seen and names its neighbours', async () => {
    const detail = await m.ok<MailDetail>('sales', calls.mailDetail, {
      body: { id: ids.quote, detailsType: 2, searchCache: { list: 'inbox', ascs: [], descs: ['receiveTime'], params: {} } },
    });
    expect(detail.content).not.toMatch(/<script|alert|\ssrc="http/);
    expect(detail.content).toContain('data-remote-src="http://tracker.example/p.png"');
    expect(detail).toMatchObject({
      subject: '短信报价确认',
      seen: true,
      remoteImagesBlocked: true,
      withRemoteImages: false,
      remoteImageCount: 2,
      prevId: ids.news,
      nextId: null,
    });
    expect(detail.attachments).toHaveLength(1);
    expect(detail.attachments[0]).toMatchObject({ filename: '报价单.txt', contentType: 'text/plain' });
    const file = await m.t.app.request(detail.attachments[0]?.downloadPath ?? '', {
      headers: { Authorization: `Bearer ${await m.token('sales')}` },
    });
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('价格 0.012');
    const stranger = await m.t.app.request(detail.attachments[0]?.downloadPath ?? '', {
      headers: { Authorization: `Bearer ${await m.token('sales2')}` },
    });
    expect(((await stranger.json()) as { code: number }).code).toBe(APP_CODES.NOT_FOUND);
    const [row] = await db().select({ seen: mailMessages.seen }).from(mailMessages).where(eq(mailMessages.id, ids.quote));
    expect(row?.seen).toBe(true);
  });

  it('names neighbours within the filtered list it came from', async () => {
    const all = await m.ok<MailDetail>('sales', calls.mailDetail, {
      body: { id: ids.news, detailsType: 2, searchCache: { list: 'inbox' } },
    });
    expect([all.prevId, all.nextId]).toEqual([ids.bill, ids.quote]);
    // Without attachments the quote is not in the list, so nothing follows.
    const filtered = await m.ok<MailDetail>('sales', calls.mailDetail, {
      body: { id: ids.news, detailsType: 2, searchCache: { list: 'inbox', params: { hasAttachments: false } } },
    });
    expect([filtered.prevId, filtered.nextId]).toEqual([ids.bill, null]);
    const oldestFirst = await m.ok<MailDetail>('sales', calls.mailDetail, {
      body: { id: ids.news, detailsType: 2, searchCache: { list: 'inbox', ascs: ['receiveTime'], descs: [] } },
    });
    expect([oldestFirst.prevId, oldestFirst.nextId]).toEqual([ids.quote, ids.bill]);
  });

  it('shows remote images once the reader allows that sender, and only for that sender', async () => {
    const once = await m.ok<MailDetail>('sales', calls.mailDetail, { body: { id: ids.quote, detailsType: 2, showImages: true } });
    expect(once).toMatchObject({ withRemoteImages: true, remoteImagesBlocked: false });
    const later = await m.ok<MailDetail>('sales', calls.mailDetail, { body: { id: ids.quote, detailsType: 2 } });
    expect(later.remoteImagesBlocked).toBe(true);
    expect(await m.ok('sales', calls.imageAllow, { body: { id: ids.quote } })).toEqual({ sender: 'wang@acme-sms.example' });
    const detail = await m.ok<MailDetail>('sales', calls.mailDetail, { body: { id: ids.quote, detailsType: 2 } });
    expect(detail).toMatchObject({ withRemoteImages: true, remoteImagesBlocked: false, prevId: null, nextId: null });
    expect(detail.content).toContain('src="http://tracker.example/p.png"');
    // sales2's copy of mail from the same domain stays blocked: the allowance is per mailbox.
    const [foreign] = await m.deliver(['sales2'], {
      from: 'wang@acme-sms.example',
      to: 'sales2@switchboard.example',
      subject: 'img',
      html: '<img src="https://cdn.example/x.png">',
    });
    const theirs = await m.ok<MailDetail>('sales2', calls.mailDetail, { body: { id: foreign?.id ?? 0, detailsType: 2 } });
    expect(theirs.remoteImagesBlocked).toBe(true);
  });

  it('answers not found for someone else’s message and for a detail type that does not fit', async () => {
    const foreign = await m.call('sales', calls.mailDetail, { body: { id: ids.other, detailsType: 2 } });
    expect(foreign.body.code).toBe(APP_CODES.NOT_FOUND);
    const unknown = await m.call('sales', calls.mailDetail, { body: { id: 987654321, detailsType: 2 } });
    expect(unknown.body.code).toBe(APP_CODES.NOT_FOUND);
    const wrongType = await m.call('sales', calls.mailDetail, { body: { id: ids.sent, detailsType: 2 } });
    expect(wrongType.body.code).toBe(APP_CODES.NOT_FOUND);
    const allowForeign = await m.call('sales', calls.imageAllow, { body: { id: ids.other } });
    expect(allowForeign.body.code).toBe(APP_CODES.NOT_FOUND);
  });
});

describe('follow-up owner and finance', () => {
  it('names the owner from a customer contact', async () => {
    expect(await m.ok('sales', calls.checkOwner, { body: { id: ids.quote } })).toEqual({
      source: 'customer',
      ownerStaffId: await staffId('sales'),
      ownerName: '李娜',
      customerId: 990001,
      customerName: 'Acme SMS',
    });
    expect((await m.ok<{ source: string }>('sales', calls.checkOwner, { body: { id: ids.bill } })).source).toBe('none');
  });

  it('offers mark and bill-flag options in the caller’s language', async () => {
    expect(await m.ok('sales', calls.markOptions)).toEqual([
      { value: 0, label: '无标记' },
      { value: 1, label: '重要' },
      { value: 2, label: '待跟进' },
      { value: 3, label: '已处理' },
    ]);
    const en = await callApi(m.t.app, calls.billFlagOptions, {}, { token: await m.token('sales'), headers: { 'Accept-Language': 'en' } });
    expect(en.body.data).toEqual([
      { value: 'bill', label: 'Bill' },
      { value: 'statement', label: 'Statement' },
      { value: 'paymentNotice', label: 'Payment notice' },
      { value: 'invoice', label: 'Invoice' },
    ]);
  });

  it('pushes a bill mail to finance once, with the supplier it came from', async () => {
    const pushed = await m.ok<{ id: number }>('sales', calls.pushToFinance, { body: { id: ids.bill, billFlag: 'invoice' } });
    expect(pushed).toMatchObject({ billFlag: 'invoice', customerId: null, supplierId: 990101 });
    const again = await m.call('sales', calls.pushToFinance, { body: { id: ids.bill, billFlag: 'bill' } });
    expect(again.body).toMatchObject({ code: APP_CODES.CONFLICT, msg: '该邮件已推送到财务账单邮件，请勿重复推送' });
    const records = await db().select().from(financeBillMails).where(eq(financeBillMails.mailMessageId, ids.bill));
    expect(records.map((r) => [r.billFlag, r.pushedBy])).toEqual([['invoice', await staffId('sales')]]);
    const badFlag = await m.call('sales', calls.pushToFinance, { body: { id: ids.quote, billFlag: 'receipt' } });
    expect(badFlag.body.code).toBe(APP_CODES.VALIDATION);
  });
});

describe('correspondence', () => {
  it('matches a customer’s mail by contact address and domain, both directions', async () => {
    const page = await m.ok<Page>('sales', calls.dealingsQuery, { body: { partyKind: 'customer', partyId: 990001 } });
    // The quote came from a contact; the reply went to a colleague of theirs at the same domain.
    expect(page.rows.map((row) => row.id)).toEqual([ids.sent, ids.quote]);
    const customersOfSales = await m.ok<{ rows: { id: number; mailCount: number; lastMailTime: string }[] }>(
      'sales',
      calls.dealingsCustomers,
      {
        body: {},
      },
    );
    // 990002 (li@other.example) belongs to sales2: outside sales's data scope.
    expect(customersOfSales.rows).toEqual([
      { id: 990001, code: 'C990001', name: 'Acme SMS', mailCount: 2, lastMailTime: '2026-03-03T03:00:00.000Z' },
    ]);
    const outside = await m.call('sales', calls.dealingsQuery, { body: { partyKind: 'customer', partyId: 990002 } });
    expect(outside.body.code).toBe(APP_CODES.NOT_FOUND);
    const suppliersOfSales = await m.ok<{ rows: { id: number; mailCount: number }[] }>('sales', calls.dealingsSuppliers, { body: {} });
    expect(suppliersOfSales.rows.map((row) => [row.id, row.mailCount])).toEqual([[990101, 2]]);
  });
});

describe('access', () => {
  const every = [
    [calls.unreadCounts, {}],
    [calls.receiveQuery, { body: {} }],
    [calls.starQuery, { body: {} }],
    [calls.sendQuery, { body: {} }],
    [calls.junkQuery, { body: {} }],
    [calls.junkMove, { body: { ids: [1], to: 'junk' } }],
    [calls.junkMark, { body: { ids: [1], seen: true } }],
    [calls.mailDetail, { body: { id: 1, detailsType: 2 } }],
    [calls.imageAllow, { body: { id: 1 } }],
    [calls.attachmentDownload, { params: { id: 1 } }],
    [calls.followOptions, {}],
    [calls.markOptions, {}],
    [calls.receiveMark, { body: { ids: [1], seen: true } }],
    [calls.checkOwner, { body: { id: 1 } }],
    [calls.billFlagOptions, {}],
    [calls.pushToFinance, { body: { id: 1, billFlag: 'bill' } }],
    [calls.dealingsCustomers, { body: {} }],
    [calls.dealingsSuppliers, { body: {} }],
    [calls.dealingsQuery, { body: { partyKind: 'supplier', partyId: 1 } }],
  ] as const;

  it('answers 10170036 to a user without a mailbox on every reading call', async () => {
    // newhire (no mailbox) holds no mailbox page either and is refused before the mailbox check, so the
    // admin, who holds every key, loses their mailbox for this test.
    const admin = await m.account('admin');
    await db().update(mailAccounts).set({ state: 'disabled' }).where(eq(mailAccounts.id, admin.id));
    for (const [def, request] of every) {
      const answer = await m.call('admin', def, request as Record<string, unknown>);
      expect([def.id, answer.body.code]).toEqual([def.id, SPEC_CODES.NO_MAILBOX]);
    }
  });

  it('refuses every reading call to newhire, who has neither mailbox nor mailbox pages', async () => {
    for (const [def, request] of every) {
      const answer = await m.call('newhire', def, request as Record<string, unknown>);
      expect([def.id, answer.body.code]).toEqual([def.id, APP_CODES.FORBIDDEN]);
    }
  });

  it('refuses every reading call to ops, who has a mailbox but no mailbox pages', async () => {
    for (const [def, request] of every) {
      const answer = await m.call('ops', def, request as Record<string, unknown>);
      expect([def.id, answer.body.code]).toEqual([def.id, APP_CODES.FORBIDDEN]);
    }
  });
});
