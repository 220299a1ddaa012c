import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserRow, StaffStatus } from '../../shared/api/admin-calls';
import { APP_CODES } from '../../shared/error-codes';
import type { Db } from '../db/database';
import { departments, roles, staff, staffDepartments, staffRoles } from '../db/schema/index';
import type { AppDeps } from '../deps';
import { AppError, fail } from '../http/app-error';
import { hashPassword, revokeAllSessions } from '../auth';
import { likePattern } from '../staff';
import { announceGrants, bumpGrantsVersion } from './grants-version';

type Tx = Db;

export interface UserFilter {
  page: number;
  pageSize: number;
  id?: number | undefined;
  keyword?: string | undefined;
  status?: StaffStatus | undefined;
  roleId?: number | undefined;
  deptId?: number | undefined;
}

export interface UserProfile {
  name: string;
  nameEn: string;
  jobNumber: string;
  email: string;
  mobile: string;
  roleIds: number[];
  deptIds: number[];
}

async function rolesAndDepts(db: Db, staffIds: number[]) {
  if (staffIds.length === 0) return { roleRows: [], deptRows: [] };
  const roleRows = await db
    .select({ staffId: staffRoles.staffId, id: roles.id, name: roles.name, nameEn: roles.nameEn })
    .from(staffRoles)
    .innerJoin(roles, eq(roles.id, staffRoles.roleId))
    .where(inArray(staffRoles.staffId, staffIds))
    .orderBy(asc(roles.id));
  const deptRows = await db
    .select({ staffId: staffDepartments.staffId, id: departments.id, name: departments.name, nameEn: departments.nameEn })
    .from(staffDepartments)
    .innerJoin(departments, eq(departments.id, staffDepartments.deptId))
    .where(inArray(staffDepartments.staffId, staffIds))
    .orderBy(asc(departments.sort), asc(departments.id));
  return { roleRows, deptRows };
}

const rowColumns = {
  id: staff.id,
  username: staff.username,
  name: staff.name,
  nameEn: staff.nameEn,
  jobNumber: staff.jobNumber,
  email: staff.email,
  mobile: staff.mobile,
  status: staff.status,
  lockedUntil: staff.lockedUntil,
  mustChangePassword: staff.mustChangePassword,
  lastLoginAt: staff.lastLoginAt,
};

async function toRows(deps: AppDeps, people: { id: number; status: string; lockedUntil: Date | null; lastLoginAt: Date | null }[]) {
  const { roleRows, deptRows } = await rolesAndDepts(
    deps.db,
    people.map((person) => person.id),
  );
  const now = deps.clock.now();
  return people.map((person) => ({
    ...(person as unknown as AdminUserRow),
    status: person.status === 'disabled' ? 'disabled' : 'active',
    lockedUntil: person.lockedUntil && person.lockedUntil > now ? person.lockedUntil.toISOString() : null,
    lastLoginAt: person.lastLoginAt?.toISOString() ?? null,
    roles: roleRows.filter((row) => row.staffId === person.id).map(({ id, name, nameEn }) => ({ id, name, nameEn })),
    departments: deptRows.filter((row) => row.staffId === person.id).map(({ id, name, nameEn }) => ({ id, name, nameEn })),
  })) as AdminUserRow[];
}

export async function userPage(deps: AppDeps, filter: UserFilter): Promise<{ rows: AdminUserRow[]; count: number }> {
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(staff.id, filter.id));
  if (filter.keyword) {
    const like = likePattern(filter.keyword);
    conditions.push(
      or(ilike(staff.name, like), ilike(staff.nameEn, like), ilike(staff.username, like), ilike(staff.jobNumber, like)) as SQL,
    );
  }
  if (filter.status) conditions.push(eq(staff.status, filter.status));
  if (filter.roleId) {
    conditions.push(
      sql`exists (select 1 from ${staffRoles} where ${staffRoles.staffId} = ${staff.id} and ${staffRoles.roleId} = ${filter.roleId})`,
    );
  }
  if (filter.deptId) {
    conditions.push(
      sql`exists (select 1 from ${staffDepartments} where ${staffDepartments.staffId} = ${staff.id} and ${staffDepartments.deptId} = ${filter.deptId})`,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [counted] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(staff)
    .where(where);
  const people = await deps.db
    .select(rowColumns)
    .from(staff)
    .where(where)
    .orderBy(asc(staff.jobNumber), asc(staff.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { rows: await toRows(deps, people), count: counted?.count ?? 0 };
}

export async function userRow(deps: AppDeps, staffId: number): Promise<AdminUserRow> {
  const people = await deps.db.select(rowColumns).from(staff).where(eq(staff.id, staffId));
  if (people.length === 0) throw fail.notFound();
  const [row] = await toRows(deps, people);
  return row!;
}

export async function userOptionsOf(db: Db) {
  const roleRows = await db
    .select({ id: roles.id, code: roles.code, name: roles.name, nameEn: roles.nameEn })
    .from(roles)
    .orderBy(asc(roles.id));
  const deptRows = await db
    .select({ id: departments.id, name: departments.name, nameEn: departments.nameEn, parentId: departments.parentId })
    .from(departments)
    .orderBy(asc(departments.sort), asc(departments.id));
  return { roles: roleRows, departments: deptRows };
}

/** Unknown role or department ids are the caller's mistake: a validation answer, not a foreign-key 500. */
async function checkReferences(db: Db, profile: UserProfile): Promise<void> {
  const roleIds = [...new Set(profile.roleIds)];
  const deptIds = [...new Set(profile.deptIds)];
  const foundRoles = await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds));
  if (foundRoles.length !== roleIds.length) throw fail.validationKey('admin.unknownRole', 'roleIds');
  const foundDepts = await db.select({ id: departments.id }).from(departments).where(inArray(departments.id, deptIds));
  if (foundDepts.length !== deptIds.length) throw fail.validationKey('admin.unknownDept', 'deptIds');
}

async function writeAssignments(tx: Tx, staffId: number, profile: UserProfile): Promise<void> {
  await tx.delete(staffRoles).where(eq(staffRoles.staffId, staffId));
  await tx.insert(staffRoles).values([...new Set(profile.roleIds)].map((roleId) => ({ staffId, roleId })));
  await tx.delete(staffDepartments).where(eq(staffDepartments.staffId, staffId));
  // The first department listed is the primary one (the one the data scope and lead chain read first).
  await tx.insert(staffDepartments).values([...new Set(profile.deptIds)].map((deptId, at) => ({ staffId, deptId, primary: at === 0 })));
}

/** Username and job number are unique; a clash is answered by name, not as a database error. */
async function checkUnique(db: Db, fields: { username?: string; jobNumber: string }, exceptId?: number): Promise<void> {
  if (fields.username !== undefined) {
    const [taken] = await db
      .select({ id: staff.id })
      .from(staff)
      .where(sql`lower(${staff.username}) = lower(${fields.username})`);
    if (taken && taken.id !== exceptId) throw new AppError(APP_CODES.CONFLICT, 'admin.usernameTaken', {}, 409);
  }
  const [jobTaken] = await db.select({ id: staff.id }).from(staff).where(eq(staff.jobNumber, fields.jobNumber));
  if (jobTaken && jobTaken.id !== exceptId) throw new AppError(APP_CODES.CONFLICT, 'admin.jobNumberTaken', {}, 409);
}

export async function createUser(deps: AppDeps, input: UserProfile & { username: string; password: string }): Promise<AdminUserRow> {
  await checkReferences(deps.db, input);
  await checkUnique(deps.db, input);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const version = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(staff)
      .values({
        username: input.username,
        name: input.name,
        nameEn: input.nameEn,
        jobNumber: input.jobNumber,
        email: input.email || null,
        mobile: input.mobile || null,
        passwordHash,
        mustChangePassword: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: staff.id });
    await writeAssignments(tx as unknown as Tx, created!.id, input);
    return { id: created!.id, version: await bumpGrantsVersion(tx as unknown as Db) };
  });
  announceGrants(deps, version.version);
  return userRow(deps, version.id);
}

export async function updateUser(deps: AppDeps, staffId: number, input: UserProfile): Promise<AdminUserRow> {
  await userRow(deps, staffId);
  await checkReferences(deps.db, input);
  await checkUnique(deps.db, { jobNumber: input.jobNumber }, staffId);
  const version = await deps.db.transaction(async (tx) => {
    await tx
      .update(staff)
      .set({
        name: input.name,
        nameEn: input.nameEn,
        jobNumber: input.jobNumber,
        email: input.email || null,
        mobile: input.mobile || null,
        updatedAt: deps.clock.now(),
      })
      .where(eq(staff.id, staffId));
    await writeAssignments(tx as unknown as Tx, staffId, input);
    return bumpGrantsVersion(tx as unknown as Db);
  });
  announceGrants(deps, version);
  return userRow(deps, staffId);
}

/**
 * Disabling ends every session of the person at once: their next call is refused and their open
 * tabs, told by the push, find themselves signed out. One cannot disable oneself (the last
 * administrator would lock everyone out).
 */
export async function setUserStatus(deps: AppDeps, actorId: number, staffId: number, status: StaffStatus): Promise<AdminUserRow> {
  if (staffId === actorId && status === 'disabled') throw new AppError(APP_CODES.CONFLICT, 'admin.notYourself', {}, 409);
  await userRow(deps, staffId);
  const version = await deps.db.transaction(async (tx) => {
    await tx.update(staff).set({ status, updatedAt: deps.clock.now() }).where(eq(staff.id, staffId));
    return bumpGrantsVersion(tx as unknown as Db);
  });
  if (status === 'disabled') await revokeAllSessions(deps, staffId, 'disabled');
  announceGrants(deps, version);
  return userRow(deps, staffId);
}

export async function unlockUser(deps: AppDeps, staffId: number): Promise<AdminUserRow> {
  await userRow(deps, staffId);
  await deps.db.update(staff).set({ failedLogins: 0, lockedUntil: null, lockCount: 0 }).where(eq(staff.id, staffId));
  return userRow(deps, staffId);
}

/**
 * A reset password is known to the administrator: the person must replace it, and sessions on the old one end.
 * Not one's own: that would end the administrator's session and skip the old-password check that
 * 修改密码 asks for.
 */
export async function resetPassword(deps: AppDeps, actorId: number, staffId: number, password: string): Promise<AdminUserRow> {
  if (staffId === actorId) throw new AppError(APP_CODES.CONFLICT, 'admin.resetOwnPassword', {}, 409);
  await userRow(deps, staffId);
  await deps.db
    .update(staff)
    .set({
      passwordHash: await hashPassword(password),
      mustChangePassword: true,
      failedLogins: 0,
      lockedUntil: null,
      updatedAt: deps.clock.now(),
    })
    .where(eq(staff.id, staffId));
  await revokeAllSessions(deps, staffId, 'password-reset');
  return userRow(deps, staffId);
}
