import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminRoleRow, DataScopeKind, ResourceNodeRow } from '../../shared/api/admin-calls';
import { APP_CODES } from '../../shared/error-codes';
import type { Db } from '../db/database';
import { resources, roleResources, roles, staffRoles } from '../db/schema/index';
import type { AppDeps } from '../deps';
import { AppError, fail } from '../http/app-error';
import { announceGrants, bumpGrantsVersion } from './grants-version';

const holders = sql<number>`(select count(*)::int from staff_roles sr where sr.role_id = "roles"."id")`;
// Written out: in a select drizzle renders the outer table's columns unqualified, which a subquery would rebind.
const grantCount = sql<number>`(select count(*)::int from role_resources rr join resources r on r.id = rr.resource_id where rr.role_id = "roles"."id" and r.live)`;

export async function roleRows(db: Db, id?: number): Promise<AdminRoleRow[]> {
  const rows = await db
    .select({
      id: roles.id,
      code: roles.code,
      name: roles.name,
      nameEn: roles.nameEn,
      description: roles.description,
      dataScope: roles.dataScope,
      holders,
      grants: grantCount,
    })
    .from(roles)
    .where(id === undefined ? undefined : eq(roles.id, id))
    .orderBy(asc(roles.id));
  return rows.map((row) => ({ ...row, dataScope: row.dataScope as DataScopeKind }));
}

async function roleRow(db: Db, id: number): Promise<AdminRoleRow> {
  const [row] = await roleRows(db, id);
  if (!row) throw fail.notFound();
  return row;
}

async function checkCodeFree(db: Db, code: string, exceptId?: number): Promise<void> {
  const [taken] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
  if (taken && taken.id !== exceptId) throw new AppError(APP_CODES.CONFLICT, 'admin.roleCodeTaken', {}, 409);
}

export interface RoleInput {
  id?: number | undefined;
  code: string;
  name: string;
  nameEn: string;
  description: string;
  dataScope: DataScopeKind;
}

export async function saveRole(deps: AppDeps, input: RoleInput): Promise<AdminRoleRow> {
  await checkCodeFree(deps.db, input.code, input.id);
  const values = { code: input.code, name: input.name, nameEn: input.nameEn, description: input.description, dataScope: input.dataScope };
  const outcome = await deps.db.transaction(async (tx) => {
    let id = input.id;
    if (id === undefined) {
      const [created] = await tx.insert(roles).values(values).returning({ id: roles.id });
      id = created!.id;
    } else {
      const [updated] = await tx.update(roles).set(values).where(eq(roles.id, id)).returning({ id: roles.id });
      if (!updated) throw fail.notFound();
    }
    return { id, version: await bumpGrantsVersion(tx as unknown as Db) };
  });
  announceGrants(deps, outcome.version);
  return roleRow(deps.db, outcome.id);
}

export async function copyRole(deps: AppDeps, input: { id: number; code: string; name: string; nameEn: string }): Promise<AdminRoleRow> {
  const source = await roleRow(deps.db, input.id);
  await checkCodeFree(deps.db, input.code);
  const id = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(roles)
      .values({ code: input.code, name: input.name, nameEn: input.nameEn, description: source.description, dataScope: source.dataScope })
      .returning({ id: roles.id });
    const granted = await tx.select({ resourceId: roleResources.resourceId }).from(roleResources).where(eq(roleResources.roleId, input.id));
    if (granted.length > 0) await tx.insert(roleResources).values(granted.map(({ resourceId }) => ({ roleId: created!.id, resourceId })));
    return created!.id;
  });
  return roleRow(deps.db, id);
}

/**
 * A role people hold is deleted only with an explicit successor role: its holders get that role
 * (unless they have it already), so nobody silently loses access they were given.
 */
export async function deleteRole(deps: AppDeps, id: number, reassignTo: number | undefined): Promise<{ id: number; reassigned: number }> {
  const role = await roleRow(deps.db, id);
  if (reassignTo === id) throw fail.validationKey('admin.reassignSame', 'reassignTo');
  if (reassignTo !== undefined) await roleRow(deps.db, reassignTo);
  if (role.holders > 0 && reassignTo === undefined) {
    throw new AppError(APP_CODES.CONFLICT, 'admin.roleHeld', { count: role.holders }, 409, { holders: role.holders });
  }
  const outcome = await deps.db.transaction(async (tx) => {
    let reassigned = 0;
    if (reassignTo !== undefined) {
      const held = await tx.select({ staffId: staffRoles.staffId }).from(staffRoles).where(eq(staffRoles.roleId, id));
      if (held.length > 0) {
        const moved = await tx
          .insert(staffRoles)
          .values(held.map(({ staffId }) => ({ staffId, roleId: reassignTo })))
          .onConflictDoNothing()
          .returning({ staffId: staffRoles.staffId });
        reassigned = moved.length;
      }
    }
    await tx.delete(roles).where(eq(roles.id, id));
    return { reassigned, version: await bumpGrantsVersion(tx as unknown as Db) };
  });
  announceGrants(deps, outcome.version);
  return { id, reassigned: outcome.reassigned };
}

export async function resourceNodes(db: Db): Promise<ResourceNodeRow[]> {
  const rows = await db
    .select({
      id: resources.id,
      parentId: resources.parentId,
      kind: resources.kind,
      name: resources.name,
      nameEn: resources.nameEn,
      router: resources.router,
      international: resources.international,
      sort: resources.sort,
    })
    .from(resources)
    .where(eq(resources.live, true))
    .orderBy(asc(resources.sort));
  return rows.map((row) => ({ ...row, kind: row.kind === 'button' ? 'button' : 'menu' }));
}

export async function grantsOf(db: Db, id: number): Promise<{ id: number; resourceIds: number[] }> {
  await roleRow(db, id);
  const rows = await db
    .select({ id: roleResources.resourceId })
    .from(roleResources)
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    .where(sql`${roleResources.roleId} = ${id} and ${resources.live}`)
    .orderBy(asc(roleResources.resourceId));
  return { id, resourceIds: rows.map((row) => row.id) };
}

/**
 * Replaces the grants of a role. The ancestors of every granted node are granted too (the tree
 * shows them half-checked): the menu shows a page only under its group and section. Grants of
 * nodes the route table no longer has are kept, as the menu sync keeps them.
 */
export async function saveGrants(
  deps: AppDeps,
  id: number,
  requested: number[],
): Promise<{ id: number; resourceIds: number[]; grantsVersion: number }> {
  await roleRow(deps.db, id);
  const nodes = await resourceNodes(deps.db);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const granted = new Set<number>();
  for (const resourceId of requested) {
    if (!byId.has(resourceId)) throw fail.validationKey('admin.unknownResource', 'resourceIds');
    let node = byId.get(resourceId);
    while (node && !granted.has(node.id)) {
      granted.add(node.id);
      node = node.parentId === null ? undefined : byId.get(node.parentId);
    }
  }
  const liveIds = nodes.map((node) => node.id);
  const version = await deps.db.transaction(async (tx) => {
    if (liveIds.length > 0)
      await tx.delete(roleResources).where(sql`${roleResources.roleId} = ${id} and ${inArray(roleResources.resourceId, liveIds)}`);
    if (granted.size > 0) {
      await tx
        .insert(roleResources)
        .values([...granted].map((resourceId) => ({ roleId: id, resourceId })))
        .onConflictDoNothing();
    }
    return bumpGrantsVersion(tx as unknown as Db);
  });
  announceGrants(deps, version);
  return { id, resourceIds: [...granted].sort((a, b) => a - b), grantsVersion: version };
}
