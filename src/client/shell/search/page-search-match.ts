import { useCallback, useState } from 'react';
import type { MenuNode } from '../../../shared/api/staff-calls';
import { loadPageFinder, type FindPagesOptions, type PageHit } from '../../palette';
import { showVersionBanner } from '../version-banner-store';

export type FindPages = (tree: readonly MenuNode[], query: string, options: FindPagesOptions) => PageHit[];

let loaded: FindPages | null = null;

/**
 * The palette's page matcher for the header's box. It comes with the pinyin keys, so it is loaded
 * when the box is first used rather than with the first paint; null until then. A module that no
 * longer loads means a new release: the shell's upgrade banner says so.
 */
export function usePageFinder(): { findPages: FindPages | null; load(): void } {
  const [findPages, setFindPages] = useState<FindPages | null>(() => loaded);
  const load = useCallback(() => {
    if (loaded) return void setFindPages(() => loaded);
    loadPageFinder().then((module) => {
      loaded = module.findPages;
      setFindPages(() => module.findPages);
    }, showVersionBanner);
  }, []);
  return { findPages, load };
}
