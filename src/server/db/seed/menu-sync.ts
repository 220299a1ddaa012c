import { notInArray, sql } from 'drizzle-orm';
import { HOME_MENU_ID, stableId } from '../../../shared/routes/menu-keys';
import { MENU_RESOURCES, subtreeIds } from '../../../shared/routes/menu-resources';
import type { Db } from '../database';
import { adminCounters, GRANTS_COUNTER, resources, roleResources, roles } from '../schema/index';
import { ROLES, type RoleSeed } from './demo-org';

/**
 * Writes the menu generated from the route table into `resources` (on every start, so a new
 * version's pages appear without a manual step) and gives the built-in roles the new nodes of
 * their sections. Grants are only ever added here; removing one is an administrator's decision.
 */
export async function syncMenu(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(resources)
      .values(MENU_RESOURCES.map((node) => ({ ...node, live: true })))
      .onConflictDoUpdate({
        target: resources.id,
        set: {
          parentId: sql`excluded.parent_id`,
          kind: sql`excluded.kind`,
          name: sql`excluded.name`,
          nameEn: sql`excluded.name_en`,
          router: sql`excluded.router`,
          international: sql`excluded.international`,
          icon: sql`excluded.icon`,
          webShowFlag: sql`excluded.web_show_flag`,
          layoutName: sql`excluded.layout_name`,
          sort: sql`excluded.sort`,
          area: sql`excluded.area`,
          live: sql`true`,
        },
      });
    await tx
      .update(resources)
      .set({ live: false })
      .where(
        notInArray(
          resources.id,
          MENU_RESOURCES.map((node) => node.id),
        ),
      );

    const existing = await tx.select({ id: roles.id, code: roles.code }).from(roles);
    for (const role of existing) {
      const seed = ROLES.find((candidate) => candidate.code === role.code);
      if (!seed) continue;
      const rows = [...grantedResourceIds(seed)].map((resourceId) => ({ roleId: role.id, resourceId }));
      if (rows.length > 0) await tx.insert(roleResources).values(rows).onConflictDoNothing();
    }
    // Other servers on the same database cache rights by this version: they rebuild menus on their next request.
    await tx
      .insert(adminCounters)
      .values({ name: GRANTS_COUNTER, value: 1 })
      .onConflictDoUpdate({ target: adminCounters.name, set: { value: sql`${adminCounters.value} + 1` } });
  });
}

/** Every resource id a built-in role holds. */
export function grantedResourceIds(role: RoleSeed): Set<number> {
  if (role.grants.includes('ALL')) return new Set(MENU_RESOURCES.map((node) => node.id));
  const roots: number[] = [];
  for (const grant of role.grants) {
    if (grant === 'HOME') roots.push(HOME_MENU_ID);
    else if (grant === 'EXTERNAL') {
      roots.push(...MENU_RESOURCES.filter((node) => node.area === 'EXT').map((node) => node.id));
    } else if (grant !== 'ALL') roots.push(stableId(`section:${grant}`));
  }
  const ids = subtreeIds(roots);
  for (const group of role.groups ?? []) {
    const node = MENU_RESOURCES.find((candidate) => candidate.international === group);
    if (!node) throw new Error(`role ${role.code}: no menu group ${group}`);
    // The group's section is granted as a node only, so the menu can show the group under it.
    if (node.parentId !== null) ids.add(node.parentId);
    for (const id of subtreeIds([node.id])) ids.add(id);
  }
  for (const key of role.buttons) ids.add(stableId(`button:${key}`));
  return ids;
}
