import type { MailListFilters } from '../../../shared/api/mail-reading-calls';

/** The list filters a page keeps in its URL, so reload and back show the same view. */
export interface UrlFilters {
  keyword?: string;
  startDate?: string;
  endDate?: string;
  hasAttachments?: boolean;
  unread?: boolean;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFromSearch(search: URLSearchParams): UrlFilters {
  const keyword = search.get('keyword')?.trim().slice(0, 100) || undefined;
  const date = (name: string) => {
    const value = search.get(name) ?? '';
    return DATE.test(value) ? value : undefined;
  };
  const page = Number(search.get('page'));
  return {
    ...(keyword ? { keyword } : {}),
    ...(date('startDate') ? { startDate: date('startDate') } : {}),
    ...(date('endDate') ? { endDate: date('endDate') } : {}),
    ...(search.get('hasAttachments') === 'true' ? { hasAttachments: true } : {}),
    ...(search.get('unread') === 'true' ? { unread: true } : {}),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export function searchFromFilters(filters: UrlFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.keyword) search.set('keyword', filters.keyword);
  if (filters.startDate) search.set('startDate', filters.startDate);
  if (filters.endDate) search.set('endDate', filters.endDate);
  if (filters.hasAttachments) search.set('hasAttachments', 'true');
  if (filters.unread) search.set('unread', 'true');
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The call's filters (without paging): also what the detail cache sends as params. */
export function callFilters(filters: UrlFilters): Omit<MailListFilters, 'page' | 'pageSize'> {
  const { page: _page, ...rest } = filters;
  return rest;
}

export const isFiltered = (filters: UrlFilters): boolean =>
  Boolean(filters.keyword || filters.startDate || filters.endDate || filters.hasAttachments || filters.unread);
