import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { toSearch, type LinkParams } from '../../shared/business/page-links';
import { urlBody } from './url-body';

/**
 * The page's filters live in the URL under the query body's own names, so a reload, a shared
 * link or a fresh tab shows exactly the same view. `fixed` values (a page's product or customer
 * type) always win over the URL. With the call's body `schema`, filters the call would reject
 * are dropped for their defaults and listed in `reset`; `dismissReset` clears them from the URL.
 */
export function useUrlBody<T extends Record<string, unknown>>(defaults: T, fixed: Partial<T> = {}, schema?: z.ZodType) {
  const [search, setSearch] = useSearchParams();
  const read = useMemo(() => urlBody(schema, defaults, search, fixed), [schema, defaults, search, fixed]);
  const { body, kept, reset } = read;
  const write = useCallback(
    (params: Record<string, unknown>) => {
      const text = toSearch(params as LinkParams);
      // Replace, not push: a filter change is the same view refined, so it keeps its one tab.
      setSearch(new URLSearchParams(text.slice(1)), { replace: true });
    },
    [setSearch],
  );
  const update = useCallback(
    (patch: Partial<T>) => {
      const next = { ...kept, ...patch } as Record<string, unknown>;
      // Any filter change except paging starts again at page 1.
      if (!('page' in patch)) delete next.page;
      for (const key of Object.keys(fixed)) delete next[key];
      write(next);
    },
    [kept, fixed, write],
  );
  const dismissReset = useCallback(() => write(kept), [kept, write]);
  return { body, update, reset, dismissReset };
}
