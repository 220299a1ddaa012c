import { PERMISSION_KEYS } from '../permissions';
import { z } from 'zod';
import { SIGNED_IN, defineCall } from './define-call';
import { exportQueued } from './download-calls';
import { customerType } from './crm-calls';
import { daysBetween, isIsoDate } from '../business/dates';
import { calendarDate } from './calendar-date';
import { lineText } from './text-fields';

/**
 * Business data: performance (BQ), profit (RPT) and send records. Every answer is limited to the
 * caller's data scope (see README "Business data"). Money is USD, exact, as a string with six
 * decimals; margin = profit / revenue as a string with four decimals, null when revenue is 0.
 */
export const PRODUCTS = ['sms', 'voice', 'email', 'number', 'whatsapp'] as const;
export type ProductCode = (typeof PRODUCTS)[number];
export const productCode = z.enum(PRODUCTS);

export const isoDate = calendarDate.describe('Business day, YYYY-MM-DD (Asia/Shanghai)');
export const money = z.string().describe('USD, exact decimal with 6 places');
/** Longest period one query may span (13 months of data plus slack). */
export const MAX_PERIOD_DAYS = 800;

/** from ≤ to and the span is bounded; the message keys name the problem. */
function checkPeriod(value: { from: string; to: string }, ctx: z.RefinementCtx): void {
  if (!isIsoDate(value.from) || !isIsoDate(value.to)) return;
  if (value.from > value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'business.periodOrder' });
  else if (daysBetween(value.from, value.to) >= MAX_PERIOD_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'business.periodTooLong' });
  }
}

export const METRIC_SORT_FIELDS = ['key', 'label', 'volume', 'successCount', 'revenue', 'cost', 'profit', 'margin'] as const;
export type MetricSortField = (typeof METRIC_SORT_FIELDS)[number];
export const metricSort = z.object({
  field: z.enum(METRIC_SORT_FIELDS),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type MetricSort = z.infer<typeof metricSort>;

export const metricTotals = z.object({
  volume: z.number().int().describe('Messages, minutes, mails or numbers'),
  successCount: z.number().int(),
  revenue: money.describe('What customers are billed'),
  cost: money.describe('What suppliers charge'),
  profit: money.describe('revenue − cost'),
  margin: z.string().nullable().describe('profit / revenue, 4 decimals; null when revenue is 0'),
});
export type MetricTotals = z.infer<typeof metricTotals>;

export const metricRow = metricTotals.extend({
  key: z
    .string()
    .describe('Group key: YYYY-MM-DD / YYYY-MM, staff id, department id, customer code, ISO country, product or supplier code'),
  label: z.string(),
  labelEn: z.string(),
});
export type MetricRow = z.infer<typeof metricRow>;

/** Which table answered: raw daily facts or one of the rollups (documentation and benchmarks). */
export const querySource = z.enum(['facts', 'customer-daily', 'customer-monthly', 'route-monthly']);

const paging = {
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(500).default(20),
};

export const PERFORMANCE_GROUP_BY = ['date', 'staff', 'dept', 'customer', 'country', 'product'] as const;
export type PerformanceGroupBy = (typeof PERFORMANCE_GROUP_BY)[number];

export const performanceQueryBody = z
  .object({
    from: isoDate,
    to: isoDate,
    granularity: z.enum(['day', 'month']).default('day').describe('Date buckets when grouping by date'),
    product: productCode.optional(),
    customerType: customerType.optional(),
    staffId: z.number().int().positive().optional().describe('Facts attributed to this staff member'),
    deptId: z.number().int().positive().optional().describe('Facts attributed to this department (and its sub-departments)'),
    customerCode: lineText.trim().min(1).max(32).optional(),
    groupBy: z.enum(PERFORMANCE_GROUP_BY).default('date'),
    sort: metricSort.optional(),
    ...paging,
  })
  .superRefine(checkPeriod);
export type PerformanceQueryInput = z.output<typeof performanceQueryBody>;

export const performanceResult = z.object({
  rows: z.array(metricRow),
  totals: metricTotals,
  count: z.number().int().describe('Number of groups'),
  source: querySource,
});
export type PerformanceResult = z.infer<typeof performanceResult>;

export const performanceQuery = defineCall({
  id: 'bq.performanceQuery',
  method: 'POST',
  effect: 'reads',
  path: '/v2/bq/performance/query',
  permission: PERMISSION_KEYS.businessInquiry,
  tag: 'business',
  summary: 'Performance (volume, revenue, cost, profit) in the caller’s data scope, grouped and paged',
  body: performanceQueryBody,
  response: performanceResult,
});

export const performanceExport = defineCall({
  id: 'bq.performanceExport',
  method: 'POST',
  path: '/v2/bq/performance/export',
  permission: PERMISSION_KEYS.businessInquiry,
  tag: 'business',
  summary: 'The performance query as an xlsx file, or a download-centre job for large results',
  body: performanceQueryBody,
  answer: 'file',
  timeoutMs: 300_000,
  response: exportQueued,
});

export const PROFIT_GROUP_BY = ['customer', 'supplier', 'country', 'staff', 'dept', 'product'] as const;
export type ProfitGroupBy = (typeof PROFIT_GROUP_BY)[number];

export const profitQueryBody = z
  .object({
    from: isoDate,
    to: isoDate,
    product: productCode.optional(),
    customerType: customerType.optional(),
    groupBy: z.enum(PROFIT_GROUP_BY).default('customer'),
    onlyLoss: z.boolean().default(false).describe('Only groups whose profit is negative'),
    top: z.number().int().min(1).max(500).optional().describe('Only the first N groups in sort order'),
    sort: metricSort.optional(),
    ...paging,
  })
  .superRefine(checkPeriod);
export type ProfitQueryInput = z.output<typeof profitQueryBody>;

export const profitResult = performanceResult;
export type ProfitResult = PerformanceResult;

export const profitQuery = defineCall({
  id: 'rpt.profitQuery',
  method: 'POST',
  effect: 'reads',
  path: '/v2/rpt/profit/query',
  permission: PERMISSION_KEYS.reports,
  tag: 'business',
  summary: 'Profit and margin by customer, supplier, country, staff or product in the caller’s data scope',
  body: profitQueryBody,
  response: profitResult,
});

export const profitExport = defineCall({
  id: 'rpt.profitExport',
  method: 'POST',
  path: '/v2/rpt/profit/export',
  permission: PERMISSION_KEYS.reports,
  tag: 'business',
  summary: 'The profit query as an xlsx file, or a download-centre job for large results',
  body: profitQueryBody,
  answer: 'file',
  timeoutMs: 300_000,
  response: exportQueued,
});

export const namedOption = z.object({ id: z.number().int(), code: z.string(), name: z.string(), nameEn: z.string() });

export const businessOptions = defineCall({
  id: 'bq.options',
  method: 'GET',
  path: '/v2/bq/options',
  permission: SIGNED_IN,
  tag: 'business',
  summary: 'Filter options of the business pages: today, data range, products, countries, staff and departments in scope',
  response: z.object({
    today: isoDate.describe('Asia/Shanghai date of the server clock'),
    dataFrom: isoDate.nullable(),
    dataTo: isoDate.nullable().describe('Last day with traffic facts (yesterday once up to date)'),
    scope: z.enum(['all', 'dept', 'own']),
    products: z.array(namedOption),
    countries: z.array(namedOption),
    staff: z.array(namedOption.extend({ deptId: z.number().int() })),
    departments: z.array(namedOption),
  }),
});
