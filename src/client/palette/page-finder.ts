import type { MenuNode } from '../../shared/api/staff-calls';
import type { AppLanguage } from '../i18n/language';
import type { RankingSnapshot } from './frecency';
import { pageEntries } from './palette-entries';
import { applyRanking, createPaletteIndex, type PaletteIndex } from './palette-index';
import { highlightRanges, type Ranges } from './search/highlight';

/** A menu page found by the header's page search. */
export interface PageHit {
  /** The palette's ranking key of the page (`page:<path>`). */
  key: string;
  path: string;
  /** The title in the interface language. */
  name: string;
  /** What the query matched in `name` (pinyin matches mark the Chinese characters); empty when it matched the other language. */
  ranges: Ranges;
  /** Section › group, for context. */
  trail: string;
}

export interface FindPagesOptions {
  /** The page on screen, never offered. */
  currentPath: string;
  language: AppLanguage;
  /** The person's palette ranking: the same frecency orders both boxes. */
  ranking?: RankingSnapshot;
  limit?: number;
}

const indexes = new WeakMap<readonly MenuNode[], { index: PaletteIndex; ranking: RankingSnapshot | null }>();

/** The pages of one menu tree (external systems left out), indexed once per menu load. */
function pageIndexOf(tree: readonly MenuNode[]) {
  const known = indexes.get(tree);
  if (known) return known;
  const built = { index: createPaletteIndex(pageEntries(tree).filter((entry) => entry.kind === 'page')), ranking: null };
  indexes.set(tree, built);
  return built;
}

/**
 * shell.md §2/§5 page search with the palette's matcher: Chinese, English, full pinyin, initials
 * and mixes (`dxfsjl`, `duanxin`, `短信fs`), ranked exact > prefix > word start > initials > fuzzy,
 * then by the person's frecency, then menu order. Only non-empty text searches; only visible pages.
 */
export function findPages(tree: readonly MenuNode[], query: string, options: FindPagesOptions): PageHit[] {
  if (!query.trim()) return [];
  const { currentPath, language, ranking, limit = 50 } = options;
  const built = pageIndexOf(tree);
  if (ranking && built.ranking !== ranking) {
    applyRanking(built.index, ranking);
    built.ranking = ranking;
  }
  const hits: PageHit[] = [];
  for (const i of built.index.searcher.search(query).items) {
    const entry = built.index.entries[i];
    if (!entry?.path || entry.path === currentPath) continue;
    const name = entry.title[language];
    hits.push({ key: entry.key, path: entry.path, name, ranges: highlightRanges(name, query), trail: entry.breadcrumb?.[language] ?? '' });
    if (hits.length >= limit) break;
  }
  return hits;
}
