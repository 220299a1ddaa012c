import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { shanghaiDate } from '../../shared/business/dates';
import type { AppDeps } from '../deps';
import { customerShares, departments, roles, staffDepartments, staffRoles } from '../db/schema/index';

/**
 * Whose business data a user may see. Resolved on the server for every call, so pages, exports
 * and the assistant all get the same answer:
 * - a role with data scope 'all' (admin, finance, ops) → everything;
 * - the lead of departments (departments.lead_staff_id), or a role with scope 'dept' → those
 *   departments and all their sub-departments;
 * - otherwise ('own', sales) → facts attributed to the user (the customers' owner on those
 *   days) and the customers the user owns now;
 * - 'dept' and 'own' also read the customers shared today with one of the user's departments or
 *   the departments they see (cross-dept-share approvals), until the share's last day: the
 *   customer lists and details, and those customers' own figures (customerFactScope).
 */
export type DataScope = (
  { kind: 'all'; staffId: number } | { kind: 'dept'; staffId: number; deptIds: number[] } | { kind: 'own'; staffId: number }
) & { sharedCustomerIds?: readonly number[] };

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
  const scope: DataScope =
    roots.length > 0 ? { kind: 'dept', staffId, deptIds: await departmentSubtree(deps, roots) } : { kind: 'own', staffId };
  const sharedCustomerIds = await sharedCustomers(deps, staffId, scope.kind === 'dept' ? scope.deptIds : []);
  return sharedCustomerIds.length > 0 ? { ...scope, sharedCustomerIds } : scope;
}

/** Customers shared today (Asia/Shanghai) with the user's own departments or the ones they see. */
async function sharedCustomers(deps: AppDeps, staffId: number, seen: readonly number[]): Promise<number[]> {
  const own = await deps.db.select({ id: staffDepartments.deptId }).from(staffDepartments).where(eq(staffDepartments.staffId, staffId));
  const deptIds = [...new Set([...own.map((row) => row.id), ...seen])];
  if (deptIds.length === 0) return [];
  const today = shanghaiDate(deps.clock.now());
  const rows = await deps.db
    .selectDistinct({ id: customerShares.customerId })
    .from(customerShares)
    .where(and(inArray(customerShares.deptId, deptIds), lte(customerShares.validFrom, today), gte(customerShares.validTo, today)));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** `rule OR <column> IN (shared customers)`: the scope's own rule widened by today's shares. */
function orShared(scope: DataScope, rule: SQL, column: SQL): SQL {
  const shared = scope.sharedCustomerIds ?? [];
  return shared.length > 0 ? sql`(${rule} OR ${column} IN (${idList(shared)}))` : rule;
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

/**
 * Facts of the customers the user may read: the fact scope plus today's shared customers. For a
 * customer's own figures; performance totals keep `factScope`, so a share never counts one
 * customer's traffic in two departments' results.
 */
export function customerFactScope(scope: DataScope, alias: string): SQL {
  if (scope.kind === 'all') return sql`true`;
  return orShared(scope, factScope(scope, alias), sql`${sql.raw(alias)}.customer_id`);
}

/** Condition on `customers` aliased `alias`: the customers in scope now (current owner). */
export function customerScope(scope: DataScope, alias: string): SQL {
  const t = sql.raw(alias);
  if (scope.kind === 'all') return sql`true`;
  const rule =
    scope.kind === 'dept'
      ? scope.deptIds.length > 0
        ? sql`${t}.dept_id IN (${idList(scope.deptIds)})`
        : sql`false`
      : sql`${t}.owner_staff_id = ${scope.staffId}`;
  return orShared(scope, rule, sql`${t}.id`);
}

export { idList };
