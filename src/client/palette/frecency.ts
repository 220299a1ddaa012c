import { frecencyScore } from '../../shared/api/palette-calls';

export interface Use {
  count: number;
  lastUsedAt: number;
}

/** What the palette ranks with: a boost per key, favourites, and the used keys, most boosted first. */
export interface RankingSnapshot {
  boostOf(key: string): number;
  favourites: readonly string[];
  recent: readonly string[];
  hasUses(key: string): boolean;
}

export function rankingSnapshot(uses: ReadonlyMap<string, Use>, favourites: readonly string[], now = Date.now()): RankingSnapshot {
  const scores = new Map<string, number>();
  for (const [key, use] of uses) scores.set(key, frecencyScore(use.count, use.lastUsedAt, now));
  const recent = [...scores.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([key]) => key);
  return { boostOf: (key) => scores.get(key) ?? 0, favourites, recent, hasUses: (key) => uses.has(key) };
}

export const EMPTY_RANKING: RankingSnapshot = rankingSnapshot(new Map(), []);
