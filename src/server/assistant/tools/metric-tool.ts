import {
  PROFIT_GROUP_BY,
  performanceQuery,
  profitQuery,
  type MetricSortField,
  type PerformanceQueryInput,
  type PerformanceResult,
  type ProductCode,
  type ProfitQueryInput,
} from '../../../shared/api/business-calls';
import { daysBetween } from '../../../shared/business/dates';
import { queryPerformance, queryProfit } from '../../business';
import type { CustomerRef, DeptRef, StaffRef } from './entities';
import { metricLink, type PageLink } from './metric-links';
import type { ToolContext } from './tool-context';

/**
 * Performance and profit figures through the same query services as the pages, with the asking
 * user's data scope. Which service answers depends on the user's keys: performance needs BQ (the
 * key of /v2/bq/performance/query), profit needs RPT (/v2/rpt/profit/query). Each can stand in for
 * the other where it answers exactly the same question (both sum the same facts), otherwise the
 * request is refused and the reason given.
 */
export const METRIC_GROUPS = ['date', 'month', 'staff', 'dept', 'customer', 'country', 'product', 'supplier'] as const;
export type MetricGroup = (typeof METRIC_GROUPS)[number];

export interface MetricRequest {
  topic: 'performance' | 'profit';
  period: { from: string; to: string };
  product?: ProductCode | undefined;
  customerType?: 'c' | 'r' | undefined;
  groupBy?: MetricGroup | undefined;
  top?: number | undefined;
  onlyLoss?: boolean | undefined;
  sort?: { field: MetricSortField; order: 'asc' | 'desc' } | undefined;
  customer?: CustomerRef | undefined;
  staff?: StaffRef | undefined;
  dept?: DeptRef | undefined;
}

export type MetricOutcome =
  | { kind: 'denied'; needs: ('BQ' | 'RPT')[] }
  | { kind: 'out-of-scope'; who: StaffRef | DeptRef }
  | { kind: 'unsupported'; reason: 'loss-needs-profit' | 'supplier-needs-profit' | 'filter-needs-performance' | 'group-needs-performance' }
  | {
      kind: 'ok';
      service: 'performance' | 'profit';
      path: string;
      body: PerformanceQueryInput | ProfitQueryInput;
      result: PerformanceResult;
      /** The page whose default view, opened from this link, shows the same figures and rows; null when none does. */
      link: PageLink | null;
    };

export const DEFAULT_ROWS = 10;
const MAX_ROWS = 500;

/** Days or months of a period: a trend lists every one of them, never only the first page. */
export function periodCount(period: { from: string; to: string }, unit: 'day' | 'month'): number {
  const count =
    unit === 'day'
      ? daysBetween(period.from, period.to) + 1
      : (Number(period.to.slice(0, 4)) - Number(period.from.slice(0, 4))) * 12 +
        Number(period.to.slice(5, 7)) -
        Number(period.from.slice(5, 7)) +
        1;
  return Math.min(MAX_ROWS, Math.max(1, count));
}

function performanceBody(request: MetricRequest): PerformanceQueryInput {
  const grouped = request.groupBy !== undefined && request.groupBy !== 'supplier';
  const groupBy = request.groupBy === 'month' || !grouped ? 'date' : (request.groupBy as PerformanceQueryInput['groupBy']);
  // A trend in date order lists every period; ranked by a figure, it is a top N like any grouping.
  const trend = (request.groupBy === 'date' || request.groupBy === 'month') && !request.sort;
  const rows = trend ? periodCount(request.period, request.groupBy === 'month' ? 'month' : 'day') : (request.top ?? DEFAULT_ROWS);
  return {
    from: request.period.from,
    to: request.period.to,
    granularity: request.groupBy === 'month' ? 'month' : 'day',
    product: request.product,
    customerType: request.customerType,
    staffId: request.staff?.id,
    deptId: request.dept?.id,
    customerCode: request.customer?.code,
    groupBy,
    sort: request.sort,
    page: 1,
    pageSize: grouped ? rows : 1,
  };
}

function profitBody(request: MetricRequest): ProfitQueryInput {
  return {
    from: request.period.from,
    to: request.period.to,
    product: request.product,
    customerType: request.customerType,
    groupBy: (request.groupBy ?? 'product') as ProfitQueryInput['groupBy'],
    onlyLoss: request.onlyLoss ?? false,
    top: request.top,
    sort: request.sort,
    page: 1,
    pageSize: request.top ?? DEFAULT_ROWS,
  };
}

const PROFIT_GROUPS = new Set<string>(PROFIT_GROUP_BY);

export async function runMetricTool(ctx: ToolContext, request: MetricRequest): Promise<MetricOutcome> {
  const who = [request.staff, request.dept].find((ref) => ref && !ref.inScope);
  if (who) return ctx.record('dataScope', { staff: request.staff?.name, dept: request.dept?.name }, { kind: 'out-of-scope' as const, who });
  const hasBq = ctx.permissions.has(performanceQuery.permission);
  const hasRpt = ctx.permissions.has(profitQuery.permission);
  // What each service can answer of this request.
  const filtered = request.customer !== undefined || request.staff !== undefined || request.dept !== undefined;
  const profitFits = !filtered && (request.groupBy === undefined || PROFIT_GROUPS.has(request.groupBy));
  const performanceFits = !request.onlyLoss && request.groupBy !== 'supplier';
  const prefer = request.topic === 'profit' || request.onlyLoss || request.groupBy === 'supplier' ? 'profit' : 'performance';
  const service =
    prefer === 'profit'
      ? hasRpt && profitFits
        ? 'profit'
        : hasBq && performanceFits
          ? 'performance'
          : null
      : hasBq && performanceFits
        ? 'performance'
        : hasRpt && profitFits
          ? 'profit'
          : null;

  if (!service) {
    if (!hasBq && !hasRpt)
      return ctx.record('permission', request.topic, { kind: 'denied' as const, needs: ['BQ' as const, 'RPT' as const] });
    if (request.onlyLoss) return hasRpt ? unsupported(ctx, 'filter-needs-performance') : unsupported(ctx, 'loss-needs-profit');
    if (request.groupBy === 'supplier') return unsupported(ctx, 'supplier-needs-profit');
    return unsupported(ctx, filtered ? 'filter-needs-performance' : 'group-needs-performance');
  }
  const scope = await ctx.scope();
  if (service === 'performance') {
    const body = performanceBody(request);
    const result = await queryPerformance(ctx.deps, scope, body);
    const link = metricLink(ctx, 'performance', body, request);
    return ctx.record('queryPerformance', body, { kind: 'ok' as const, service, path: performanceQuery.path, body, result, link });
  }
  const body = profitBody(request);
  const result = await queryProfit(ctx.deps, scope, body);
  const link = metricLink(ctx, 'profit', body, request);
  return ctx.record('queryProfit', body, { kind: 'ok' as const, service, path: profitQuery.path, body, result, link });
}

function unsupported(ctx: ToolContext, reason: Extract<MetricOutcome, { kind: 'unsupported' }>['reason']): MetricOutcome {
  return ctx.record('capability', reason, { kind: 'unsupported' as const, reason });
}
