import { Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { registerAssistant } from '../assistant/register-assistant';
import { AuthorizePage } from '../auth/authorize-page';
import { ChangePasswordDialog } from '../auth/change-password-dialog';
import { LoginPage } from '../auth/login-page';
import { PaletteHost } from '../palette/palette-host';
import { setNavigator } from '../routes/navigation';
import { AppLayout } from '../shell/shell-layout';
import { RouteGuard } from '../routes/route-guard';

registerAssistant();

/** Every navigation passes the guard first; dialogs that commands open live beside the pages. */
function Root() {
  return (
    <RouteGuard>
      <Outlet />
      <ChangePasswordDialog />
      <PaletteHost />
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
      // The shell renders every other path itself (/refresh included, so the open tabs live on), one
      // kept-alive tab per page (shell/tabs/tab-content.tsx).
      { path: '/*', element: <AppLayout /> },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(APP_ROUTES);
  // Code outside components (sign-out, failure handler) navigates through the same router.
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
