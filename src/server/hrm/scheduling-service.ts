import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Shift, TodaySchedule } from '../../shared/api/hrm-calls';
import type { AppDeps } from '../deps';
import { scheduleGroups, scheduleMembers, scheduleShifts, staff } from '../db/schema/index';
import { shanghaiDate } from '../../shared/business/dates';

/** Today's rota of every shift group the staff member belongs to (the home page's scheduling column). */
export async function todaySchedule(deps: AppDeps, staffId: number): Promise<TodaySchedule> {
  const date = shanghaiDate(deps.clock.now());
  const mine = await deps.db.select({ groupId: scheduleMembers.groupId }).from(scheduleMembers).where(eq(scheduleMembers.staffId, staffId));
  const groupIds = mine.map((row) => row.groupId);
  if (groupIds.length === 0) return { date, groups: [] };
  const [groups, shifts] = await Promise.all([
    deps.db.select().from(scheduleGroups).where(inArray(scheduleGroups.id, groupIds)).orderBy(asc(scheduleGroups.id)),
    deps.db
      .select({
        groupId: scheduleShifts.groupId,
        staffId: scheduleShifts.staffId,
        shift: scheduleShifts.shift,
        startTime: scheduleShifts.startTime,
        endTime: scheduleShifts.endTime,
        name: staff.name,
        jobNumber: staff.jobNumber,
      })
      .from(scheduleShifts)
      .innerJoin(staff, eq(staff.id, scheduleShifts.staffId))
      .where(and(inArray(scheduleShifts.groupId, groupIds), eq(scheduleShifts.workDate, date)))
      .orderBy(asc(scheduleShifts.startTime), asc(staff.jobNumber)),
  ]);
  return {
    date,
    groups: groups.map((group) => ({
      groupId: group.id,
      name: group.name,
      nameEn: group.nameEn,
      shifts: shifts
        .filter((row) => row.groupId === group.id)
        .map((row) => ({
          staffId: row.staffId,
          name: row.name,
          jobNumber: row.jobNumber,
          shift: row.shift as Shift,
          startTime: row.startTime,
          endTime: row.endTime,
          isMe: row.staffId === staffId,
        })),
    })),
  };
}
