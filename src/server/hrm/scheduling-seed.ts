import { eq, inArray, sql } from 'drizzle-orm';
import type { Shift } from '../../shared/api/hrm-calls';
import type { Db } from '../db/database';

import type { FeatureSeed, SeedContext } from '../db/seed/feature-seeds';
import { departments, scheduleGroups, scheduleMembers, scheduleShifts, staff, staffDepartments } from '../db/schema/index';
import { addDays, daysBetween, shanghaiDate } from '../../shared/business/dates';

/** Shift groups by department: duty rotas of the teams that answer customers and systems. */
const GROUPS = [
  { code: 'ops-duty', name: '运营值班组', nameEn: 'Operations duty', dept: 'OPS', extra: ['admin'] },
  { code: 'sales-duty', name: '销售值班组', nameEn: 'Sales duty', dept: 'SALES1', extra: ['sales2'] },
  { code: 'finance-duty', name: '财务值班组', nameEn: 'Finance duty', dept: 'FIN', extra: [] },
  { code: 'hr-duty', name: '人事值班组', nameEn: 'HR duty', dept: 'HR', extra: [] },
] as const;

const CYCLE: readonly Shift[] = ['early', 'day', 'late', 'rest'];
export const SHIFT_TIMES: Record<Shift, [string, string]> = {
  early: ['07:00', '15:00'],
  day: ['09:00', '18:00'],
  late: ['14:00', '22:00'],
  rest: ['', ''],
};
/** The rota is kept from a week back to a month ahead. */
const PAST_DAYS = 7;
const AHEAD_DAYS = 30;

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

/** Writes the rota up to AHEAD_DAYS ahead of today (idempotent; existing days stay as edited). */
async function extendRota(db: Db, ctx: SeedContext): Promise<void> {
  const today = shanghaiDate(ctx.clock.now());
  const members = await db.select().from(scheduleMembers).orderBy(scheduleMembers.groupId, scheduleMembers.staffId);
  const [latest] = await db.select({ day: sql<string | null>`max(${scheduleShifts.workDate})::text` }).from(scheduleShifts);
  const from = latest?.day && latest.day >= addDays(today, -PAST_DAYS) ? addDays(latest.day, 1) : addDays(today, -PAST_DAYS);
  const to = addDays(today, AHEAD_DAYS);
  const rows: (typeof scheduleShifts.$inferInsert)[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const indexInGroup = new Map<number, number>();
    for (const member of members) {
      const index = indexInGroup.get(member.groupId) ?? 0;
      indexInGroup.set(member.groupId, index + 1);
      const shift = shiftOf(day, index);
      const [startTime, endTime] = SHIFT_TIMES[shift];
      rows.push({ groupId: member.groupId, staffId: member.staffId, workDate: day, shift, startTime, endTime });
    }
  }
  for (let at = 0; at < rows.length; at += 1000) {
    await db
      .insert(scheduleShifts)
      .values(rows.slice(at, at + 1000))
      .onConflictDoNothing();
  }
}

export const schedulingSeed: FeatureSeed = {
  name: 'scheduling',
  async seed(db, ctx) {
    await ensureGroups(db);
    await extendRota(db, ctx);
  },
  onStart: extendRota,
};
