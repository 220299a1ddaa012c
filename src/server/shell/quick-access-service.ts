import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { QuickAccessEntry } from '../../shared/api/shell-calls';
import type { Db } from '../db/database';
import { quickAccessEntries, resources } from '../db/schema/index';
import { grantedResourceIds } from '../staff';

/** Menu pages (not directories, not external systems) among the ids, in the given order. */
async function pagesAmong(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(resources)
    .where(and(inArray(resources.id, [...ids]), eq(resources.kind, 'menu'), eq(resources.live, true), isNotNull(resources.router)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row?.router && row.router.startsWith('/') ? [row] : [];
  });
}

/** The staff member's quick-access entries that they may still open, in their order. */
export async function quickAccessOf(db: Db, staffId: number): Promise<QuickAccessEntry[]> {
  const [entries, granted] = await Promise.all([
    db.select().from(quickAccessEntries).where(eq(quickAccessEntries.staffId, staffId)).orderBy(asc(quickAccessEntries.sort)),
    grantedResourceIds(db, staffId),
  ]);
  const pages = await pagesAmong(
    db,
    entries.map((entry) => entry.resourceId).filter((id) => granted.has(id)),
  );
  return pages.map((page) => ({ resourceId: page.id, router: page.router ?? '', name: page.name, nameEn: page.nameEn }));
}

/** Replaces the entries; ids that are not pages the staff member holds are dropped. */
export async function saveQuickAccess(db: Db, staffId: number, resourceIds: readonly number[]): Promise<QuickAccessEntry[]> {
  const granted = await grantedResourceIds(db, staffId);
  const unique = [...new Set(resourceIds)].filter((id) => granted.has(id));
  const pages = await pagesAmong(db, unique);
  await db.transaction(async (tx) => {
    await tx.delete(quickAccessEntries).where(eq(quickAccessEntries.staffId, staffId));
    if (pages.length > 0) {
      await tx.insert(quickAccessEntries).values(pages.map((page, sort) => ({ staffId, resourceId: page.id, sort })));
    }
  });
  return quickAccessOf(db, staffId);
}
