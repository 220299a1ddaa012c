import { and, asc, eq } from 'drizzle-orm';
import type { MenuNode, ResourceEntry } from '../../shared/api/staff-calls';
import type { Db } from '../db/database';
import { resources } from '../db/schema/index';
import { grantedResourceIds } from './permission-service';

type ResourceRow = typeof resources.$inferSelect;

function toNode(row: ResourceRow): MenuNode {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    router: row.router,
    international: row.international,
    icon: row.icon,
    webShowFlag: row.webShowFlag,
    parentId: row.parentId,
    resourceId: row.id,
    resourceName: row.name,
    layoutName: row.layoutName,
    active: row.live,
    children: [],
  };
}

export interface StaffMenu {
  tree: MenuNode[];
  /** Pages (and external menus) the user may open, flattened. */
  resources: ResourceEntry[];
}

/**
 * The staff member's menu: granted menu nodes plus their ancestors (a page granted on its own
 * still shows under its section and group), in menu order.
 */
export async function loadStaffMenu(db: Db, staffId: number): Promise<StaffMenu> {
  const [granted, rows] = await Promise.all([
    grantedResourceIds(db, staffId),
    db
      .select()
      .from(resources)
      .where(and(eq(resources.kind, 'menu'), eq(resources.live, true)))
      .orderBy(asc(resources.sort)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const visible = new Set<number>();
  for (const id of granted) {
    let current = byId.get(id);
    while (current && !visible.has(current.id)) {
      visible.add(current.id);
      current = current.parentId === null ? undefined : byId.get(current.parentId);
    }
  }
  const nodes = new Map<number, MenuNode>();
  const tree: MenuNode[] = [];
  const flat: ResourceEntry[] = [];
  for (const row of rows) {
    if (!visible.has(row.id)) continue;
    const node = toNode(row);
    nodes.set(row.id, node);
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else tree.push(node);
    if (row.router && granted.has(row.id)) {
      flat.push({ id: row.id, router: row.router, name: row.name, nameEn: row.nameEn, international: row.international });
    }
  }
  return { tree, resources: flat };
}

/** Button keys: granted resources of kind button. */
export async function loadButtonKeys(db: Db, staffId: number): Promise<string[]> {
  const granted = await grantedResourceIds(db, staffId);
  const rows = await db
    .select({ id: resources.id, key: resources.international })
    .from(resources)
    .where(and(eq(resources.kind, 'button'), eq(resources.live, true)));
  return rows.filter((row) => granted.has(row.id)).map((row) => row.key);
}
