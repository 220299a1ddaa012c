import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performanceQuery, profitQuery, type MetricRow, type PerformanceResult } from '../../src/shared/api/business-calls';
import { customerDetail, customerQuery, customerTransfer, type CustomerRow } from '../../src/shared/api/crm-calls';
import { idempotenceKey } from '../../src/shared/api/staff-calls';
import { resolveDataScope } from '../../src/server/business/data-scope';
import { runMetricQuery } from '../../src/server/business/metric-query';
import { factFilters } from '../../src/server/business/fact-filters';
import { businessSeed } from '../../src/server/db/seed/business/business-seed';
import { businessChecksum } from '../../src/server/db/seed/business/checksum';
import { createLogger } from '../../src/server/log';
import { callApi, signIn } from '../helpers/api';
import { dataOf, micros } from '../helpers/business';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Test clock: 2026-11-02 10:00 in Shanghai, so facts run 2025-11-01 … 2026-11-01. */
const SCALE = 0.05;
const OWNERS = ['sales', 'sales2', ...Array.from({ length: 12 }, (_, i) => `rep${String(i + 1).padStart(2, '0')}`)];
let t: TestApp;
const tokens = new Map<string, string>();
const token = (username: string) => tokens.get(username) ?? '';

beforeAll(async () => {
  t = await createTestApp({}, { seedScale: SCALE });
  for (const username of ['admin', 'finance', 'ops', 'newhire', 'lead1', 'salesdir', ...OWNERS]) {
    tokens.set(username, (await signIn(t, username)).token);
  }
}, 120_000);
afterAll(async () => t.close());

const perf = (body: Record<string, unknown>, as = 'admin') => dataOf<PerformanceResult>(t, performanceQuery, { body }, token(as));
const profit = (body: Record<string, unknown>, as = 'admin') => dataOf<PerformanceResult>(t, profitQuery, { body }, token(as));

async function allRows(query: (page: number) => Promise<PerformanceResult>): Promise<MetricRow[]> {
  const rows: MetricRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await query(page);
    rows.push(...answer.rows);
    if (rows.length >= answer.count || answer.rows.length === 0) return rows;
  }
}

const sum = (rows: MetricRow[], field: 'revenue' | 'cost' | 'profit') => rows.reduce((acc, row) => acc + micros(row[field]), 0n);

describe('generator', () => {
  it('produces identical checksums on two runs at the same scale', async () => {
    // Built from an empty database, not copied: the copy every other suite starts from must be what a build gives.
    const other = await createTestApp({}, { seedScale: SCALE, fresh: true });
    try {
      const first = await businessChecksum(t.services.deps.db);
      expect(first.traffic_daily).not.toMatch(/^0:/);
      expect(await businessChecksum(other.services.deps.db)).toEqual(first);
    } finally {
      await other.close();
    }
  }, 120_000);

  it('gives the demo accounts customers and traffic last month', async () => {
    for (const username of ['sales', 'sales2']) {
      const answer = await perf({ from: '2026-10-01', to: '2026-10-31', granularity: 'month', groupBy: 'date' }, username);
      expect(micros(answer.totals.revenue), username).toBeGreaterThan(0n);
    }
  });
});

describe('cross-checks', () => {
  it('month totals equal the sum of their day totals', async () => {
    const months = await perf({ from: '2026-08-01', to: '2026-10-31', granularity: 'month', groupBy: 'date', pageSize: 50 });
    expect(months.rows.map((row) => row.key)).toEqual(['2026-08', '2026-09', '2026-10']);
    const days = await allRows((page) =>
      perf({ from: '2026-08-01', to: '2026-10-31', granularity: 'day', groupBy: 'date', page, pageSize: 40 }),
    );
    expect(days).toHaveLength(92);
    for (const month of months.rows) {
      const inMonth = days.filter((day) => day.key.startsWith(month.key));
      expect(sum(inMonth, 'revenue'), month.key).toBe(micros(month.revenue));
      expect(sum(inMonth, 'cost'), month.key).toBe(micros(month.cost));
      expect(
        inMonth.reduce((acc, day) => acc + day.volume, 0),
        month.key,
      ).toBe(month.volume);
    }
    expect(micros(months.totals.revenue)).toBe(sum(days, 'revenue'));
  });

  it('per-staff, per-department and per-product rows add up to the total', async () => {
    for (const groupBy of ['staff', 'dept', 'product', 'customer', 'country']) {
      const first = await perf({ from: '2026-07-15', to: '2026-10-31', groupBy, pageSize: 500 });
      expect(first.rows.length, groupBy).toBe(first.count);
      expect(sum(first.rows, 'revenue'), groupBy).toBe(micros(first.totals.revenue));
      expect(sum(first.rows, 'profit'), groupBy).toBe(micros(first.totals.profit));
    }
  });

  it('profit is revenue − cost on every row and in the totals', async () => {
    const answers = [
      await perf({ from: '2026-09-01', to: '2026-10-31', groupBy: 'customer', pageSize: 500 }),
      await profit({ from: '2026-07-01', to: '2026-09-30', groupBy: 'supplier', pageSize: 500 }),
      await profit({ from: '2026-07-03', to: '2026-09-30', groupBy: 'country', pageSize: 500 }),
    ];
    for (const answer of answers) {
      for (const row of [...answer.rows, answer.totals]) {
        expect(micros(row.profit)).toBe(micros(row.revenue) - micros(row.cost));
        expect(row.revenue).toMatch(/^-?\d+\.\d{6}$/);
      }
    }
  });

  it('rollups answer exactly what the raw facts answer', async () => {
    const scope = await resolveDataScope(t.services.deps, 1);
    const where = await factFilters(t.services.deps, scope, {});
    for (const [source, group] of [
      ['customer-monthly', 'customer'],
      ['route-monthly', 'supplier'],
      ['customer-daily', 'staff'],
    ] as const) {
      const base = {
        from: '2026-06-01',
        to: '2026-08-31',
        group,
        where,
        sort: { field: 'key' as const, order: 'asc' as const },
        page: 1,
        pageSize: 500,
      };
      const rollup = await runMetricQuery(t.services.deps.db, { ...base, source });
      const facts = await runMetricQuery(t.services.deps.db, { ...base, source: 'facts' });
      expect(rollup, source).toEqual(facts);
    }
  });

  it('lists only loss-making groups with onlyLoss, biggest loss first, and honours top', async () => {
    const losses = await profit({ from: '2025-11-01', to: '2026-10-31', groupBy: 'customer', onlyLoss: true, pageSize: 500 });
    for (const row of losses.rows) expect(micros(row.profit)).toBeLessThan(0n);
    const top = await profit({ from: '2026-07-01', to: '2026-09-30', groupBy: 'customer', top: 3, pageSize: 10 });
    expect(top.rows.length).toBeLessThanOrEqual(3);
    expect(top.count).toBeLessThanOrEqual(3);
    const profits = top.rows.map((row) => micros(row.profit));
    expect([...profits].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(profits);
  });
});

describe('data scope', () => {
  it('the sum over all sales users of their own totals equals the admin total', async () => {
    for (const period of [
      { from: '2026-10-01', to: '2026-10-31' },
      { from: '2025-11-01', to: '2026-11-01' },
      { from: '2026-03-07', to: '2026-05-19' },
    ]) {
      const admin = await perf({ ...period, groupBy: 'product' });
      let revenue = 0n;
      let cost = 0n;
      let volume = 0;
      for (const username of OWNERS) {
        const own = await perf({ ...period, groupBy: 'product' }, username);
        revenue += micros(own.totals.revenue);
        cost += micros(own.totals.cost);
        volume += own.totals.volume;
      }
      expect(revenue, period.from).toBe(micros(admin.totals.revenue));
      expect(cost, period.from).toBe(micros(admin.totals.cost));
      expect(volume, period.from).toBe(admin.totals.volume);
    }
  });

  it('a department lead sees the department, the sales centre lead all sales departments', async () => {
    const lead = await perf({ from: '2026-10-01', to: '2026-10-31', groupBy: 'staff', pageSize: 100 }, 'lead1');
    const team = await perf({ from: '2026-10-01', to: '2026-10-31', groupBy: 'staff', pageSize: 100 }, 'admin');
    const lead1Dept = await perf({ from: '2026-10-01', to: '2026-10-31', groupBy: 'dept', pageSize: 100 }, 'lead1');
    expect(lead1Dept.rows.length).toBeGreaterThan(0);
    expect(lead1Dept.rows.every((row) => row.key === lead1Dept.rows[0]?.key)).toBe(true);
    expect(lead.totals.revenue).toBe(lead1Dept.totals.revenue);
    const director = await perf({ from: '2026-10-01', to: '2026-10-31', groupBy: 'staff', pageSize: 100 }, 'salesdir');
    expect(director.totals).toEqual(team.totals);
  });

  it('ops (all) and admin see the same; sales cannot widen the scope with a staff filter', async () => {
    const body = { from: '2026-10-01', to: '2026-10-31', groupBy: 'date', granularity: 'month' };
    expect((await perf(body, 'ops')).totals).toEqual((await perf(body, 'admin')).totals);
    const sales2Id = (await perf({ ...body, groupBy: 'staff' }, 'sales2')).rows[0]?.key;
    const peek = await perf({ ...body, staffId: Number(sales2Id) }, 'sales');
    expect(peek.totals.volume).toBe(0);
  });

  it('the customer list and detail follow the current owner; others get not found', async () => {
    const mine = await dataOf<{ rows: CustomerRow[]; count: number }>(t, customerQuery, { body: { pageSize: 200 } }, token('sales'));
    expect(mine.count).toBeGreaterThan(0);
    const salesId = mine.rows[0]?.ownerStaffId;
    expect(mine.rows.every((row) => row.ownerStaffId === salesId)).toBe(true);
    const all = await dataOf<{ rows: CustomerRow[]; count: number }>(t, customerQuery, { body: { pageSize: 200 } }, token('admin'));
    const foreign = all.rows.find((row) => row.ownerStaffId !== salesId);
    const answer = await callApi(t.app, customerDetail, { query: { code: foreign?.code ?? 'X' } }, { token: token('sales') });
    expect(answer.body.code).toBe(10000404);
  });
});

describe('owner history', () => {
  it('a transfer today leaves last month’s figures of both owners unchanged and new days go to the new owner', async () => {
    const list = await dataOf<{ rows: CustomerRow[] }>(t, customerQuery, { body: { pageSize: 200 } }, token('sales'));
    const customer = list.rows[0] as CustomerRow;
    const lastMonth = { from: '2026-10-01', to: '2026-10-31', groupBy: 'customer', pageSize: 500 };
    const before = { sales: await perf(lastMonth, 'sales'), rep01: await perf(lastMonth, 'rep01'), admin: await perf(lastMonth) };
    const reps = await dataOf<{ rows: MetricRow[] }>(t, performanceQuery, { body: { ...lastMonth, groupBy: 'staff' } }, token('rep01'));
    const rep01Id = Number(reps.rows[0]?.key);

    const key = await dataOf<{ key: string }>(t, idempotenceKey, {}, token('admin'));
    const moved = await callApi(
      t.app,
      customerTransfer,
      { body: { code: customer.code, toStaffId: rep01Id } },
      {
        token: token('admin'),
        headers: { 'X-Idempotence-Key': key.key },
      },
    );
    expect(moved.body).toMatchObject({ code: 0, data: { code: customer.code, toStaffId: rep01Id, effectiveFrom: '2026-11-02' } });

    expect(await perf(lastMonth, 'sales')).toEqual(before.sales);
    expect(await perf(lastMonth, 'rep01')).toEqual(before.rep01);
    expect(await perf(lastMonth)).toEqual(before.admin);
    const detail = await dataOf<{ ownerHistory: { staffId: number; validFrom: string; validTo: string | null }[] }>(
      t,
      customerDetail,
      { query: { code: customer.code } },
      token('rep01'),
    );
    expect(detail.ownerHistory[0]).toMatchObject({ staffId: rep01Id, validFrom: '2026-11-02', validTo: null });
    expect(detail.ownerHistory[1]).toMatchObject({ validTo: '2026-11-02' });

    // Two days later the facts reach 2026-11-03: the new days belong to the new owner, old days do not move.
    t.clock.advance(2 * 86_400_000);
    await businessSeed.onStart?.(t.services.deps.db, { scale: SCALE, clock: t.clock, log: createLogger('silent'), interactive: false });
    for (const username of ['admin', 'sales', 'rep01']) tokens.set(username, (await signIn(t, username)).token);
    const newDays = { from: '2026-11-02', to: '2026-11-03', groupBy: 'customer', customerCode: customer.code };
    expect((await perf(newDays, 'rep01')).totals.volume).toBeGreaterThan(0);
    expect((await perf(newDays, 'sales')).totals.volume).toBe(0);
    expect(await perf(lastMonth, 'sales')).toEqual(before.sales);
    expect(await perf(lastMonth)).toEqual(before.admin);
  });
});
