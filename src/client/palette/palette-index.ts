import type { Command, CommandContext } from '../../../commands/index';
import type { MenuNode } from '../../shared/api/staff-calls';
import type { RankingSnapshot } from './frecency';
import { highlightRanges } from './search/highlight';
import { buildSearchIndex } from './search/search-index';
import { Searcher } from './search/searcher';
import { commandEntries, pageEntries, type PaletteEntry } from './palette-entries';

/** The searchable items of one user's menu and actions, with their precomputed search keys. */
export interface PaletteIndex {
  entries: PaletteEntry[];
  searcher: Searcher;
  byKey: ReadonlyMap<string, number>;
  /** Indexes of the action entries (few): availability is re-checked for these only. */
  commandIndexes: number[];
}

export function createPaletteIndex(entries: PaletteEntry[]): PaletteIndex {
  const index = buildSearchIndex(entries.map((entry) => ({ zh: entry.title.zh, en: entry.title.en, keywords: entry.keywords })));
  warmUp(new Searcher(index), entries);
  return {
    entries,
    searcher: new Searcher(index),
    byKey: new Map(entries.map((entry, i) => [entry.key, i])),
    commandIndexes: entries.flatMap((entry, i) => (entry.kind === 'command' ? [i] : [])),
  };
}

/**
 * A few throw-away searches when the index is built, so that the first real keystroke runs
 * optimised code instead of paying for the engine's warm-up.
 */
function warmUp(searcher: Searcher, entries: readonly PaletteEntry[]): void {
  for (const query of ['s', 'd', 'sh', 'duan', 'dx', '客', 'send', 'rec0rd']) {
    const found = searcher.search(query).items;
    for (let k = 0; k < Math.min(found.length, 4); k += 1) highlightRanges(entries[found[k] as number]?.title.zh ?? '', query);
  }
}

const cache = new WeakMap<readonly MenuNode[], { signature: string; index: PaletteIndex }>();

/** Built once per menu load (memoised on the menu tree) and per set of registered actions. */
export function paletteIndexFor(tree: readonly MenuNode[], commands: readonly Command[], permissions: ReadonlySet<string>): PaletteIndex {
  const signature = `${commands.map((command) => command.id).join(',')}|${[...permissions].sort().join(',')}`;
  const known = cache.get(tree);
  if (known?.signature === signature) return known.index;
  const index = createPaletteIndex([...pageEntries(tree), ...commandEntries(commands, permissions)]);
  cache.set(tree, { signature, index });
  return index;
}

/** Hands the person's frecency to the index's ranking (call whenever the ranking changes). */
export function applyRanking(index: PaletteIndex, ranking: RankingSnapshot): void {
  const boost = new Float64Array(index.entries.length);
  for (const key of ranking.recent) {
    const at = index.byKey.get(key);
    if (at !== undefined) boost[at] = ranking.boostOf(key);
  }
  index.searcher.setBoost(boost);
}

/** Entries that must be skipped right now: actions whose `when` says no (one byte per entry). */
export function unavailableMask(index: PaletteIndex, commands: ReadonlyMap<string, Command>, ctx: CommandContext): Uint8Array {
  const mask = new Uint8Array(index.entries.length);
  for (const i of index.commandIndexes) {
    const command = commands.get(index.entries[i]?.commandId ?? '');
    if (!command || (command.permission && !ctx.permissions.has(command.permission)) || (command.when && !command.when(ctx))) mask[i] = 1;
  }
  return mask;
}
