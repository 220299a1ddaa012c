/**
 * shell.md §5 date-range helper: a range with only one end chosen is incomplete. Returns the
 * message key of the warning to show (start missing / end missing), or null when the range is
 * empty or complete.
 */
export type DateRangeWarning = 'helpers.dateRange.start' | 'helpers.dateRange.end';

type End = string | Date | null | undefined;

const chosen = (value: End) => value !== null && value !== undefined && value !== '';

export function dateRangeWarning(start: End, end: End): DateRangeWarning | null {
  if (chosen(start) === chosen(end)) return null;
  return chosen(start) ? 'helpers.dateRange.end' : 'helpers.dateRange.start';
}
