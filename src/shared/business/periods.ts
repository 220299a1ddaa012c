import { addDays, addMonths, monthEnd, monthStart, quarterStart, weekStart } from './dates';

/**
 * The period presets of the business pages (week starts Monday). Each is computed from "today"
 * (the Asia/Shanghai date) so that a page and the assistant name the same days.
 */
export const PERIOD_PRESETS = [
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'last30Days',
  'thisQuarter',
  'lastQuarter',
  'thisYear',
  'last12Months',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface Period {
  from: string;
  to: string;
}

export function presetPeriod(preset: PeriodPreset, today: string): Period {
  switch (preset) {
    case 'thisWeek':
      return { from: weekStart(today), to: addDays(weekStart(today), 6) };
    case 'lastWeek':
      return { from: addDays(weekStart(today), -7), to: addDays(weekStart(today), -1) };
    case 'thisMonth':
      return { from: monthStart(today), to: monthEnd(today) };
    case 'lastMonth': {
      const from = addMonths(monthStart(today), -1);
      return { from, to: monthEnd(from) };
    }
    case 'last30Days':
      return { from: addDays(today, -29), to: today };
    case 'thisQuarter':
      return { from: quarterStart(today), to: monthEnd(addMonths(quarterStart(today), 2)) };
    case 'lastQuarter': {
      const from = addMonths(quarterStart(today), -3);
      return { from, to: monthEnd(addMonths(from, 2)) };
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    // Whole months only: the running month would end a trend on a half-filled bucket.
    case 'last12Months':
      return { from: addMonths(monthStart(today), -12), to: addDays(monthStart(today), -1) };
  }
}

/** The whole months a month-range picker selects: first day of `fromMonth` … last day of `toMonth`. */
export function monthRange(fromMonth: string, toMonth: string): Period {
  return { from: `${fromMonth}-01`, to: monthEnd(`${toMonth}-01`) };
}
