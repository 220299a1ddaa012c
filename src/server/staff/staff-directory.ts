import { asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { departments, staff, staffDepartments } from '../db/schema/index';

/** Department names per staff id, primary department first. */
export async function deptNamesOf(db: Db, staffIds: readonly number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (staffIds.length === 0) return names;
  const rows = await db
    .select({ staffId: staffDepartments.staffId, name: departments.name, primary: staffDepartments.primary })
    .from(staffDepartments)
    .innerJoin(departments, eq(departments.id, staffDepartments.deptId))
    .where(inArray(staffDepartments.staffId, [...staffIds]))
    .orderBy(asc(staffDepartments.staffId), sql`${staffDepartments.primary} desc`, asc(departments.sort));
  for (const row of rows) {
    const list = names.get(row.staffId) ?? [];
    list.push(row.name);
    names.set(row.staffId, list);
  }
  return names;
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Active staff whose name, job number or username contains the keyword. */
export async function searchStaff(db: Db, keyword: string, limit: number) {
  const pattern = likePattern(keyword);
  const rows = await db
    .select({ staffId: staff.id, name: staff.name, jobNumber: staff.jobNumber })
    .from(staff)
    .where(
      keyword
        ? sql`${staff.status} = 'active' and ${or(ilike(staff.name, pattern), ilike(staff.jobNumber, pattern), ilike(staff.username, pattern), ilike(staff.nameEn, pattern))}`
        : eq(staff.status, 'active'),
    )
    .orderBy(asc(staff.jobNumber))
    .limit(limit);
  const depts = await deptNamesOf(
    db,
    rows.map((row) => row.staffId),
  );
  return rows.map((row) => ({ ...row, deptNames: depts.get(row.staffId) ?? [] }));
}
