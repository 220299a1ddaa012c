import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { MyWeek, Shift, TodaySchedule } from '../../shared/api/hrm-calls';
import { SHIFTS } from '../../shared/api/hrm-calls';
import type { AppDeps } from '../deps';
import { scheduleGroups, scheduleMembers, scheduleShifts, staff } from '../db/schema/index';
import { addDays, shanghaiDate, weekStart } from '../../shared/business/dates';

/** Published days only: what people see (a cleared or never-published day shows nothing). */
const published = sql`${scheduleShifts.publishedShift} in (${sql.join(
  SHIFTS.map((shift) => sql`${shift}`),
  sql`, `,
)})`;

/** Today's published rota of every shift group the staff member belongs to (the home page's scheduling column). */
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
        shift: scheduleShifts.publishedShift,
        startTime: scheduleShifts.publishedStart,
        endTime: scheduleShifts.publishedEnd,
        name: staff.name,
        jobNumber: staff.jobNumber,
      })
      .from(scheduleShifts)
      .innerJoin(staff, eq(staff.id, scheduleShifts.staffId))
      .where(and(inArray(scheduleShifts.groupId, groupIds), eq(scheduleShifts.workDate, date), published))
      .orderBy(asc(scheduleShifts.publishedStart), asc(staff.jobNumber)),
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
          startTime: row.startTime ?? '',
          endTime: row.endTime ?? '',
          isMe: row.staffId === staffId,
        })),
    })),
  };
}

/** The person's published shifts Monday to Sunday of the week holding `day` (home column, palette, assistant). */
export async function myWeek(deps: AppDeps, staffId: number, day?: string): Promise<MyWeek> {
  const today = shanghaiDate(deps.clock.now());
  const monday = weekStart(day ?? today);
  const sunday = addDays(monday, 6);
  const rows = await deps.db
    .select({
      date: sql<string>`${scheduleShifts.workDate}::text`,
      groupId: scheduleGroups.id,
      groupName: scheduleGroups.name,
      groupNameEn: scheduleGroups.nameEn,
      shift: scheduleShifts.publishedShift,
      startTime: scheduleShifts.publishedStart,
      endTime: scheduleShifts.publishedEnd,
    })
    .from(scheduleShifts)
    .innerJoin(scheduleGroups, eq(scheduleGroups.id, scheduleShifts.groupId))
    .where(and(eq(scheduleShifts.staffId, staffId), gte(scheduleShifts.workDate, monday), lte(scheduleShifts.workDate, sunday), published))
    .orderBy(asc(scheduleShifts.workDate), asc(scheduleShifts.publishedStart));
  const days = [];
  for (let date = monday; date <= sunday; date = addDays(date, 1)) {
    days.push({
      date,
      shifts: rows
        .filter((row) => row.date === date)
        .map((row) => ({
          groupId: row.groupId,
          groupName: row.groupName,
          groupNameEn: row.groupNameEn,
          shift: row.shift as Shift,
          startTime: row.startTime ?? '',
          endTime: row.endTime ?? '',
        })),
    });
  }
  const workDays = days.filter((day) => day.shifts.some((shift) => shift.shift !== 'rest')).length;
  return { weekStart: monday, today, workDays, days };
}
