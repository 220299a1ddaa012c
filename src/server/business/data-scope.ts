import { eq, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { departments, roles, staffDepartments, staffRoles } from '../db/schema/index';

/**
 * Whose business data a user may see. Resolved on the server for every call, so pages, exports
 * and the assistant all get the same answer:
 * - a role with data scope 'all' (admin, finance, ops) → everything;
 * - the lead of departments (departments.lead_staff_id), or a role with scope 'dept' → those
 *   departments and all their sub-departments;
 * - otherwise ('own', sales) → facts attributed to the user (the customers' owner on those
 *   days) and the customers the user owns now.
 */
export type DataScope =
  { kind: 'all'; staffId: number } | { kind: 'dept'; staffId: number; deptIds: number[] } | { kind: 'own'; staffId: number };

/** Every department id under the given ones (themselves included). */
export async function departmentSubtree(deps: AppDeps, roots: readonly number[]): Promise<number[]> {
  const all = await deps.db.select({ id: departments.id, parentId: departments.parentId }).from(departments);
  const result = new Set<number>(roots);
  let grew = true;
  while (grew) {
    grew = false;
    for (const dept of all) {
      if (dept.parentId !== null && result.has(dept.parentId) && !result.has(dept.id)) {
        result.add(dept.id);
        grew = true;
      }
    }
  }
  return [...result].sort((a, b) => a - b);
}

export async function resolveDataScope(deps: AppDeps, staffId: number): Promise<DataScope> {
  const scopes = await deps.db
    .select({ scope: roles.dataScope })
    .from(staffRoles)
    .innerJoin(roles, eq(roles.id, staffRoles.roleId))
    .where(eq(staffRoles.staffId, staffId));
  if (scopes.some((row) => row.scope === 'all')) return { kind: 'all', staffId };
  const led = await deps.db.select({ id: departments.id }).from(departments).where(eq(departments.leadStaffId, staffId));
  let roots = led.map((row) => row.id);
  if (roots.length === 0 && scopes.some((row) => row.scope === 'dept')) {
    const own = await deps.db.select({ id: staffDepartments.deptId }).from(staffDepartments).where(eq(staffDepartments.staffId, staffId));
    roots = own.map((row) => row.id);
  }
  if (roots.length > 0) return { kind: 'dept', staffId, deptIds: await departmentSubtree(deps, roots) };
  return { kind: 'own', staffId };
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Condition on a fact table aliased `alias`: the facts attributed within the scope. */
export function factScope(scope: DataScope, alias: string): SQL {
  const t = sql.raw(alias);
  if (scope.kind === 'all') return sql`true`;
  if (scope.kind === 'dept') return scope.deptIds.length > 0 ? sql`${t}.dept_id IN (${idList(scope.deptIds)})` : sql`false`;
  return sql`${t}.staff_id = ${scope.staffId}`;
}

/** Condition on `customers` aliased `alias`: the customers in scope now (current owner). */
export function customerScope(scope: DataScope, alias: string): SQL {
  const t = sql.raw(alias);
  if (scope.kind === 'all') return sql`true`;
  if (scope.kind === 'dept') return scope.deptIds.length > 0 ? sql`${t}.dept_id IN (${idList(scope.deptIds)})` : sql`false`;
  return sql`${t}.owner_staff_id = ${scope.staffId}`;
}

export { idList };
