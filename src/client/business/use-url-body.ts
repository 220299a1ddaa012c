import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromSearch, toSearch, type LinkParams } from '../../shared/business/page-links';

/**
 * The page's filters live in the URL under the query body's own names, so a reload, a shared
 * link or a fresh tab shows exactly the same view. `fixed` values (a page's product or customer
 * type) always win over the URL.
 */
export function useUrlBody<T extends Record<string, unknown>>(defaults: T, fixed: Partial<T> = {}) {
  const [search, setSearch] = useSearchParams();
  const fromUrl = useMemo(() => fromSearch(search), [search]);
  const body = useMemo(() => ({ ...defaults, ...fromUrl, ...fixed }) as T, [defaults, fromUrl, fixed]);
  const update = useCallback(
    (patch: Partial<T>) => {
      const next = { ...fromUrl, ...patch } as Record<string, unknown>;
      // Any filter change except paging starts again at page 1.
      if (!('page' in patch)) delete next.page;
      for (const key of Object.keys(fixed)) delete next[key];
      const text = toSearch(next as LinkParams);
      // Replace, not push: a filter change is the same view refined, so it keeps its one tab.
      setSearch(new URLSearchParams(text.slice(1)), { replace: true });
    },
    [fromUrl, fixed, setSearch],
  );
  return { body, update };
}
