import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import { PALETTE_USAGE_LIMIT, frecencyScore, type PaletteUsageEntry } from '../../shared/api/palette-calls';
import type { Db } from '../db/database';
import { paletteFavourites, paletteUsage } from '../db/schema/index';

type UsageRow = typeof paletteUsage.$inferSelect;

function toEntry(row: UsageRow, now: Date): PaletteUsageEntry {
  return {
    key: row.itemKey,
    count: row.useCount,
    lastUsedAt: row.lastUsedAt.toISOString(),
    score: frecencyScore(row.useCount, row.lastUsedAt.getTime(), now.getTime()),
  };
}

/** The person's used items, most boosted first, and their favourites, oldest first. */
export async function loadPaletteState(db: Db, staffId: number, now: Date) {
  const [usage, favourites] = await Promise.all([
    db.select().from(paletteUsage).where(eq(paletteUsage.staffId, staffId)),
    db
      .select()
      .from(paletteFavourites)
      .where(eq(paletteFavourites.staffId, staffId))
      .orderBy(asc(paletteFavourites.createdAt), asc(paletteFavourites.itemKey)),
  ]);
  const entries = usage
    .map((row) => toEntry(row, now))
    .sort((a, b) => b.score - a.score || b.lastUsedAt.localeCompare(a.lastUsedAt) || a.key.localeCompare(b.key));
  return {
    usage: entries,
    favourites: favourites.map((row) => ({ key: row.itemKey, createdAt: row.createdAt.toISOString() })),
    serverTime: now.toISOString(),
  };
}

/**
 * Counts one use at `now`. One statement (insert or increment) so that two tabs recording at the
 * same moment both count. Beyond the per-person limit the least recently used items are dropped.
 */
export async function recordPaletteUse(db: Db, staffId: number, key: string, now: Date): Promise<PaletteUsageEntry> {
  const [row] = await db
    .insert(paletteUsage)
    .values({ staffId, itemKey: key, useCount: 1, firstUsedAt: now, lastUsedAt: now })
    .onConflictDoUpdate({
      target: [paletteUsage.staffId, paletteUsage.itemKey],
      set: { useCount: sql`${paletteUsage.useCount} + 1`, lastUsedAt: now },
    })
    .returning();
  if (!row) throw new Error('palette usage upsert returned no row');
  await pruneUsage(db, staffId);
  return toEntry(row, now);
}

async function pruneUsage(db: Db, staffId: number): Promise<void> {
  const keep = db
    .select({ key: paletteUsage.itemKey })
    .from(paletteUsage)
    .where(eq(paletteUsage.staffId, staffId))
    .orderBy(desc(paletteUsage.lastUsedAt), asc(paletteUsage.itemKey))
    .limit(PALETTE_USAGE_LIMIT);
  await db.delete(paletteUsage).where(and(eq(paletteUsage.staffId, staffId), notInArray(paletteUsage.itemKey, keep)));
}

/** "Reset ranking" of one item: its uses are forgotten; a favourite stays a favourite. */
export async function resetPaletteItem(db: Db, staffId: number, key: string): Promise<boolean> {
  const removed = await db
    .delete(paletteUsage)
    .where(and(eq(paletteUsage.staffId, staffId), eq(paletteUsage.itemKey, key)))
    .returning({ key: paletteUsage.itemKey });
  return removed.length > 0;
}

export async function setPaletteFavourite(db: Db, staffId: number, key: string, favourite: boolean, now: Date) {
  if (favourite) {
    await db.insert(paletteFavourites).values({ staffId, itemKey: key, createdAt: now }).onConflictDoNothing();
  } else {
    await db.delete(paletteFavourites).where(and(eq(paletteFavourites.staffId, staffId), eq(paletteFavourites.itemKey, key)));
  }
  return { key, favourite };
}
