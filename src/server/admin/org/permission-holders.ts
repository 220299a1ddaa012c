import { asc, eq, inArray } from 'drizzle-orm';
import type { PermissionHolders } from '../../../shared/api/admin-org-calls';
import type { Db } from '../../db/database';
import { roleResources, roles, staff, staffRoles } from '../../db/schema/index';
import { fail } from '../../http/app-error';
import { resourceNodes } from '../role-admin';

/**
 * Who has a page or button, and why. A node is had through a role that grants it (the grant tree
 * stores a page's ancestors with it, so a button's grant is read as is). A role granting every
 * live node is marked `all` (the administrator's 全部权限), so the answer says "all" rather than
 * listing one grant among hundreds.
 */
export async function permissionHoldersOf(db: Db, resourceId: number): Promise<PermissionHolders> {
  const nodes = await resourceNodes(db);
  const resource = nodes.find((node) => node.id === resourceId);
  if (!resource) throw fail.notFound();
  const live = new Set(nodes.map((node) => node.id));

  const granting = await db
    .select({ id: roles.id, code: roles.code, name: roles.name, nameEn: roles.nameEn })
    .from(roleResources)
    .innerJoin(roles, eq(roles.id, roleResources.roleId))
    .where(eq(roleResources.resourceId, resourceId))
    .orderBy(asc(roles.id));
  const roleIds = granting.map((role) => role.id);
  const grants = roleIds.length === 0 ? [] : await db.select().from(roleResources).where(inArray(roleResources.roleId, roleIds));
  const liveCount = new Map<number, number>();
  for (const grant of grants) if (live.has(grant.resourceId)) liveCount.set(grant.roleId, (liveCount.get(grant.roleId) ?? 0) + 1);
  const held = roleIds.length === 0 ? [] : await db.select().from(staffRoles).where(inArray(staffRoles.roleId, roleIds));

  const roleRows = granting.map((role) => ({
    ...role,
    all: (liveCount.get(role.id) ?? 0) >= live.size,
    holders: held.filter((row) => row.roleId === role.id).length,
  }));
  const byRole = new Map(roleRows.map((role) => [role.id, role]));
  const staffIds = [...new Set(held.map((row) => row.staffId))];
  const people =
    staffIds.length === 0
      ? []
      : await db
          .select({ id: staff.id, username: staff.username, name: staff.name, nameEn: staff.nameEn, status: staff.status })
          .from(staff)
          .where(inArray(staff.id, staffIds))
          .orderBy(asc(staff.id));
  return {
    resource,
    roles: roleRows,
    people: people.map((person) => ({
      ...person,
      via: held
        .filter((row) => row.staffId === person.id)
        .map((row) => byRole.get(row.roleId)!)
        .sort((a, b) => a.id - b.id)
        .map(({ id, code, name, nameEn, all }) => ({ id, code, name, nameEn, all })),
    })),
  };
}
