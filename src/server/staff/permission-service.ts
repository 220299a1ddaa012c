import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { resources, roleResources, staffRoles } from '../db/schema/index';

/** Ids of the live resources the staff member's roles grant. */
export async function grantedResourceIds(db: Db, staffId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: resources.id })
    .from(staffRoles)
    .innerJoin(roleResources, eq(roleResources.roleId, staffRoles.roleId))
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    .where(and(eq(staffRoles.staffId, staffId), eq(resources.live, true)));
  return new Set(rows.map((row) => row.id));
}

/** Permission keys (`international`) of every live resource the staff member's roles grant. */
export async function loadPermissionKeys(db: Db, staffId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ key: resources.international })
    .from(staffRoles)
    .innerJoin(roleResources, eq(roleResources.roleId, staffRoles.roleId))
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    .where(and(eq(staffRoles.staffId, staffId), eq(resources.live, true)));
  return new Set(rows.map((row) => row.key));
}
