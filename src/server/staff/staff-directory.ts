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

/** What the user entry tells about its person: their own fields and departments, primary first. */
export interface StaffProfile {
  avatar: string | null;
  jobNumber: string;
  name: string;
  userId: number;
  staffId: number;
  username: string;
  jobTime: string | null;
  deptNames: string[];
  mustChangePassword: boolean;
}

/**
 * The columns a StaffProfile is read from, in a statement over `staff`. The session lookup reads
 * them with the session (auth/tokens.ts), so a session kept in memory answers the user entry too.
 */
export const profileColumns = {
  avatar: staff.avatar,
  jobNumber: staff.jobNumber,
  name: staff.name,
  id: staff.id,
  username: staff.username,
  jobTime: staff.jobTime,
  mustChangePassword: staff.mustChangePassword,
  // Text, not json, so that node-postgres and PGlite answer alike; ordered as deptNamesOf orders.
  deptNames: sql<string | null>`(select json_agg(${departments.name} order by ${staffDepartments.primary} desc, ${departments.sort})::text
    from ${staffDepartments} join ${departments} on ${departments.id} = ${staffDepartments.deptId}
    where ${staffDepartments.staffId} = ${staff.id})`,
};

interface ProfileRow {
  avatar: string | null;
  jobNumber: string;
  name: string;
  id: number;
  username: string;
  jobTime: string | null;
  mustChangePassword: boolean;
  deptNames: string | null;
}

/** The profile as the user entry answers it, from the row `profileColumns` read. */
export function profileFrom(row: ProfileRow): StaffProfile {
  return {
    avatar: row.avatar,
    jobNumber: row.jobNumber,
    name: row.name,
    userId: row.id,
    staffId: row.id,
    username: row.username,
    jobTime: row.jobTime,
    deptNames: row.deptNames ? (JSON.parse(row.deptNames) as string[]) : [],
    mustChangePassword: row.mustChangePassword,
  };
}

/** One person's profile, for work outside a request (a queued export acting for them); null when there is no such person. */
export async function profileOfStaff(db: Db, staffId: number): Promise<StaffProfile | null> {
  const [row] = await db.select(profileColumns).from(staff).where(eq(staff.id, staffId)).limit(1);
  return row ? profileFrom(row) : null;
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
