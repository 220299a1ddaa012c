import type { MetricRow, ProfitQueryInput } from '../../shared/api/business-calls';
import type { AppLanguage } from '../i18n/language';

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

/** A bar's label: the group's name in the page's language, its code when it has no name. */
export function barLabel(row: Pick<MetricRow, 'key' | 'label' | 'labelEn'>, language: AppLanguage): string {
  return (language === 'en' ? row.labelEn : row.label) || row.key;
}
