import type { PerformanceQueryInput, PerformanceResult } from '../../shared/api/business-calls';
import { isWholeMonths } from '../../shared/business/dates';
import type { AppDeps } from '../deps';
import type { DataScope } from './data-scope';
import { factFilters } from './fact-filters';
import { runMetricQuery, type MetricGroup, type MetricSource } from './metric-query';

/**
 * Which table answers: per-day grouping needs the daily customer rollup; country needs
 * route-level rows (the monthly route rollup for whole months, else the facts); everything else
 * reads the monthly customer rollup when the period is whole months, else the daily one. All
 * give identical figures: the rollups are exact sums of the facts.
 */
export function performanceSource(input: Pick<PerformanceQueryInput, 'from' | 'to' | 'groupBy' | 'granularity'>): MetricSource {
  const whole = isWholeMonths(input.from, input.to);
  if (input.groupBy === 'country') return whole ? 'route-monthly' : 'facts';
  if (input.groupBy === 'date' && input.granularity === 'day') return 'customer-daily';
  return whole ? 'customer-monthly' : 'customer-daily';
}

function groupOf(input: PerformanceQueryInput): MetricGroup {
  if (input.groupBy === 'date') return input.granularity === 'month' ? 'month' : 'day';
  return input.groupBy;
}

/**
 * Performance of the period in the caller's scope: volume, successes, revenue (billed to
 * customers), cost (charged by suppliers), profit = revenue − cost and margin = profit / revenue,
 * grouped by date, staff, department, customer, country or product. Facts count for the staff
 * member and department that owned the customer on the fact's day.
 *
 * Default order: by date ascending when grouped by date, else by revenue descending.
 */
export async function queryPerformance(deps: AppDeps, scope: DataScope, input: PerformanceQueryInput): Promise<PerformanceResult> {
  const source = performanceSource(input);
  const where = await factFilters(deps, scope, input);
  const sort =
    input.sort ??
    (input.groupBy === 'date' ? { field: 'key' as const, order: 'asc' as const } : { field: 'revenue' as const, order: 'desc' as const });
  const answer = await runMetricQuery(deps.db, {
    source,
    from: input.from,
    to: input.to,
    group: groupOf(input),
    where,
    sort,
    page: input.page,
    pageSize: input.pageSize,
  });
  return { ...answer, source };
}
