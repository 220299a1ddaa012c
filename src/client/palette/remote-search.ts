import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CustomerRow } from '../../shared/api/crm-calls';
import type { PortView } from '../../shared/api/device-calls';
import { queryClient } from '../api/query-client';
import { canUseDevices } from './device-actions';
import { canAdministerPeople, type PalettePerson } from './people-admin-actions';
import type { PaletteMode, PaletteServices } from './palette-types';

/** The permission the customer search (`#`) needs, as declared on its call. */
export const CUSTOMER_SEARCH_PERMISSION = 'CRM';
const DEBOUNCE_MS = 200;

export interface RemoteState {
  status: 'idle' | 'loading' | 'ready' | 'error' | 'forbidden';
  people: PalettePerson[];
  customers: CustomerRow[];
  devices: PortView[];
}

export const IDLE_REMOTE: RemoteState = { status: 'idle', people: [], customers: [], devices: [] };

/** What `#` searches for this person: customers (CRM), device ports (SIM-bank ports page), both, or nothing. */
export type RecordScope = 'customers' | 'devices' | 'both' | 'none';

export function recordScopeOf(services: PaletteServices): RecordScope {
  const customers = services.ctx.permissions.has(CUSTOMER_SEARCH_PERMISSION);
  const devices = canUseDevices(services);
  return customers && devices ? 'both' : customers ? 'customers' : devices ? 'devices' : 'none';
}

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
 * Server searches of the `@` (colleagues) and `#` (customers, device ports) modes, through the query
 * cache: asked once typing pauses, the previous request cancelled when the text changes, scoped by
 * the server to what the user may see. A search the person has no permission for is not even
 * attempted (customers need CRM, ports the SIM-bank ports page); with neither, `#` is forbidden.
 * The searches come from the palette's services (the app's API calls, or a test's).
 */
export function useRemoteSearch(mode: PaletteMode | null, query: string, services: PaletteServices): RemoteState {
  const keyword = query.trim();
  const scope = mode === '#' ? recordScopeOf(services) : 'none';
  const forbidden = mode === '#' && scope === 'none';
  const admin = mode === '@' && canAdministerPeople(services);
  const active = (mode === '@' || (mode === '#' && keyword !== '')) && !forbidden;
  const key = `${mode ?? ''}|${keyword}`;
  const settled = useSettled(key, mode === '@' && keyword === '' ? 0 : DEBOUNCE_MS) === key;
  const search = useQuery(
    {
      queryKey: ['palette', 'remote', mode, keyword, scope, admin],
      queryFn: async ({ signal }): Promise<Omit<RemoteState, 'status'>> => {
        if (mode === '@') {
          // Administrators search the accounts (disabled ones included, with their status).
          const people =
            admin && services.peopleAdmin ? services.peopleAdmin.search(keyword, signal) : services.searchPeople(keyword, signal);
          return { people: await people, customers: [], devices: [] };
        }
        const [customers, devices] = await Promise.all([
          scope === 'customers' || scope === 'both' ? services.searchCustomers(keyword, signal) : [],
          (scope === 'devices' || scope === 'both') && services.devices ? services.devices.search(keyword, signal) : [],
        ]);
        return { people: [], customers, devices };
      },
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
