import type { ProfitQueryInput } from '../../shared/api/business-calls';

/** The chart shows at most this many bars, so the labels stay readable. */
export const CHART_TOP = 20;

/** How many bars the chart shows: the page's top N when it asks for fewer than the chart's maximum. */
export function chartTop(top: number | undefined): number {
  return top === undefined ? CHART_TOP : Math.min(top, CHART_TOP);
}

/** The chart's query: the page's filters, first page of its bars. */
export function profitChartBody<T extends Partial<ProfitQueryInput>>(body: T): T & { top: number; page: number; pageSize: number } {
  const count = chartTop(body.top);
  return { ...body, top: count, page: 1, pageSize: count };
}
