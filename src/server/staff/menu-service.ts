import type { MenuNode, ResourceEntry } from '../../shared/api/staff-calls';
import type { Db } from '../db/database';
import { loadMenuRows, type MenuRow } from './menu-rows';

function toNode(row: MenuRow): MenuNode {
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
 * The menu of a set of granted resources: granted menu nodes plus their ancestors (a page granted
 * on its own still shows under its section and group), in menu order, with the administrator's
 * names, icons, visibility, layouts and order (menu-rows.ts).
 */
export async function buildMenu(db: Db, granted: ReadonlySet<number>): Promise<StaffMenu> {
  const rows = await loadMenuRows(db);
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
