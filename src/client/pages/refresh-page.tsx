import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { sanitizeRedirect } from '../auth';
import { tabOf, useTabs } from '../shell';

/**
 * /refresh?redirectPath=/x&a=1 → /x?a=1 (shell.md §2): reopens a page so it mounts afresh.
 * Only same-site paths; anything else goes home.
 */
export function refreshTarget(search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  const path = rest.get('redirectPath');
  rest.delete('redirectPath');
  const safe = sanitizeRedirect(path);
  if (safe !== path) return safe;
  const target = new URL(safe, 'http://same-site.invalid');
  rest.forEach((value, key) => target.searchParams.append(key, value));
  return `${target.pathname}${target.search}${target.hash}`;
}

export function RefreshPage() {
  const [params] = useSearchParams();
  const target = refreshTarget(params);
  const url = new URL(target, 'http://same-site.invalid');
  // The target's tab is kept alive; remount it so the page really loads afresh.
  useEffect(() => useTabs.getState().refresh(tabOf(url.pathname, url.search).key), [url.pathname, url.search]);
  return <Navigate to={target} replace />;
}
