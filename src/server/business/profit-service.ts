import type { ProfitQueryInput, ProfitResult } from '../../shared/api/business-calls';
import { isWholeMonths } from '../../shared/business/dates';
import type { AppDeps } from '../deps';
import type { DataScope } from './data-scope';
import { factFilters } from './fact-filters';
import { runMetricQuery, type MetricSource } from './metric-query';

export function profitSource(input: Pick<ProfitQueryInput, 'from' | 'to' | 'groupBy'>): MetricSource {
  const whole = isWholeMonths(input.from, input.to);
  if (input.groupBy === 'supplier' || input.groupBy === 'country') return whole ? 'route-monthly' : 'facts';
  return whole ? 'customer-monthly' : 'customer-daily';
}

/**
 * Profit of the period in the caller's scope by customer, supplier, country, staff or product:
 * revenue, cost, profit = revenue − cost, margin = profit / revenue. `onlyLoss` keeps groups with
 * negative profit; `top` keeps the first N groups in sort order. Default order: profit
 * descending (ascending with onlyLoss, so the biggest losses come first). Totals cover every
 * matching group.
 */
export async function queryProfit(deps: AppDeps, scope: DataScope, input: ProfitQueryInput): Promise<ProfitResult> {
  const source = profitSource(input);
  const where = await factFilters(deps, scope, input);
  const sort = input.sort ?? { field: 'profit' as const, order: input.onlyLoss ? ('asc' as const) : ('desc' as const) };
  const answer = await runMetricQuery(deps.db, {
    source,
    from: input.from,
    to: input.to,
    group: input.groupBy,
    where,
    sort,
    page: input.page,
    pageSize: input.pageSize,
    top: input.top,
    onlyLoss: input.onlyLoss,
  });
  return { ...answer, source };
}
