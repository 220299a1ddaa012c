import { customerQuery } from '../../shared/api/crm-calls';
import { staffSelect } from '../../shared/api/staff-calls';
import { portalClient } from '../api/portal-client';
import type { PaletteServices } from './palette-types';

const RESULT_LIMIT = 20;

/** The app's `@` and `#` searches (remote-search.ts reads them through the query cache). */
export const paletteSearches: Pick<PaletteServices, 'searchPeople' | 'searchCustomers'> = {
  searchPeople: (keyword, signal) => portalClient.call(staffSelect, { query: { keyword, limit: RESULT_LIMIT } }, { silent: true, signal }),
  searchCustomers: async (keyword, signal) =>
    (await portalClient.call(customerQuery, { body: { keyword, pageSize: RESULT_LIMIT } }, { silent: true, signal })).rows,
};
