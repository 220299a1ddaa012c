import { Suspense, createElement } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../ui/loading-screen';
import { useSessionUser } from '../auth';
import { allowedRouters, canAccess } from '../routes/access';
import { resolveRoute } from '../routes/route-index';
import { ForbiddenPage, NotFoundPage } from './error-page';
import { firstPartyPage } from './first-party-pages';
import { SectionPage } from './section-page';

/**
 * Every path that is not one of the shell's own screens: resolve it against the route table,
 * apply the access rule (shell.md §5), render the section page, the 403 page or the 404 page.
 */
export function RoutedPage() {
  const { pathname, search } = useLocation();
  const user = useSessionUser();
  const route = resolveRoute(pathname);

  if (route.kind === 'redirect') return <Navigate to={`${route.to}${search}`} replace />;
  if (route.kind === 'unknown') return <NotFoundPage />;
  // Without a user only public sections get here (the guard saw to it); they decide themselves.
  if (user && !canAccess(route.path, allowedRouters(user.resource))) return <ForbiddenPage />;
  const Page = firstPartyPage(route.path);
  if (Page) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        {/* A stable lazy component looked up by path, not one created during render. */}
        {createElement(Page)}
      </Suspense>
    );
  }
  return <SectionPage route={route} />;
}
