import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { SHIFTS, WORK_SHIFTS, type CellEdit, type ScheduleConflict, type SchedulePageData, type Shift } from '../../shared/api/hrm-calls';
import { APP_CODES } from '../../shared/error-codes';
import { addDays, monthEnd } from '../../shared/business/dates';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { scheduleGroups, scheduleMembers, scheduleShifts, staff } from '../db/schema/index';
import { AppError, fail } from '../http/app-error';
import { SHIFT_TIMES } from './shift-times';
import { listTags } from './schedule-groups';

type GroupRow = typeof scheduleGroups.$inferSelect;

export async function requireGroup(db: Db, groupId: number): Promise<GroupRow> {
  const [group] = await db.select().from(scheduleGroups).where(eq(scheduleGroups.id, groupId));
  if (!group) throw fail.notFound();
  return group;
}

async function membersOf(db: Db, groupId: number) {
  return db
    .select({ staffId: staff.id, name: staff.name, nameEn: staff.nameEn, jobNumber: staff.jobNumber })
    .from(scheduleMembers)
    .innerJoin(staff, eq(staff.id, scheduleMembers.staffId))
    .where(eq(scheduleMembers.groupId, groupId))
    .orderBy(asc(staff.jobNumber));
}

const isShift = (value: string): value is Shift => (SHIFTS as readonly string[]).includes(value);
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** SQL: the draft of a row differs from what its person sees. */
export const pendingRow = sql`(coalesce(${scheduleShifts.publishedShift}, '') <> ${scheduleShifts.shift} or ${scheduleShifts.publishedTagId} is distinct from ${scheduleShifts.tagId})`;

/**
 * Conflicts of the group's people on the days in [from, to], in the draft across all their groups:
 * two work shifts on one day (in two groups), or less rest than the group's rule before a shift.
 */
export async function conflictsOf(db: Db, group: GroupRow, staffIds: number[], from: string, to: string): Promise<ScheduleConflict[]> {
  if (staffIds.length === 0) return [];
  const rows = await db
    .select({
      groupId: scheduleShifts.groupId,
      groupName: scheduleGroups.name,
      staffId: scheduleShifts.staffId,
      date: sql<string>`${scheduleShifts.workDate}::text`,
      shift: scheduleShifts.shift,
      startTime: scheduleShifts.startTime,
      endTime: scheduleShifts.endTime,
    })
    .from(scheduleShifts)
    .innerJoin(scheduleGroups, eq(scheduleGroups.id, scheduleShifts.groupId))
    .where(
      and(
        inArray(scheduleShifts.staffId, staffIds),
        gte(scheduleShifts.workDate, addDays(from, -1)),
        lte(scheduleShifts.workDate, to),
        inArray(scheduleShifts.shift, [...WORK_SHIFTS]),
      ),
    );
  const byPersonDay = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.staffId}|${row.date}`;
    byPersonDay.set(key, [...(byPersonDay.get(key) ?? []), row]);
  }
  const conflicts: ScheduleConflict[] = [];
  for (const staffId of staffIds) {
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const today = byPersonDay.get(`${staffId}|${day}`) ?? [];
      const mine = today.find((row) => row.groupId === group.id);
      if (!mine) continue;
      const other = today.find((row) => row.groupId !== group.id);
      if (other) conflicts.push({ staffId, date: day, kind: 'double', detail: other.groupName });
      const before = byPersonDay.get(`${staffId}|${addDays(day, -1)}`) ?? [];
      if (before.length === 0) continue;
      const lastEnd = Math.max(...before.map((row) => minutesOf(row.endTime)));
      const firstStart = Math.min(...today.map((row) => minutesOf(row.startTime)));
      const restMinutes = 24 * 60 + firstStart - lastEnd;
      if (restMinutes < group.minRestHours * 60) {
        conflicts.push({ staffId, date: day, kind: 'rest', detail: String(Math.round((restMinutes / 60) * 10) / 10) });
      }
    }
  }
  return conflicts;
}

export async function pendingCount(db: Db, groupId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(scheduleShifts)
    .where(and(eq(scheduleShifts.groupId, groupId), pendingRow));
  return row?.n ?? 0;
}

/** The month grid of a group: its members × the month's days, the draft cells, tags and conflicts. */
export async function schedulePage(deps: AppDeps, groupId: number, month: string): Promise<SchedulePageData> {
  const group = await requireGroup(deps.db, groupId);
  const from = `${month}-01`;
  const to = monthEnd(from);
  const people = await membersOf(deps.db, groupId);
  const staffIds = people.map((person) => person.staffId);
  const cells = await deps.db
    .select({
      staffId: scheduleShifts.staffId,
      date: sql<string>`${scheduleShifts.workDate}::text`,
      shift: scheduleShifts.shift,
      tagId: scheduleShifts.tagId,
      pending: sql<boolean>`${pendingRow}`,
    })
    .from(scheduleShifts)
    .where(and(eq(scheduleShifts.groupId, groupId), gte(scheduleShifts.workDate, from), lte(scheduleShifts.workDate, to)))
    .orderBy(asc(scheduleShifts.staffId), asc(scheduleShifts.workDate));
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return {
    groupId,
    yearMonth: month,
    days,
    people,
    cells: cells
      .filter((cell) => staffIds.includes(cell.staffId))
      .map((cell) => ({
        staffId: cell.staffId,
        date: cell.date,
        shift: isShift(cell.shift) ? cell.shift : null,
        tagId: cell.tagId,
        published: !cell.pending,
      })),
    conflicts: await conflictsOf(deps.db, group, staffIds, from, to),
    tags: await listTags(deps.db, groupId),
    pendingChanges: await pendingCount(deps.db, groupId),
  };
}

async function writeCells(db: Db, groupId: number, cells: readonly CellEdit[]): Promise<number> {
  for (const cell of cells) {
    const [startTime, endTime] = cell.shift ? SHIFT_TIMES[cell.shift] : ['', ''];
    const draft = { shift: cell.shift ?? '', startTime, endTime, ...(cell.tagId !== undefined ? { tagId: cell.tagId } : {}) };
    await db
      .insert(scheduleShifts)
      .values({ groupId, staffId: cell.staffId, workDate: cell.date, tagId: null, ...draft })
      .onConflictDoUpdate({ target: [scheduleShifts.groupId, scheduleShifts.staffId, scheduleShifts.workDate], set: draft });
  }
  return cells.length;
}

/** Applies draft edits (cells) or copies the week before `copyWeek` onto it; answers the conflicts of the touched days. */
export async function editSchedule(
  deps: AppDeps,
  input: { groupId: number; cells?: CellEdit[] | undefined; copyWeek?: string | undefined },
): Promise<{ changed: number; conflicts: ScheduleConflict[] }> {
  const group = await requireGroup(deps.db, input.groupId);
  const members = new Set((await membersOf(deps.db, group.id)).map((person) => person.staffId));
  let cells: CellEdit[] = input.cells ?? [];
  if (input.copyWeek) {
    const monday = input.copyWeek;
    const source = await deps.db
      .select({
        staffId: scheduleShifts.staffId,
        date: sql<string>`${scheduleShifts.workDate}::text`,
        shift: scheduleShifts.shift,
        tagId: scheduleShifts.tagId,
      })
      .from(scheduleShifts)
      .where(
        and(
          eq(scheduleShifts.groupId, group.id),
          gte(scheduleShifts.workDate, addDays(monday, -7)),
          lte(scheduleShifts.workDate, addDays(monday, -1)),
        ),
      );
    cells = source
      .filter((row) => members.has(row.staffId))
      .map((row) => ({ staffId: row.staffId, date: addDays(row.date, 7), shift: isShift(row.shift) ? row.shift : null, tagId: row.tagId }));
  }
  for (const cell of cells) {
    if (!members.has(cell.staffId))
      throw new AppError(APP_CODES.VALIDATION, 'hrm.notMember', { staffId: cell.staffId }, 400, { field: 'cells' });
  }
  const tagIds = new Set((await listTags(deps.db, group.id)).map((tag) => tag.id));
  for (const cell of cells) {
    if (cell.tagId != null && !tagIds.has(cell.tagId)) {
      throw new AppError(APP_CODES.VALIDATION, 'hrm.tagNotInGroup', { tagId: cell.tagId }, 400, { field: 'cells' });
    }
  }
  const changed = await deps.db.transaction(async (tx) => writeCells(tx as unknown as Db, group.id, cells));
  if (cells.length === 0) return { changed, conflicts: [] };
  const dates = cells.map((cell) => cell.date).sort();
  const touched = new Set(cells.map((cell) => `${cell.staffId}|${cell.date}`));
  const around = await conflictsOf(deps.db, group, [...new Set(cells.map((cell) => cell.staffId))], dates[0]!, addDays(dates.at(-1)!, 1));
  // The day after an edit can gain or lose a rest conflict too.
  const conflicts = around.filter((c) => touched.has(`${c.staffId}|${c.date}`) || touched.has(`${c.staffId}|${addDays(c.date, -1)}`));
  return { changed, conflicts };
}
