import { z } from 'zod';
import { SIGNED_IN, defineCall } from './define-call';

/** HR scheduling (sections.md §7 "/v2/hrm/scheduling"): what the shell needs, today's rota. */
export const SHIFTS = ['early', 'day', 'late', 'rest'] as const;
export type Shift = (typeof SHIFTS)[number];

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
  summary: 'Today’s rota of the shift groups the caller belongs to',
  response: todaySchedule,
});
