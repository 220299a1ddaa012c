import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { WORK_SHIFTS, type Shift } from '../../shared/api/hrm-calls';
import type { Db } from '../db/database';

import type { FeatureSeed, SeedContext } from '../db/seed/feature-seeds';
import {
  attendanceRecords,
  departments,
  holidayBalances,
  leaveRecords,
  scheduleGroups,
  scheduleMembers,
  scheduleShifts,
  scheduleTags,
  staff,
  staffDepartments,
} from '../db/schema/index';
import { addDays, addMonths, daysBetween, monthStart, shanghaiDate, shanghaiDayStart } from '../../shared/business/dates';
import { SHIFT_TIMES } from './shift-times';

/** Shift groups by department: duty rotas of the teams that answer customers and systems. */
const GROUPS = [
  { code: 'ops-duty', name: '运营值班组', nameEn: 'Operations duty', dept: 'OPS', extra: ['admin'] },
  { code: 'sales-duty', name: '销售值班组', nameEn: 'Sales duty', dept: 'SALES1', extra: ['sales2'] },
  { code: 'finance-duty', name: '财务值班组', nameEn: 'Finance duty', dept: 'FIN', extra: [] },
  { code: 'hr-duty', name: '人事值班组', nameEn: 'HR duty', dept: 'HR', extra: [] },
] as const;

const TAGS = [
  { name: '值班长', color: 'blue' },
  { name: '培训', color: 'amber' },
] as const;

const CYCLE: readonly Shift[] = ['early', 'day', 'late', 'rest'];
/** The rota is kept from the start of last month (a whole month of history for the reports) to a month ahead. */
const AHEAD_DAYS = 30;
const firstDay = (today: string) => monthStart(addMonths(today, -1));

/** Who works which shift on a day: a four-day cycle, staggered by the member's place in the group. */
export function shiftOf(day: string, memberIndex: number): Shift {
  return CYCLE[(daysBetween('1970-01-01', day) + memberIndex) % CYCLE.length] ?? 'rest';
}

async function ensureGroups(db: Db): Promise<void> {
  const depts = await db.select().from(departments);
  for (const group of GROUPS) {
    const deptId = depts.find((d) => d.code === group.dept)?.id ?? null;
    await db.insert(scheduleGroups).values({ code: group.code, name: group.name, nameEn: group.nameEn, deptId }).onConflictDoNothing();
    const [row] = await db.select().from(scheduleGroups).where(eq(scheduleGroups.code, group.code));
    if (!row) continue;
    await db
      .insert(scheduleTags)
      .values(TAGS.map((tag) => ({ groupId: row.id, ...tag })))
      .onConflictDoNothing();
    const inDept = deptId
      ? await db.select({ id: staffDepartments.staffId }).from(staffDepartments).where(eq(staffDepartments.deptId, deptId))
      : [];
    const named = group.extra.length
      ? await db
          .select({ id: staff.id })
          .from(staff)
          .where(inArray(staff.username, [...group.extra]))
      : [];
    const members = [...inDept, ...named].map((m) => ({ groupId: row.id, staffId: m.id }));
    if (members.length) await db.insert(scheduleMembers).values(members).onConflictDoNothing();
  }
}

/** Writes the published rota up to AHEAD_DAYS ahead of today (idempotent; existing days stay as edited). */
async function extendRota(db: Db, ctx: SeedContext): Promise<void> {
  const today = shanghaiDate(ctx.clock.now());
  const members = await db.select().from(scheduleMembers).orderBy(scheduleMembers.groupId, scheduleMembers.staffId);
  const [latest] = await db.select({ day: sql<string | null>`max(${scheduleShifts.workDate})::text` }).from(scheduleShifts);
  const start = firstDay(today);
  const from = latest?.day && latest.day >= start ? addDays(latest.day, 1) : start;
  const to = addDays(today, AHEAD_DAYS);
  const rows: (typeof scheduleShifts.$inferInsert)[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const indexInGroup = new Map<number, number>();
    for (const member of members) {
      const index = indexInGroup.get(member.groupId) ?? 0;
      indexInGroup.set(member.groupId, index + 1);
      const shift = shiftOf(day, index);
      const [startTime, endTime] = SHIFT_TIMES[shift];
      rows.push({
        groupId: member.groupId,
        staffId: member.staffId,
        workDate: day,
        shift,
        startTime,
        endTime,
        publishedShift: shift,
        publishedStart: startTime,
        publishedEnd: endTime,
      });
    }
  }
  for (let at = 0; at < rows.length; at += 1000) {
    await db
      .insert(scheduleShifts)
      .values(rows.slice(at, at + 1000))
      .onConflictDoNothing();
  }
}

/** A stable number per person and day: the seed's dice. */
function roll(staffId: number, day: string, sides: number): number {
  let hash = staffId * 2_654_435_761;
  for (const char of day) hash = (Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0) % 4_294_967_296;
  return hash % sides;
}

const at = (day: string, hhmm: string, minutes: number) =>
  new Date(shanghaiDayStart(day).getTime() + (Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) + minutes) * 60_000);

/**
 * Clock records of every group member up to yesterday, from the published rota: most days on time,
 * some late, some leaving early, some absent, some staying late, and now and then a rest day worked.
 */
async function extendAttendance(db: Db, ctx: SeedContext): Promise<void> {
  const today = shanghaiDate(ctx.clock.now());
  const start = firstDay(today);
  const [latest] = await db.select({ day: sql<string | null>`max(${attendanceRecords.workDate})::text` }).from(attendanceRecords);
  const from = latest?.day && latest.day >= start ? addDays(latest.day, 1) : start;
  const to = addDays(today, -1);
  if (from > to) return;
  const people = [...new Set((await db.select({ id: scheduleMembers.staffId }).from(scheduleMembers)).map((row) => row.id))];
  const shifts = await db
    .select({
      staffId: scheduleShifts.staffId,
      date: sql<string>`${scheduleShifts.workDate}::text`,
      start: sql<string>`min(${scheduleShifts.publishedStart})`,
      end: sql<string>`max(${scheduleShifts.publishedEnd})`,
    })
    .from(scheduleShifts)
    .where(
      and(gte(scheduleShifts.workDate, from), lte(scheduleShifts.workDate, to), inArray(scheduleShifts.publishedShift, [...WORK_SHIFTS])),
    )
    .groupBy(scheduleShifts.staffId, scheduleShifts.workDate);
  const planned = new Map(shifts.map((row) => [`${row.staffId}|${row.date}`, row]));
  const rows: (typeof attendanceRecords.$inferInsert)[] = [];
  for (const staffId of people) {
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const shift = planned.get(`${staffId}|${day}`);
      const dice = roll(staffId, day, 20);
      if (!shift) {
        if (dice === 5) rows.push({ staffId, workDate: day, clockIn: at(day, '10:00', 0), clockOut: at(day, '14:30', 0), source: 'seed' });
        continue;
      }
      if (dice === 0) continue; // absent
      const lateBy = dice === 1 ? 12 + roll(staffId, day, 30) : -8;
      const outBy = dice === 2 ? -25 : dice === 3 || dice === 4 ? 60 + roll(staffId, `${day}ot`, 90) : 6;
      rows.push({ staffId, workDate: day, clockIn: at(day, shift.start, lateBy), clockOut: at(day, shift.end, outBy), source: 'seed' });
    }
  }
  for (let index = 0; index < rows.length; index += 1000) {
    await db
      .insert(attendanceRecords)
      .values(rows.slice(index, index + 1000))
      .onConflictDoNothing();
  }
}

/** Holiday balances of this year for every active person, and some leave already taken. */
async function seedHolidays(db: Db, ctx: SeedContext): Promise<void> {
  const today = shanghaiDate(ctx.clock.now());
  const year = Number(today.slice(0, 4));
  const people = await db.select({ id: staff.id }).from(staff).where(eq(staff.status, 'active'));
  if (people.length === 0) return;
  const [done] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(holidayBalances)
    .where(eq(holidayBalances.year, year));
  if ((done?.n ?? 0) > 0) return;
  await db.insert(holidayBalances).values(
    people.flatMap((person) => [
      { staffId: person.id, year, leaveType: 'annual', entitledDays: String(5 + (person.id % 3) * 5) + '.0' },
      { staffId: person.id, year, leaveType: 'sick', entitledDays: '5.0' },
      { staffId: person.id, year, leaveType: 'compensatory', entitledDays: ((person.id % 4) * 0.5).toFixed(1) },
    ]),
  );
  const leave: (typeof leaveRecords.$inferInsert)[] = [];
  for (const person of people) {
    // Up to three past leaves this year, on dates that depend only on the person.
    const count = person.id % 4;
    for (let n = 0; n < count; n += 1) {
      const month = String(1 + ((person.id + n * 4) % 9)).padStart(2, '0');
      const startDate = `${year}-${month}-${String(3 + ((person.id * 7 + n) % 20)).padStart(2, '0')}`;
      if (startDate >= today) continue;
      const half = (person.id + n) % 3 === 0;
      const days = half ? '0.5' : String(1 + ((person.id + n) % 2)) + '.0';
      const type = n === 2 ? 'sick' : 'annual';
      leave.push({
        staffId: person.id,
        leaveType: type,
        startDate,
        endDate: half ? startDate : addDays(startDate, Number(days) - 1),
        days,
        reason: type === 'sick' ? '身体不适' : half ? '家中有事' : '休假',
        status: 'approved',
        createdAt: shanghaiDayStart(addDays(startDate, -3)),
      });
    }
  }
  if (leave.length) await db.insert(leaveRecords).values(leave);
}

async function onStart(db: Db, ctx: SeedContext): Promise<void> {
  await extendRota(db, ctx);
  await extendAttendance(db, ctx);
}

export const schedulingSeed: FeatureSeed = {
  name: 'scheduling',
  async seed(db, ctx) {
    await ensureGroups(db);
    await onStart(db, ctx);
    await seedHolidays(db, ctx);
  },
  onStart,
};
