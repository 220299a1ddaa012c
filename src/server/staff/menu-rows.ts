import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { menuOverrides, resources } from '../db/schema/index';

type ResourceRow = typeof resources.$inferSelect;

/** A live menu node as served: the route table's node with an administrator's edits laid over it. */
export interface MenuRow extends ResourceRow {
  /** The generated node, before the edits (what "restore" goes back to). */
  defaults: Pick<ResourceRow, 'name' | 'nameEn' | 'icon' | 'webShowFlag' | 'layoutName'>;
  /** Names, icon, visibility or layout differ from the route table's (the order is not counted). */
  edited: boolean;
}

/**
 * Every live menu node, edits applied, parents before children and siblings in their menu order:
 * an administrator's order first (`position`), then nodes the route table added since, in its order.
 */
export async function loadMenuRows(db: Db): Promise<MenuRow[]> {
  const rows = await db
    .select({ node: resources, edit: menuOverrides })
    .from(resources)
    .leftJoin(menuOverrides, eq(menuOverrides.resourceId, resources.id))
    .where(and(eq(resources.kind, 'menu'), eq(resources.live, true)))
    .orderBy(asc(resources.sort));
  const children = new Map<number | null, { row: MenuRow; position: number | null }[]>();
  const ids = new Set(rows.map(({ node }) => node.id));
  for (const { node, edit } of rows) {
    const row: MenuRow = {
      ...node,
      name: edit?.name ?? node.name,
      nameEn: edit?.nameEn ?? node.nameEn,
      icon: edit?.icon ?? node.icon,
      webShowFlag: edit?.webShowFlag ?? node.webShowFlag,
      layoutName: edit?.layoutName ?? node.layoutName,
      defaults: { name: node.name, nameEn: node.nameEn, icon: node.icon, webShowFlag: node.webShowFlag, layoutName: node.layoutName },
      edited: !!edit && [edit.name, edit.nameEn, edit.icon, edit.webShowFlag, edit.layoutName].some((value) => value !== null),
    };
    // A node whose parent is gone shows at the top level, as the generated menu would show it.
    const parent = node.parentId !== null && ids.has(node.parentId) ? node.parentId : null;
    const siblings = children.get(parent) ?? [];
    siblings.push({ row, position: edit?.position ?? null });
    children.set(parent, siblings);
  }
  const ordered: MenuRow[] = [];
  const walk = (parent: number | null) => {
    const siblings = (children.get(parent) ?? []).sort(
      (a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) || a.row.sort - b.row.sort,
    );
    for (const { row } of siblings) {
      ordered.push(row);
      walk(row.id);
    }
  };
  walk(null);
  return ordered;
}
