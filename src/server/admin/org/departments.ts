import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { DeptNode } from '../../../shared/api/admin-org-calls';
import { APP_CODES } from '../../../shared/error-codes';
import type { Db } from '../../db/database';
import { departments, staff } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { AppError, fail } from '../../http/app-error';

/**
 * The department tree. The data scope (resolveDataScope → departmentSubtree) and the workflow's
 * lead chain (departmentChain) read this table on every request and nothing caches it, and
 * departments are not part of the menu or button rights: a change needs no grants-version bump.
 * The user entry's department names are kept with verified sessions, which every committed call clears.
 */

const headCount = sql<number>`(select count(*)::int from staff_departments sd where sd.dept_id = "departments"."id")`;

export async function deptNodes(db: Db): Promise<DeptNode[]> {
  const rows = await db
    .select({
      id: departments.id,
      code: departments.code,
      name: departments.name,
      nameEn: departments.nameEn,
      parentId: departments.parentId,
      sort: departments.sort,
      leadId: staff.id,
      leadName: staff.name,
      leadNameEn: staff.nameEn,
      headCount,
    })
    .from(departments)
    .leftJoin(staff, eq(staff.id, departments.leadStaffId))
    .orderBy(asc(departments.sort), asc(departments.id));
  return rows.map(({ leadId, leadName, leadNameEn, ...row }) => ({
    ...row,
    lead: leadId === null ? null : { id: leadId, name: leadName ?? '', nameEn: leadNameEn ?? '' },
  }));
}

async function deptNode(db: Db, id: number): Promise<DeptNode> {
  const node = (await deptNodes(db)).find((row) => row.id === id);
  if (!node) throw fail.notFound();
  return node;
}

async function checkParent(db: Db, parentId: number | null): Promise<void> {
  if (parentId === null) return;
  const [parent] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, parentId));
  if (!parent) throw fail.validationKey('adminOrg.unknownParent', 'parentId');
}

const siblingsOf = (parentId: number | null) => (parentId === null ? isNull(departments.parentId) : eq(departments.parentId, parentId));

export async function createDept(deps: AppDeps, input: { parentId: number | null; name: string; nameEn: string }): Promise<DeptNode> {
  await checkParent(deps.db, input.parentId);
  const id = await deps.db.transaction(async (tx) => {
    const [last] = await tx
      .select({ sort: sql<number>`coalesce(max(${departments.sort}), -1)::int` })
      .from(departments)
      .where(siblingsOf(input.parentId));
    // The code is the department's stable name for seeds and rules; new ones get it from their id.
    const [created] = await tx
      .insert(departments)
      .values({
        code: `tmp-${crypto.randomUUID()}`,
        name: input.name,
        nameEn: input.nameEn,
        parentId: input.parentId,
        sort: (last?.sort ?? -1) + 1,
      })
      .returning({ id: departments.id });
    await tx
      .update(departments)
      .set({ code: `dept-${created!.id}` })
      .where(eq(departments.id, created!.id));
    return created!.id;
  });
  return deptNode(deps.db, id);
}

export async function renameDept(deps: AppDeps, input: { id: number; name: string; nameEn: string }): Promise<DeptNode> {
  const [updated] = await deps.db
    .update(departments)
    .set({ name: input.name, nameEn: input.nameEn })
    .where(eq(departments.id, input.id))
    .returning({ id: departments.id });
  if (!updated) throw fail.notFound();
  return deptNode(deps.db, input.id);
}

export async function setDeptLead(deps: AppDeps, input: { id: number; leadStaffId: number | null }): Promise<DeptNode> {
  await deptNode(deps.db, input.id);
  if (input.leadStaffId !== null) {
    const [person] = await deps.db
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.id, input.leadStaffId), eq(staff.status, 'active')));
    if (!person) throw fail.validationKey('adminOrg.unknownLead', 'leadStaffId');
  }
  await deps.db.update(departments).set({ leadStaffId: input.leadStaffId }).where(eq(departments.id, input.id));
  return deptNode(deps.db, input.id);
}

/** Refused while people or sub-departments are in it: nobody loses their department silently. */
export async function deleteDept(deps: AppDeps, id: number): Promise<{ id: number }> {
  const node = await deptNode(deps.db, id);
  if (node.headCount > 0)
    throw new AppError(APP_CODES.CONFLICT, 'adminOrg.deptHasPeople', { count: node.headCount }, 409, { headCount: node.headCount });
  const [children] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(departments)
    .where(eq(departments.parentId, id));
  if ((children?.count ?? 0) > 0) {
    throw new AppError(APP_CODES.CONFLICT, 'adminOrg.deptHasChildren', { count: children!.count }, 409, { children: children!.count });
  }
  await deps.db.delete(departments).where(eq(departments.id, id));
  return { id };
}

/**
 * Moves a department under parentId at position index among its new siblings and renumbers
 * them 0…n. Refused when the parent is the department itself or one of its descendants (a cycle
 * would hide the branch from the tree and loop the lead chain).
 */
export async function moveDept(deps: AppDeps, input: { id: number; parentId: number | null; index: number }): Promise<DeptNode[]> {
  await deptNode(deps.db, input.id);
  await checkParent(deps.db, input.parentId);
  await deps.db.transaction(async (tx) => {
    const all = await tx.select({ id: departments.id, parentId: departments.parentId }).from(departments);
    const parentOf = new Map(all.map((row) => [row.id, row.parentId]));
    for (let at = input.parentId, steps = 0; at !== null && steps <= all.length; at = parentOf.get(at) ?? null, steps++) {
      if (at === input.id) throw fail.validationKey('adminOrg.moveCycle', 'parentId');
    }
    const siblings = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(siblingsOf(input.parentId))
      .orderBy(asc(departments.sort), asc(departments.id));
    const order = siblings.map((row) => row.id).filter((sibling) => sibling !== input.id);
    order.splice(Math.min(input.index, order.length), 0, input.id);
    await tx.update(departments).set({ parentId: input.parentId }).where(eq(departments.id, input.id));
    for (const [sort, sibling] of order.entries()) await tx.update(departments).set({ sort }).where(eq(departments.id, sibling));
  });
  return deptNodes(deps.db);
}

export async function leadOptions(db: Db, keyword: string): Promise<{ id: number; name: string; nameEn: string; jobNumber: string }[]> {
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: staff.id, name: staff.name, nameEn: staff.nameEn, jobNumber: staff.jobNumber })
    .from(staff)
    .where(
      and(
        eq(staff.status, 'active'),
        keyword === ''
          ? undefined
          : or(ilike(staff.name, like), ilike(staff.nameEn, like), ilike(staff.username, like), ilike(staff.jobNumber, like)),
      ),
    )
    .orderBy(asc(staff.id))
    .limit(20);
}
