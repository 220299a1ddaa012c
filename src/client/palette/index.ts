/** The palette feature as other features see it: everything they may import. */
export { paletteActions } from './palette-actions';
export { usePaletteRanking } from './palette-ranking';
export { usePalette } from './palette-store';
export { PaletteTrigger } from './palette-trigger';
export { useShortcutSheet } from './shortcut-sheet-store';
export type { FindPagesOptions, PageHit } from './page-finder';

/** The palette's matcher for the header's page search, loaded with the pinyin keys on first use (not at first paint). */
export const loadPageFinder = () => import('./page-finder');

/** The same matcher over any list of titles (pinyin included), loaded on first use like the page finder. */
export const loadTitleSearch = () => import('./search/title-search');
export type { SearchDoc } from './search/search-index';
