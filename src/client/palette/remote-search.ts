import { useEffect, useState } from 'react';
import type { CustomerRow } from '../../shared/api/crm-calls';
import type { StaffOption } from '../../shared/api/staff-calls';
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

/**
 * Server searches of the `@` (colleagues) and `#` (customers) modes: debounced while typing, the
 * previous request aborted when the text changes, scoped by the server to what the user may see.
 * Without the CRM permission the customer search is not even attempted.
 */
export function useRemoteSearch(mode: PaletteMode | null, query: string, services: PaletteServices): RemoteState {
  const [state, setState] = useState<RemoteState & { key: string }>({ ...IDLE_REMOTE, key: '' });
  const keyword = query.trim();
  const key = `${mode ?? ''}|${keyword}`;
  const forbidden = mode === '#' && !services.ctx.permissions.has(CUSTOMER_SEARCH_PERMISSION);
  const active = (mode === '@' || (mode === '#' && keyword !== '')) && !forbidden;

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const request =
        mode === '@'
          ? services.searchPeople(keyword, controller.signal).then((people) => ({ people, customers: [] }))
          : services.searchCustomers(keyword, controller.signal).then((customers) => ({ people: [], customers }));
      request.then(
        (found) => !controller.signal.aborted && setState({ status: 'ready', ...found, key }),
        () => !controller.signal.aborted && setState({ ...IDLE_REMOTE, status: 'error', key }),
      );
    }, mode === '@' && keyword === '' ? 0 : DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, key, keyword, mode, services]);

  if (forbidden) return { ...IDLE_REMOTE, status: 'forbidden' };
  if (!active) return IDLE_REMOTE;
  // Until the answer for this very text arrives, the rows of the previous text are not shown.
  return state.key === key ? state : { ...IDLE_REMOTE, status: 'loading' };
}
