import { z } from 'zod';
import { calendarDate } from './calendar-date';
import { SIGNED_IN, defineCall } from './define-call';

/** HRM: what a person reads of their own — today's rota, their week, their leave (home column, palette, assistant). */
export const SHIFTS = ['early', 'day', 'late', 'rest'] as const;
export type Shift = (typeof SHIFTS)[number];
/** Shifts that are work (rest is a planned day off). */
export const WORK_SHIFTS: readonly Shift[] = ['early', 'day', 'late'];
export const LEAVE_TYPES = ['annual', 'sick', 'compensatory'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

/** Days as a decimal string, one decimal (half days). */
export const leaveDays = z.string().describe('Days as a decimal string, one decimal (half days)');

export const todayShift = z.object({
  staffId: z.number().int(),
  name: z.string(),
  jobNumber: z.string(),
  shift: z.enum(SHIFTS),
  startTime: z.string().describe('HH:MM, empty on a rest day'),
  endTime: z.string(),
  isMe: z.boolean(),
});

export const todaySchedule = z.object({
  date: z.string().describe('Business day, YYYY-MM-DD (Asia/Shanghai)'),
  groups: z.array(
    z.object({
      groupId: z.number().int(),
      name: z.string(),
      nameEn: z.string(),
      shifts: z.array(todayShift),
    }),
  ),
});
export type TodaySchedule = z.infer<typeof todaySchedule>;

export const todayScheduling = defineCall({
  id: 'hrm.todayScheduling',
  method: 'GET',
  path: '/v2/hrm/scheduling/todayScheduling',
  permission: SIGNED_IN,
  tag: 'hrm',
  summary: 'Today’s published rota of the shift groups the caller belongs to',
  response: todaySchedule,
});

export const myShiftDay = z.object({
  date: z.string(),
  shifts: z.array(
    z.object({
      groupId: z.number().int(),
      groupName: z.string(),
      groupNameEn: z.string(),
      shift: z.enum(SHIFTS),
      startTime: z.string(),
      endTime: z.string(),
    }),
  ),
});

export const myWeek = z.object({
  weekStart: z.string(),
  today: z.string(),
  /** Days with a shift that is not rest. */
  workDays: z.number().int(),
  days: z.array(myShiftDay),
});
export type MyWeek = z.infer<typeof myWeek>;

export const myWeekScheduling = defineCall({
  id: 'hrm.myWeek',
  method: 'GET',
  path: '/v2/hrm/scheduling/myWeek',
  permission: SIGNED_IN,
  tag: 'hrm',
  summary: 'The caller’s published shifts Monday to Sunday of the week holding `date` (default today)',
  query: z.object({ date: calendarDate.optional() }),
  response: myWeek,
});

export const holidayDetailData = z.object({
  staffId: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  jobNumber: z.string(),
  year: z.number().int(),
  balances: z.array(z.object({ leaveType: z.enum(LEAVE_TYPES), entitled: leaveDays, taken: leaveDays, balance: leaveDays })),
  history: z.array(
    z.object({
      id: z.number().int(),
      leaveType: z.enum(LEAVE_TYPES),
      startDate: z.string(),
      endDate: z.string(),
      days: leaveDays,
      reason: z.string(),
      status: z.string(),
    }),
  ),
});
export type HolidayDetail = z.infer<typeof holidayDetailData>;

export const myHoliday = defineCall({
  id: 'hrm.myHoliday',
  method: 'GET',
  path: '/v2/hrm/holiday/mine',
  permission: SIGNED_IN,
  tag: 'hrm',
  summary: 'The caller’s own balances of this year and leave history',
  response: holidayDetailData,
});
