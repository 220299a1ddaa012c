import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessOptions, performanceExport, performanceQuery, profitQuery } from '../../src/shared/api/business-calls';
import { customerQuery, customerStatistics, customerTransfer } from '../../src/shared/api/crm-calls';
import { sendRecordQuery, type SendRecordRow } from '../../src/shared/api/send-record-calls';
import { idempotenceKey } from '../../src/shared/api/staff-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { callApi, signIn } from '../helpers/api';
import { dataOf } from '../helpers/business';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens = new Map<string, string>();
const token = (username: string) => tokens.get(username) ?? '';

beforeAll(async () => {
  t = await createTestApp({}, { seedScale: 0.03 });
  for (const username of ['admin', 'sales', 'sales2', 'finance', 'ops', 'newhire', 'lead1'])
    tokens.set(username, (await signIn(t, username)).token);
}, 120_000);
afterAll(async () => t.close());

const month = { from: '2026-10-01', to: '2026-10-31' };

describe('permissions and validation of the business calls', () => {
  it('refuses roles without the section key', async () => {
    expect((await callApi(t.app, profitQuery, { body: month }, { token: token('sales') })).body.code).toBe(APP_CODES.FORBIDDEN);
    expect((await callApi(t.app, performanceQuery, { body: month }, { token: token('finance') })).body.code).toBe(APP_CODES.FORBIDDEN);
    expect((await callApi(t.app, customerQuery, { body: {} }, { token: token('ops') })).body.code).toBe(APP_CODES.FORBIDDEN);
    expect((await callApi(t.app, sendRecordQuery, { body: month }, { token: token('newhire') })).body.code).toBe(APP_CODES.FORBIDDEN);
    expect((await callApi(t.app, profitQuery, { body: month }, { token: token('finance') })).body.code).toBe(0);
  });

  it('names the field of bad input and never answers 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ from: '2026-10-31', to: '2026-10-01' }, 'to'],
      [{ from: '2026-02-30', to: '2026-03-01' }, 'from'],
      [{ ...month, groupBy: 'planet' }, 'groupBy'],
      [{ ...month, product: 'fax' }, 'product'],
      [{ ...month, pageSize: 100000 }, 'pageSize'],
      [{ from: '2020-01-01', to: '2026-01-01' }, 'to'],
      [{ ...month, sort: { field: 'drop table', order: 'asc' } }, 'sort.field'],
    ];
    for (const [body, field] of cases) {
      const answer = await callApi(t.app, performanceQuery, { body }, { token: token('admin') });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code: APP_CODES.VALIDATION, data: { field } });
    }
    const bad = await callApi(t.app, sendRecordQuery, { body: { ...month, cursor: 'not-a-cursor' } }, { token: token('admin') });
    expect(bad.body).toMatchObject({ code: APP_CODES.VALIDATION, data: { field: 'cursor' } });
  });

  it('answers empty groups for a period without data, with zero totals and a null margin', async () => {
    const answer = await dataOf<{ rows: unknown[]; totals: { revenue: string; margin: string | null }; count: number }>(
      t,
      performanceQuery,
      { body: { from: '2019-01-01', to: '2019-01-31', groupBy: 'customer' } },
      token('admin'),
    );
    expect(answer).toMatchObject({ rows: [], count: 0, totals: { revenue: '0.000000', margin: null } });
  });

  it('lets only admins and leads transfer customers, once per submission', async () => {
    const customers = await dataOf<{ rows: { code: string; ownerStaffId: number }[] }>(
      t,
      customerQuery,
      { body: { pageSize: 5 } },
      token('sales'),
    );
    const code = customers.rows[0]?.code ?? '';
    const withKey = async (username: string) => ({
      'X-Idempotence-Key': (await dataOf<{ key: string }>(t, idempotenceKey, {}, token(username))).key,
    });
    const salesTry = await callApi(
      t.app,
      customerTransfer,
      { body: { code, toStaffId: 1 } },
      { token: token('sales'), headers: await withKey('sales') },
    );
    expect(salesTry.body.code).toBe(APP_CODES.FORBIDDEN);
    const options = await dataOf<{ staff: { id: number; code: string }[] }>(t, businessOptions, {}, token('admin'));
    const sales2 = options.staff.find((person) => person.code === 'SB1002');
    const headers = await withKey('admin');
    const first = await callApi(t.app, customerTransfer, { body: { code, toStaffId: sales2?.id } }, { token: token('admin'), headers });
    expect(first.body.code).toBe(0);
    const again = await callApi(t.app, customerTransfer, { body: { code, toStaffId: sales2?.id } }, { token: token('admin'), headers });
    expect(again.body.code).toBe(APP_CODES.DUPLICATE_SUBMISSION);
    const same = await callApi(
      t.app,
      customerTransfer,
      { body: { code, toStaffId: sales2?.id } },
      { token: token('admin'), headers: await withKey('admin') },
    );
    expect(same.body.code).toBe(APP_CODES.CONFLICT);
    const toAdmin = await callApi(
      t.app,
      customerTransfer,
      { body: { code, toStaffId: 1 } },
      { token: token('admin'), headers: await withKey('admin') },
    );
    expect(toAdmin.body).toMatchObject({ code: APP_CODES.VALIDATION, data: { field: 'toStaffId' } });
  });

  it('exports the performance view as an xlsx file', async () => {
    const response = await t.app.request(performanceExport.path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token('sales')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...month, groupBy: 'customer' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});

describe('send records', () => {
  it('pages newest first by keyset without overlap, within the caller’s scope and filters', async () => {
    const body = { from: '2026-10-28', to: '2026-11-02', pageSize: 40 };
    // sales2 (unlike sales) has kept every customer through the period.
    const first = await dataOf<{ rows: SendRecordRow[]; nextCursor: string | null }>(t, sendRecordQuery, { body }, token('sales2'));
    expect(first.rows).toHaveLength(40);
    const second = await dataOf<{ rows: SendRecordRow[]; nextCursor: string | null }>(
      t,
      sendRecordQuery,
      { body: { ...body, cursor: first.nextCursor } },
      token('sales2'),
    );
    const all = [...first.rows, ...second.rows];
    expect(new Set(all.map((row) => row.id)).size).toBe(all.length);
    for (let i = 1; i < all.length; i += 1) expect((all[i - 1] as SendRecordRow).sentAt >= (all[i] as SendRecordRow).sentAt).toBe(true);
    const mine = await dataOf<{ rows: { code: string }[] }>(t, customerQuery, { body: { pageSize: 200 } }, token('sales2'));
    const codes = new Set(mine.rows.map((row) => row.code));
    expect(all.every((row) => codes.has(row.customerCode))).toBe(true);
    expect(all.every((row) => row.phone.includes('****'))).toBe(true);
    const failed = await dataOf<{ rows: SendRecordRow[] }>(t, sendRecordQuery, { body: { ...body, status: 'failed' } }, token('admin'));
    expect(failed.rows.length).toBeGreaterThan(0);
    expect(failed.rows.every((row) => row.status === 'failed' && row.errorCode)).toBe(true);
  });

  it('counts today’s sends and customers for the home summary in the caller’s scope', async () => {
    const admin = await dataOf<{ myCustomer: number; todaySend: number }>(t, customerStatistics, {}, token('admin'));
    const sales = await dataOf<{ myCustomer: number; todaySend: number }>(t, customerStatistics, {}, token('sales'));
    const sales2 = await dataOf<{ myCustomer: number; todaySend: number }>(t, customerStatistics, {}, token('sales2'));
    const newhire = await dataOf<{ myCustomer: number; todaySend: number }>(t, customerStatistics, {}, token('newhire'));
    expect(admin.todaySend).toBeGreaterThan(0);
    expect(sales.myCustomer).toBeGreaterThan(0);
    expect(sales.todaySend + sales2.todaySend).toBeLessThanOrEqual(admin.todaySend);
    expect(newhire).toMatchObject({ myCustomer: 0, todaySend: 0 });
    let today = 0;
    let cursor: string | null = null;
    do {
      const page: { rows: SendRecordRow[]; nextCursor: string | null } = await dataOf(
        t,
        sendRecordQuery,
        {
          body: { from: '2026-11-02', to: '2026-11-02', pageSize: 200, ...(cursor ? { cursor } : {}) },
        },
        token('sales'),
      );
      today += page.rows.length;
      cursor = page.nextCursor;
    } while (cursor);
    expect(today).toBe(sales.todaySend);
  });
});
