import { useMemo } from 'react';
import { useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { HomePage } from '../../home';
import { ForbiddenPage, NotFoundPage, RefreshPage, RoutedPage } from '../../pages';

/**
 * What a tab shows for its own location. Each tab renders these routes against its location (not
 * the browser's), so a hidden tab keeps showing its page while another one is on screen.
 */
export const CONTENT_ROUTES: RouteObject[] = [
  { path: '/home', element: <HomePage /> },
  { path: '/403', element: <ForbiddenPage /> },
  { path: '/404', element: <NotFoundPage /> },
  { path: '/refresh', element: <RefreshPage /> },
  { path: '*', element: <RoutedPage /> },
];

export function TabContent({ pathname, search, tabKey }: { pathname: string; search: string; tabKey: string }) {
  const location = useMemo<Location>(() => ({ pathname, search, hash: '', state: null, key: tabKey }), [pathname, search, tabKey]);
  return useRoutes(CONTENT_ROUTES, location);
}
