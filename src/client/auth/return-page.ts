import { DEFAULT_TARGET, sanitizeRedirect } from './redirect-target';

/** In localStorage: per browser, so a sign-in in another tab or after a restart still finds it. */
export const RETURN_PAGE_KEY = 'signOutReturn';

/** The page a sign-out left and who left it (null: the user had not loaded yet). */
interface ReturnPage {
  path: string;
  staffId: number | null;
}

/** Sign-out: the next sign-in lands on this page; null (or an unsafe path) forgets any page. */
export function rememberReturnPage(path: string | null, staffId: number | null): void {
  const safe = sanitizeRedirect(path, '');
  if (!safe || safe === '/' || safe === DEFAULT_TARGET) localStorage.removeItem(RETURN_PAGE_KEY);
  else localStorage.setItem(RETURN_PAGE_KEY, JSON.stringify({ path: safe, staffId } satisfies ReturnPage));
}

export function readReturnPage(): ReturnPage | null {
  try {
    const value = JSON.parse(localStorage.getItem(RETURN_PAGE_KEY) ?? 'null') as Partial<ReturnPage> | null;
    // Any script of the origin can write here: the path passes the same check as a `redirect`.
    const path = sanitizeRedirect(value?.path, '');
    if (!path) return null;
    return { path, staffId: typeof value?.staffId === 'number' ? value.staffId : null };
  } catch {
    return null;
  }
}

/** Where a sign-in without a `redirect` of its own lands: the page the last sign-out left. */
export function returnPagePath(): string | null {
  return readReturnPage()?.path ?? null;
}
