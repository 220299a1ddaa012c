import { create } from 'zustand';
import {
  frecencyScore,
  paletteRecordUse,
  paletteResetItem,
  paletteSetFavourite,
  paletteState,
} from '../../shared/api/palette-calls';
import { portalClient } from '../api/portal-client';

interface Use {
  count: number;
  lastUsedAt: number;
}

/**
 * The signed-in person's palette ranking, as stored on the server (so it follows them to any
 * machine). Changes show at once and are sent in the background; the next load reconciles.
 */
interface FrecencyState {
  staffId: number | null;
  uses: ReadonlyMap<string, Use>;
  favourites: readonly string[];
  /** Bumped on every change, for memoised boosts. */
  version: number;
  load(staffId: number): Promise<void>;
  clear(): void;
  recordUse(key: string): void;
  resetRanking(key: string): void;
  setFavourite(key: string, favourite: boolean): Promise<boolean>;
}

const quiet = { silent: true } as const;
/** Local changes since start; a load that began before one of them must not undo it. */
let changes = 0;

export const useFrecency = create<FrecencyState>((set, get) => ({
  staffId: null,
  uses: new Map(),
  favourites: [],
  version: 0,
  async load(staffId) {
    if (get().staffId !== staffId) set({ staffId, uses: new Map(), favourites: [], version: get().version + 1 });
    const changesAtStart = changes;
    try {
      const state = await portalClient.call(paletteState, undefined, quiet);
      if (get().staffId !== staffId || changes !== changesAtStart) return;
      const uses = new Map(state.usage.map((entry) => [entry.key, { count: entry.count, lastUsedAt: Date.parse(entry.lastUsedAt) }]));
      set({ uses, favourites: state.favourites.map((entry) => entry.key), version: get().version + 1 });
    } catch {
      // Ranking is a convenience: without it the palette still finds everything.
    }
  },
  clear: () => set({ staffId: null, uses: new Map(), favourites: [], version: get().version + 1 }),
  recordUse(key) {
    changes += 1;
    const uses = new Map(get().uses);
    const before = uses.get(key);
    uses.set(key, { count: (before?.count ?? 0) + 1, lastUsedAt: Date.now() });
    set({ uses, version: get().version + 1 });
    portalClient.call(paletteRecordUse, { body: { key } }, quiet).catch(() => undefined);
  },
  resetRanking(key) {
    changes += 1;
    const uses = new Map(get().uses);
    uses.delete(key);
    set({ uses, version: get().version + 1 });
    portalClient.call(paletteResetItem, { body: { key } }, quiet).catch(() => undefined);
  },
  async setFavourite(key, favourite) {
    changes += 1;
    const previous = get().favourites;
    const next = favourite ? [...previous.filter((k) => k !== key), key] : previous.filter((k) => k !== key);
    set({ favourites: next, version: get().version + 1 });
    try {
      await portalClient.call(paletteSetFavourite, { body: { key, favourite } }, quiet);
      return true;
    } catch {
      set({ favourites: previous, version: get().version + 1 });
      return false;
    }
  },
}));

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
