import { sql, type SQL } from 'drizzle-orm';
import type { MetricRow, MetricSort, MetricTotals } from '../../shared/api/business-calls';
import { monthStart } from '../../shared/business/dates';
import type { Db } from '../db/database';
import { queryRows, toInt } from './sql-rows';
import { ratio4, subtractDecimal } from '../../shared/business/decimal';

/**
 * The one grouped query behind performance and profit: sums volume, successes, revenue and cost
 * of the facts (or a rollup) per group, in SQL with exact numerics, then labels, sorts and pages
 * the groups. Totals are over all matching groups (not only the page, nor only the top N).
 */
export type MetricSource = 'facts' | 'customer-daily' | 'customer-monthly' | 'route-monthly';
export type MetricGroup = 'day' | 'month' | 'staff' | 'dept' | 'customer' | 'country' | 'product' | 'supplier';

const SOURCE_TABLE: Record<MetricSource, { table: string; time: 'day' | 'month' }> = {
  facts: { table: 'traffic_daily', time: 'day' },
  'customer-daily': { table: 'traffic_customer_daily', time: 'day' },
  'customer-monthly': { table: 'traffic_customer_monthly', time: 'month' },
  'route-monthly': { table: 'traffic_route_monthly', time: 'month' },
};

/** Group id in the aggregate, and how the outer query turns it into key and labels. */
const GROUPS: Record<MetricGroup, { id: (time: string) => string; join: string; key: string; label: string; labelEn: string }> = {
  day: {
    id: (time) => `t.${time}`,
    join: '',
    key: `to_char(g.gid, 'YYYY-MM-DD')`,
    label: `to_char(g.gid, 'YYYY-MM-DD')`,
    labelEn: `to_char(g.gid, 'YYYY-MM-DD')`,
  },
  month: {
    id: (time) => `date_trunc('month', t.${time})::date`,
    join: '',
    key: `to_char(g.gid, 'YYYY-MM')`,
    label: `to_char(g.gid, 'YYYY-MM')`,
    labelEn: `to_char(g.gid, 'YYYY-MM')`,
  },
  staff: {
    id: () => 't.staff_id',
    join: 'LEFT JOIN staff x ON x.id = g.gid',
    key: 'g.gid::text',
    label: `coalesce(x.name, '#' || g.gid)`,
    labelEn: `coalesce(x.name_en, '#' || g.gid)`,
  },
  dept: {
    id: () => 't.dept_id',
    join: 'LEFT JOIN departments x ON x.id = g.gid',
    key: 'g.gid::text',
    label: `coalesce(x.name, '#' || g.gid)`,
    labelEn: `coalesce(x.name_en, '#' || g.gid)`,
  },
  customer: {
    id: () => 't.customer_id',
    join: 'LEFT JOIN customers x ON x.id = g.gid',
    key: `coalesce(x.code, g.gid::text)`,
    label: `coalesce(x.name, '')`,
    labelEn: `coalesce(x.name, '')`,
  },
  country: {
    id: () => 't.country_id',
    join: 'LEFT JOIN countries x ON x.id = g.gid',
    key: `coalesce(x.code, g.gid::text)`,
    label: `coalesce(x.name_zh, '')`,
    labelEn: `coalesce(x.name_en, '')`,
  },
  product: {
    id: () => 't.product_id',
    join: 'LEFT JOIN products x ON x.id = g.gid',
    key: `coalesce(x.code, g.gid::text)`,
    label: `coalesce(x.name_zh, '')`,
    labelEn: `coalesce(x.name_en, '')`,
  },
  supplier: {
    id: () => 't.supplier_id',
    join: 'LEFT JOIN suppliers x ON x.id = g.gid',
    key: `coalesce(x.code, g.gid::text)`,
    label: `coalesce(x.name, '')`,
    labelEn: `coalesce(x.name_en, '')`,
  },
};

const SORT_COLUMN: Record<MetricSort['field'], string> = {
  // Qualified: the output columns of the same names are text.
  key: 'l.key',
  label: 'l.label',
  volume: 'l.v',
  successCount: 'l.s',
  revenue: 'l.r',
  cost: 'l.c',
  profit: 'l.p',
  margin: 'l.m',
};

export interface MetricQuery {
  source: MetricSource;
  from: string;
  to: string;
  group: MetricGroup;
  /** Conditions on the fact table aliased `t`. */
  where: SQL[];
  sort: MetricSort;
  page: number;
  pageSize: number;
  top?: number | undefined;
  onlyLoss?: boolean;
}

export interface MetricAnswer {
  rows: MetricRow[];
  totals: MetricTotals;
  count: number;
}

interface RawRow {
  key: string;
  label: string;
  label_en: string;
  v: string;
  s: string;
  r: string;
  c: string;
  p: string;
  m: string | null;
  n: string;
  tv: string;
  ts: string;
  tr: string;
  tc: string;
}

const money = (value: string | null | undefined) => value ?? '0.000000';

export async function runMetricQuery(db: Db, query: MetricQuery): Promise<MetricAnswer> {
  const { table, time } = SOURCE_TABLE[query.source];
  const group = GROUPS[query.group];
  const period =
    time === 'day'
      ? sql`t.day BETWEEN ${query.from}::date AND ${query.to}::date`
      : sql`t.month BETWEEN ${monthStart(query.from)}::date AND ${monthStart(query.to)}::date`;
  const where = sql.join([period, ...query.where], sql` AND `);
  const having = query.onlyLoss ? sql`HAVING sum(t.revenue) < sum(t.cost)` : sql``;
  const limit =
    query.top === undefined ? query.pageSize : Math.max(0, Math.min(query.pageSize, query.top - (query.page - 1) * query.pageSize));
  const offset = (query.page - 1) * query.pageSize;
  const order = `${SORT_COLUMN[query.sort.field]} ${query.sort.order === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, l.key ASC`;
  const rows = await queryRows<RawRow>(
    db,
    sql`
    WITH g AS (
      SELECT ${sql.raw(group.id(time))} AS gid, sum(t.volume) AS v, sum(t.success_count) AS s,
             sum(t.revenue) AS r, sum(t.cost) AS c
      FROM ${sql.raw(table)} t WHERE ${where} GROUP BY 1 ${having}
    ), l AS (
      SELECT ${sql.raw(group.key)} AS key, ${sql.raw(group.label)} AS label, ${sql.raw(group.labelEn)} AS label_en,
             g.v, g.s, g.r, g.c, g.r - g.c AS p, round((g.r - g.c) / nullif(g.r, 0), 4) AS m
      FROM g ${sql.raw(group.join)}
    )
    SELECT key, label, label_en, v::text AS v, s::text AS s, round(r, 6)::text AS r, round(c, 6)::text AS c,
           round(p, 6)::text AS p, m::text AS m,
           count(*) OVER ()::text AS n, (sum(v) OVER ())::text AS tv, (sum(s) OVER ())::text AS ts,
           round(sum(r) OVER (), 6)::text AS tr, round(sum(c) OVER (), 6)::text AS tc
    FROM l ORDER BY ${sql.raw(order)} LIMIT ${limit} OFFSET ${offset}`,
  );
  let totalsRow = rows[0];
  if (!totalsRow) {
    // A page past the end (or a top N reached): the totals still describe every group.
    const [raw] = await queryRows<{ n: string; tv: string | null; ts: string | null; tr: string | null; tc: string | null }>(
      db,
      sql`
      WITH g AS (
        SELECT ${sql.raw(group.id(time))} AS gid, sum(t.volume) AS v, sum(t.success_count) AS s, sum(t.revenue) AS r, sum(t.cost) AS c
        FROM ${sql.raw(table)} t WHERE ${where} GROUP BY 1 ${having}
      )
      SELECT count(*)::text AS n, sum(v)::text AS tv, sum(s)::text AS ts, round(sum(r), 6)::text AS tr, round(sum(c), 6)::text AS tc FROM g`,
    );
    totalsRow = { n: raw?.n ?? '0', tv: raw?.tv ?? '0', ts: raw?.ts ?? '0', tr: money(raw?.tr), tc: money(raw?.tc) } as RawRow;
  }
  const totals = totalsOf(totalsRow.tv, totalsRow.ts, money(totalsRow.tr), money(totalsRow.tc));
  const groups = toInt(totalsRow.n);
  return {
    rows: rows.map((row) => ({
      key: row.key,
      label: row.label,
      labelEn: row.label_en,
      volume: toInt(row.v),
      successCount: toInt(row.s),
      revenue: row.r,
      cost: row.c,
      profit: row.p,
      margin: row.m,
    })),
    totals,
    count: query.top === undefined ? groups : Math.min(groups, query.top),
  };
}

/** Totals with profit and margin computed exactly (decimal strings, no floating point). */
export function totalsOf(volume: string | number, success: string | number, revenue: string, cost: string): MetricTotals {
  const profit = subtractDecimal(revenue, cost);
  return { volume: toInt(volume), successCount: toInt(success), revenue, cost, profit, margin: ratio4(profit, revenue) };
}
