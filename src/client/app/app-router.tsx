import { Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AuthorizePage } from '../auth/authorize-page';
import { ChangePasswordDialog } from '../auth/change-password-dialog';
import { LoginPage } from '../auth/login-page';
import { HomePage } from '../home/home-page';
import { AppLayout } from '../layout/app-layout';
import { ForbiddenPage, NotFoundPage } from '../pages/error-page';
import { RefreshPage } from '../pages/refresh-page';
import { RoutedPage } from '../pages/routed-page';
import { setNavigator } from '../routes/navigation';
import { RouteGuard } from '../routes/route-guard';

/** Every navigation passes the guard first; dialogs that commands open live beside the pages. */
function Root() {
  return (
    <RouteGuard>
      <Outlet />
      <ChangePasswordDialog />
    </RouteGuard>
  );
}

/**
 * The shell's own screens are explicit routes; every other path goes through RoutedPage, which
 * reads the shared route table (menu pages, detail pages, redirects, section catch-alls, 404).
 * `/` never renders: the guard redirects it to /home.
 */
export const APP_ROUTES: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/authorize', element: <AuthorizePage /> },
      { path: '/refresh', element: <RefreshPage /> },
      {
        element: <AppLayout />,
        children: [
          { path: '/home', element: <HomePage /> },
          { path: '/403', element: <ForbiddenPage /> },
          { path: '/404', element: <NotFoundPage /> },
          { path: '*', element: <RoutedPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(APP_ROUTES);
  // Code outside components (sign-out, failure handler) navigates through the same router.
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
