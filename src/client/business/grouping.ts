import type { PerformanceGroupBy, ProfitGroupBy } from '../../shared/api/business-calls';

export type Grouping = PerformanceGroupBy | ProfitGroupBy;
type KeyColumn = Exclude<Grouping, 'date'> | 'month' | 'day';

/** What a row's key is under a grouping: a month or a day for dates, else the group's code or id. */
export function keyColumn(groupBy: Grouping, months: boolean): KeyColumn {
  if (groupBy !== 'date') return groupBy;
  return months ? 'month' : 'day';
}

/** The grouping's name in the 分组 select: the date rows of a month page are months. */
export function groupOption(groupBy: Grouping, months: boolean): Exclude<Grouping, 'date'> | 'date' | 'month' {
  return groupBy === 'date' && months ? 'month' : groupBy;
}
