import type { Shift } from '../../shared/api/hrm-calls';

/** Start and end (HH:MM, Asia/Shanghai) of each shift; a rest day has none. */
export const SHIFT_TIMES: Record<Shift, [string, string]> = {
  early: ['07:00', '15:00'],
  day: ['09:00', '18:00'],
  late: ['14:00', '22:00'],
  rest: ['', ''],
};
