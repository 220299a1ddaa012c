import { TIER, matchItem, prepareQuery } from './match-item';
import { normalizeText } from './normalize';
import type { SearchIndex } from './search-index';

/** Matched items of one query, best first, with their tiers (parallel arrays). */
export interface SearchResult {
  query: string;
  items: Int32Array;
  tiers: Uint8Array;
}

interface Matched {
  items: Int32Array;
  tiers: Uint8Array;
  positions: Uint8Array;
}

const CACHE_LIMIT = 48;

/**
 * Filters and ranks one index. A keystroke that extends the previous query only re-checks the
 * items that matched before (no match tier can appear by adding letters, within one typo budget),
 * and recent queries are cached, so Backspace is a look-up. Ranking: tier, then the boost
 * (frecency), then where the match starts, then the index order (menu order).
 */
export class Searcher {
  private readonly matched = new Map<string, Matched>();
  private readonly ranked = new Map<string, SearchResult>();
  private boost: Float64Array;
  private readonly pos = { at: 0 };

  constructor(
    readonly index: SearchIndex,
    boost?: Float64Array,
  ) {
    this.boost = boost ?? new Float64Array(index.size);
  }

  /** Forgets remembered queries (the benchmark starts each round cold with it). */
  clearCache(): void {
    this.matched.clear();
    this.ranked.clear();
  }

  /** New frecency figures: the matches stay valid, only the order changes. */
  setBoost(boost: Float64Array): void {
    this.boost = boost;
    this.ranked.clear();
  }

  search(rawQuery: string): SearchResult {
    const query = normalizeText(rawQuery);
    const cached = this.ranked.get(query);
    if (cached) return cached;
    const matched = this.match(query);
    const result = this.rank(query, matched);
    remember(this.ranked, query, result);
    return result;
  }

  private match(query: string): Matched {
    const known = this.matched.get(query);
    if (known) return known;
    const q = prepareQuery(query);
    const base = this.narrowestBase(query);
    const candidates = base?.items;
    const count = candidates ? candidates.length : this.index.size;
    const items = new Int32Array(count);
    const tiers = new Uint8Array(count);
    const positions = new Uint8Array(count);
    let found = 0;
    for (let k = 0; k < count; k += 1) {
      const i = candidates ? (candidates[k] as number) : k;
      const tier = matchItem(this.index, i, q, this.pos);
      if (tier === TIER.NONE) continue;
      items[found] = i;
      tiers[found] = tier;
      positions[found] = this.pos.at;
      found += 1;
    }
    const result = { items: items.slice(0, found), tiers: tiers.slice(0, found), positions: positions.slice(0, found) };
    remember(this.matched, query, result);
    return result;
  }

  /**
   * The longest cached query this one extends. Its matches are a superset of this query's, unless
   * this query may have more typos (4 and 8 letters): then every item is checked again.
   */
  private narrowestBase(query: string): Matched | undefined {
    let best: string | undefined;
    const budget = typosOf(query);
    for (const key of this.matched.keys()) {
      if (key.length === 0 || key.length >= query.length || !query.startsWith(key) || typosOf(key) < budget) continue;
      if (!best || key.length > best.length) best = key;
    }
    return best === undefined ? undefined : this.matched.get(best);
  }

  /**
   * Sorts by one packed number per item (tier, boost, start position, menu order) with the
   * engine's numeric sort: no comparator calls, which matters at 10,000 items.
   */
  private rank(query: string, matched: Matched): SearchResult {
    const { items, tiers, positions } = matched;
    const keys = new Float64Array(items.length);
    const boost = this.boost;
    for (let k = 0; k < items.length; k += 1) {
      const item = items[k] as number;
      const boosted = Math.min(BOOST_STEPS - 1, Math.round((boost[item] ?? 0) * 1000));
      // Ascending sort: smaller is better, so every part is stored as "how much worse".
      keys[k] =
        (((5 - (tiers[k] as number)) * BOOST_STEPS + (BOOST_STEPS - 1 - boosted)) * 256 + (positions[k] as number)) * INDEX_STEPS + item;
    }
    keys.sort();
    const sortedItems = new Int32Array(keys.length);
    const sortedTiers = new Uint8Array(keys.length);
    for (let k = 0; k < keys.length; k += 1) {
      const key = keys[k] as number;
      sortedItems[k] = key % INDEX_STEPS;
      sortedTiers[k] = 5 - Math.floor(key / (INDEX_STEPS * 256 * BOOST_STEPS));
    }
    return { query, items: sortedItems, tiers: sortedTiers };
  }
}

/** Packing limits: boosts in thousandths up to ~1,000 uses, up to 131,072 items (48 bits in all). */
const BOOST_STEPS = 2 ** 20;
const INDEX_STEPS = 2 ** 17;

const typosOf = (query: string) => prepareQuery(query).typos;

function remember<T>(cache: Map<string, T>, key: string, value: T): void {
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
}
