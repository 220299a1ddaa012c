import { sql } from 'drizzle-orm';
import type { AdminMenuNode } from '../../../shared/api/admin-menu-calls';
import type { Db } from '../../db/database';
import { menuOverrides } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { fail } from '../../http/app-error';
import { loadMenuRows, type MenuRow } from '../../staff';
import { announceGrants, bumpGrantsVersion } from '../grants-version';

const toNode = (row: MenuRow): AdminMenuNode => ({
  id: row.id,
  parentId: row.parentId,
  name: row.name,
  nameEn: row.nameEn,
  router: row.router,
  international: row.international,
  icon: row.icon,
  webShowFlag: row.webShowFlag,
  layoutName: row.layoutName,
  defaults: row.defaults,
  edited: row.edited,
});

export async function menuNodes(db: Db): Promise<AdminMenuNode[]> {
  return (await loadMenuRows(db)).map(toNode);
}

async function nodeOf(db: Db, id: number): Promise<AdminMenuNode> {
  const node = (await menuNodes(db)).find((candidate) => candidate.id === id);
  if (!node) throw fail.notFound();
  return node;
}

/** Runs a change with the grants version bump in its transaction, then tells open clients to reload their menus. */
async function changeMenu(deps: AppDeps, change: (tx: Db) => Promise<void>): Promise<void> {
  const version = await deps.db.transaction(async (tx) => {
    await change(tx as unknown as Db);
    return bumpGrantsVersion(tx as unknown as Db);
  });
  announceGrants(deps, version);
}

export interface MenuEdit {
  id: number;
  name: string;
  nameEn: string;
  icon: string | null;
  webShowFlag: boolean;
  layoutName: string;
}

/**
 * Stores only what differs from the route table (a null column follows it), so a later version's
 * renamed page shows its new name unless an administrator renamed it too.
 */
export async function saveMenuNode(deps: AppDeps, input: MenuEdit): Promise<AdminMenuNode> {
  const node = await nodeOf(deps.db, input.id);
  const differs = <K extends keyof MenuEdit & keyof AdminMenuNode['defaults']>(key: K) =>
    input[key] === node.defaults[key] ? null : input[key];
  const values = {
    name: differs('name') as string | null,
    nameEn: differs('nameEn') as string | null,
    icon: differs('icon') as string | null,
    webShowFlag: differs('webShowFlag') as boolean | null,
    layoutName: differs('layoutName') as string | null,
    updatedAt: deps.clock.now(),
  };
  await changeMenu(deps, async (tx) => {
    await tx
      .insert(menuOverrides)
      .values({ resourceId: node.id, ...values })
      .onConflictDoUpdate({ target: menuOverrides.resourceId, set: values });
  });
  return nodeOf(deps.db, node.id);
}

export async function reorderMenu(deps: AppDeps, parentId: number | null, ids: number[]): Promise<AdminMenuNode[]> {
  const nodes = await menuNodes(deps.db);
  const known = new Set(nodes.map((node) => node.id));
  if (parentId !== null && !known.has(parentId)) throw fail.notFound();
  const siblings = new Set(
    nodes.filter((node) => (node.parentId !== null && known.has(node.parentId) ? node.parentId : null) === parentId).map((node) => node.id),
  );
  const sent = new Set(ids);
  if (sent.size !== ids.length || sent.size !== siblings.size || ids.some((sibling) => !siblings.has(sibling))) {
    throw fail.validationKey('adminMenu.reorderMismatch', 'ids');
  }
  const now = deps.clock.now();
  await changeMenu(deps, async (tx) => {
    for (const [position, resourceId] of ids.entries()) {
      await tx
        .insert(menuOverrides)
        .values({ resourceId, position, updatedAt: now })
        .onConflictDoUpdate({ target: menuOverrides.resourceId, set: { position, updatedAt: now } });
    }
  });
  return menuNodes(deps.db);
}

export async function restoreMenuNode(deps: AppDeps, id: number): Promise<AdminMenuNode> {
  await nodeOf(deps.db, id);
  await changeMenu(deps, async (tx) => {
    await tx
      .update(menuOverrides)
      .set({ name: null, nameEn: null, icon: null, webShowFlag: null, layoutName: null, updatedAt: deps.clock.now() })
      .where(sql`${menuOverrides.resourceId} = ${id}`);
    // A row left with nothing but no position says nothing: drop it so the node reads as unedited.
    await tx.delete(menuOverrides).where(sql`${menuOverrides.resourceId} = ${id} and ${menuOverrides.position} is null`);
  });
  return nodeOf(deps.db, id);
}
