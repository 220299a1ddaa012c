import { useState } from 'react';

/** Drops empty text filters so that the request carries only what narrows the list. */
function clean<F extends object>(filter: F): F {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '')) as F;
}

/**
 * The filters and page of a device list: changing a filter goes back to page 1; `request` is
 * the body to send (empty filters left out) and `filtered` whether any narrows the list.
 */
export function useListState<F extends object>(initial: F) {
  const [filter, setFilter] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const update = (patch: Partial<F>) => {
    setFilter((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const body = clean(filter);
  return { filter, body, page, setPage, update, filtered: Object.keys(body).length > 0 };
}
