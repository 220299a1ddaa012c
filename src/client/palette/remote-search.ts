import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CustomerRow } from '../../shared/api/crm-calls';
import type { StaffOption } from '../../shared/api/staff-calls';
import { queryClient } from '../api/query-client';
import type { PaletteMode, PaletteServices } from './palette-types';

/** The permission the customer search (`#`) needs, as declared on its call. */
export const CUSTOMER_SEARCH_PERMISSION = 'CRM';
const DEBOUNCE_MS = 200;

export interface RemoteState {
  status: 'idle' | 'loading' | 'ready' | 'error' | 'forbidden';
  people: StaffOption[];
  customers: CustomerRow[];
}

export const IDLE_REMOTE: RemoteState = { status: 'idle', people: [], customers: [] };

/** The text typing has paused on (after the debounce), so that not every keystroke asks the server. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayMs === 0 ? value : settled;
}

/**
 * Server searches of the `@` (colleagues) and `#` (customers) modes, through the query cache:
 * asked once typing pauses, the previous request cancelled when the text changes, scoped by the
 * server to what the user may see. Without the CRM permission the customer search is not even
 * attempted. The searches come from the palette's services (the app's API calls, or a test's).
 */
export function useRemoteSearch(mode: PaletteMode | null, query: string, services: PaletteServices): RemoteState {
  const keyword = query.trim();
  const forbidden = mode === '#' && !services.ctx.permissions.has(CUSTOMER_SEARCH_PERMISSION);
  const active = (mode === '@' || (mode === '#' && keyword !== '')) && !forbidden;
  const key = `${mode ?? ''}|${keyword}`;
  const settled = useSettled(key, mode === '@' && keyword === '' ? 0 : DEBOUNCE_MS) === key;
  const search = useQuery(
    {
      queryKey: ['palette', 'remote', mode, keyword],
      queryFn: ({ signal }): Promise<Pick<RemoteState, 'people' | 'customers'>> =>
        mode === '@'
          ? services.searchPeople(keyword, signal).then((people) => ({ people, customers: [] }))
          : services.searchCustomers(keyword, signal).then((customers) => ({ people: [], customers })),
      enabled: active && settled,
    },
    queryClient,
  );

  if (forbidden) return { ...IDLE_REMOTE, status: 'forbidden' };
  if (!active) return IDLE_REMOTE;
  // Until the answer for this very text arrives, the rows of the previous text are not shown.
  if (search.data) return { status: 'ready', ...search.data };
  return search.isError ? { ...IDLE_REMOTE, status: 'error' } : { ...IDLE_REMOTE, status: 'loading' };
}
