import { highlightRanges, type Ranges } from './highlight';
import { buildSearchIndex, type SearchDoc } from './search-index';
import { Searcher } from './searcher';

export type { Ranges, SearchDoc };
export { highlightRanges };

/**
 * The palette's matcher over a feature's own list (processes, templates…): Chinese, English and
 * pinyin ranked as in the palette. Answers the indexes of the matching docs, best first.
 */
export function createTitleSearch(docs: readonly SearchDoc[]): (query: string) => number[] {
  const searcher = new Searcher(buildSearchIndex(docs));
  return (query) => Array.from(searcher.search(query).items);
}
