import { z } from 'zod';
import { PERMISSION_KEYS } from '../permissions';
import { calendarDate } from './calendar-date';
import { defineCall } from './define-call';
import { exportQueued } from './download-calls';
import { SHIFTS, holidayDetailData, leaveDays } from './hrm-my-calls';
import { lineText } from './text-fields';

// What a person reads of their own (home column, palette, assistant) lives apart, so the home page
// does not build the schemas of every scheduling and HR page.
export * from './hrm-my-calls';

/** HR scheduling (sections.md §7 "/v2/hrm/scheduling") and the HRM attendance, overtime and holiday pages. */
export const TAG_COLORS = ['slate', 'blue', 'green', 'amber', 'rose', 'violet'] as const;

const PREFIX = '/v2/hrm/scheduling';
const TAG = 'hrm';
const id = z.number().int().positive().max(2_147_483_647);
const MONTH = /^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/;
/** A calendar month, YYYY-MM. */
export const calendarMonth = z.string().regex(MONTH, 'hrm.month').meta({ pattern: MONTH.source, description: 'A calendar month, YYYY-MM' });
const paging = { page: z.number().int().min(1).max(100_000).default(1), pageSize: z.number().int().min(1).max(100).default(20) };
const keyword = lineText.trim().max(60).optional();

// ——— Groups ———

export const scheduleGroupRow = z.object({
  groupId: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  deptName: z.string().nullable(),
  memberCount: z.number().int(),
  notify: z.boolean(),
  minRestHours: z.number().int(),
  lastPublishedAt: z.string().nullable(),
  /** Days whose draft differs from what people see. */
  pendingChanges: z.number().int(),
});
export type ScheduleGroupRow = z.infer<typeof scheduleGroupRow>;

export const groupList = defineCall({
  id: 'hrm.groupList',
  method: 'GET',
  path: `${PREFIX}/groupList`,
  permission: PERMISSION_KEYS.schedule,
  tag: TAG,
  summary: 'Shift groups with their member count, notify setting and unpublished changes',
  response: z.array(scheduleGroupRow),
});

export const updateNotify = defineCall({
  id: 'hrm.updateNotify',
  method: 'POST',
  path: `${PREFIX}/updateNotify`,
  permission: PERMISSION_KEYS.schedule,
  tag: TAG,
  summary: 'Whether publishing notifies the members, and the group’s rest rule (hours between shifts)',
  body: z.object({ groupId: id, notify: z.boolean(), minRestHours: z.number().int().min(0).max(24).optional() }),
  response: scheduleGroupRow,
});

// ——— Tags ———

export const scheduleTag = z.object({ id: z.number().int(), groupId: z.number().int(), name: z.string(), color: z.enum(TAG_COLORS) });
export type ScheduleTag = z.infer<typeof scheduleTag>;

export const tagList = defineCall({
  id: 'hrm.tagList',
  method: 'GET',
  path: `${PREFIX}/tagList/:groupId`,
  permission: PERMISSION_KEYS.schedule,
  tag: TAG,
  summary: 'The tags a scheduler can put on a group’s days',
  params: z.object({ groupId: z.coerce.number().int().positive().max(2_147_483_647) }),
  response: z.array(scheduleTag),
});

export const tagDeptAdd = defineCall({
  id: 'hrm.tagDeptAdd',
  method: 'POST',
  path: `${PREFIX}/tagDeptAdd`,
  permission: PERMISSION_KEYS.schedule,
  tag: TAG,
  summary: 'Adds a tag to a group (of a department); names are unique within the group',
  body: z.object({ groupId: id, name: lineText.trim().min(1).max(20), color: z.enum(TAG_COLORS).default('slate') }),
  response: scheduleTag,
});

export const tagDel = defineCall({
  id: 'hrm.tagDel',
  method: 'POST',
  path: `${PREFIX}/tagDel`,
  permission: PERMISSION_KEYS.schedule,
  tag: TAG,
  summary: 'Deletes a tag; the days that carried it keep their shift',
  body: z.object({ id }),
  response: z.object({ id: z.number().int() }),
});

// ——— The month grid ———

export const CONFLICT_KINDS = ['double', 'rest'] as const;
export const scheduleCell = z.object({
  staffId: z.number().int(),
  date: z.string(),
  shift: z.enum(SHIFTS).nullable(),
  tagId: z.number().int().nullable(),
  /** The draft equals what the person sees. */
  published: z.boolean(),
});
export type ScheduleCell = z.infer<typeof scheduleCell>;
export const scheduleConflict = z.object({
  staffId: z.number().int(),
  date: z.string(),
  kind: z.enum(CONFLICT_KINDS),
  /** double: the other group's name; rest: hours of rest before this shift. */
  detail: z.string(),
});
export type ScheduleConflict = z.infer<typeof scheduleConflict>;

export const schedulePageData = z.object({
  groupId: z.number().int(),
  yearMonth: z.string(),
  days: z.array(z.string()),
  people: z.array(z.object({ staffId: z.number().int(), name: z.string(), nameEn: z.string(), jobNumber: z.string() })),
  cells: z.array(scheduleCell),
  conflicts: z.array(scheduleConflict),
  tags: z.array(scheduleTag),
  pendingChanges: z.number().int(),
});
export type SchedulePageData = z.infer<typeof schedulePageData>;

export const schedulingPage = defineCall({
  id: 'hrm.schedulingPage',
  method: 'POST',
  effect: 'reads',
  path: `${PREFIX}/schedulingPage`,
  permission: PERMISSION_KEYS.schedule,
  tag: TAG,
  summary: 'A group’s draft rota for a month: people × days, tags, conflicts (two shifts a day, too little rest)',
  body: z.object({ groupId: id, yearMonth: calendarMonth }),
  response: schedulePageData,
});

export const cellEdit = z.object({
  staffId: id,
  date: calendarDate,
  /** null clears the day */
  shift: z.enum(SHIFTS).nullable(),
  /** absent keeps the tag, null removes it */
  tagId: id.nullable().optional(),
});
export type CellEdit = z.infer<typeof cellEdit>;

export const schedulingEdit = defineCall({
  id: 'hrm.schedulingEdit',
  method: 'POST',
  path: `${PREFIX}/schedulingEdit`,
  permission: PERMISSION_KEYS.schedule,
  tag: TAG,
  summary: 'Changes draft days (cells), or copies the week before `copyWeek` onto that week',
  body: z
    .object({
      groupId: id,
      cells: z.array(cellEdit).max(2000).optional(),
      copyWeek: calendarDate.optional().describe('Monday of the week to fill from the week before'),
    })
    .refine((body) => Boolean(body.cells?.length) !== Boolean(body.copyWeek), { message: 'hrm.editOneKind', path: ['cells'] }),
  response: z.object({ changed: z.number().int(), conflicts: z.array(scheduleConflict) }),
});

export const pushScheduling = defineCall({
  id: 'hrm.pushScheduling',
  method: 'POST',
  path: `${PREFIX}/pushScheduling`,
  permission: PERMISSION_KEYS.schedule,
  tag: TAG,
  summary: 'Publishes a group’s draft; each person whose days changed gets a 排班通知 message',
  body: z.object({ groupId: id }),
  response: z.object({ changedDays: z.number().int(), notifiedPeople: z.number().int() }),
});

export const syncScheduling = defineCall({
  id: 'hrm.syncScheduling',
  method: 'POST',
  path: `${PREFIX}/syncScheduling`,
  permission: PERMISSION_KEYS.schedule,
  tag: TAG,
  summary: 'Reads the group members’ clock-in and clock-out records of a date range from the chat app',
  body: z
    .object({ groupId: id, from: calendarDate, to: calendarDate })
    .refine((body) => body.from <= body.to, { message: 'hrm.rangeOrder', path: ['to'] }),
  response: z.object({ records: z.number().int(), people: z.number().int() }),
});

// ——— My shifts (home column, palette, assistant) ———

// ——— HRM: attendance report, overtime, holidays ———

export const attendanceRow = z.object({
  staffId: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  jobNumber: z.string(),
  deptName: z.string().nullable(),
  deptNameEn: z.string().nullable(),
  scheduledDays: z.number().int(),
  workedDays: z.number().int(),
  lateDays: z.number().int(),
  earlyLeaveDays: z.number().int(),
  absentDays: z.number().int(),
  overtimeMinutes: z.number().int(),
});
export type AttendanceRow = z.infer<typeof attendanceRow>;

export const attendanceReportBody = z.object({ yearMonth: calendarMonth, keyword, ...paging });
export const attendanceExportBody = attendanceReportBody.omit({ page: true, pageSize: true });

export const attendanceReport = defineCall({
  id: 'hrm.attendanceReport',
  method: 'POST',
  effect: 'reads',
  path: '/v2/hrm/attendance/monthReport',
  permission: PERMISSION_KEYS.attendanceReport,
  tag: TAG,
  summary: 'Per person for a month: scheduled, worked, late, early leave, absent days and overtime minutes',
  body: attendanceReportBody,
  response: z.object({ rows: z.array(attendanceRow), count: z.number().int() }),
});

export const attendanceExport = defineCall({
  id: 'hrm.attendanceExport',
  method: 'POST',
  path: '/v2/hrm/attendance/monthReport/export',
  permission: PERMISSION_KEYS.attendanceReport,
  tag: TAG,
  answer: 'file',
  timeoutMs: 300_000,
  summary: 'The monthly attendance report as an xlsx (or a download-centre job when large)',
  body: attendanceExportBody,
  response: exportQueued,
});

export const overtimeRow = z.object({
  staffId: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  jobNumber: z.string(),
  date: z.string(),
  /** null: worked on a day without a shift */
  shift: z.enum(SHIFTS).nullable(),
  scheduledEnd: z.string(),
  clockIn: z.string(),
  clockOut: z.string(),
  minutes: z.number().int(),
});
export type OvertimeRow = z.infer<typeof overtimeRow>;

export const overtimeList = defineCall({
  id: 'hrm.overtimeList',
  method: 'POST',
  effect: 'reads',
  path: '/v2/hrm/attendance/overtime',
  permission: PERMISSION_KEYS.overtimeList,
  tag: TAG,
  summary: 'Overtime of a month, day by day: after the shift’s end, or on a day without a shift',
  body: z.object({ yearMonth: calendarMonth, keyword, ...paging }),
  response: z.object({ rows: z.array(overtimeRow), count: z.number().int(), totalMinutes: z.number().int() }),
});

export const holidayRow = z.object({
  staffId: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  jobNumber: z.string(),
  deptName: z.string().nullable(),
  deptNameEn: z.string().nullable(),
  annualEntitled: leaveDays,
  annualTaken: leaveDays,
  annualBalance: leaveDays,
  sickTaken: leaveDays,
  compensatoryBalance: leaveDays,
});
export type HolidayRow = z.infer<typeof holidayRow>;

export const holidayList = defineCall({
  id: 'hrm.holidayList',
  method: 'POST',
  effect: 'reads',
  path: '/v2/hrm/holiday/users',
  permission: PERMISSION_KEYS.staffHolidays,
  tag: TAG,
  summary: 'Staff holiday balances of a year: annual entitled, taken and left; sick leave; compensatory days',
  body: z.object({ year: z.number().int().min(2000).max(2100), keyword, ...paging }),
  response: z.object({ rows: z.array(holidayRow), count: z.number().int() }),
});

export const holidayDetail = defineCall({
  id: 'hrm.holidayDetail',
  method: 'GET',
  path: '/v2/hrm/holiday/user/:staffId',
  permission: PERMISSION_KEYS.staffHolidays,
  tag: TAG,
  summary: 'One person’s balances of a year (default this year) and their leave history',
  params: z.object({ staffId: z.coerce.number().int().positive().max(2_147_483_647) }),
  query: z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }),
  response: holidayDetailData,
});
