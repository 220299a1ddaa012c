import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { useChangePasswordDialog } from '../auth/change-password-store';
import { LoginPage } from '../auth/login-page';
import { AUTHORIZE_PATH, SIGN_IN_PATH } from '../auth/sign-in-paths';
import { pathChanged, setNavigator } from '../routes/navigation';
import { RouteGuard } from '../routes/route-guard';
import { LoadingScreen } from '../ui/loading-screen';
import { Arrived } from '../ui/arrived';
import DeferredPaletteHost from './deferred-palette-host';
import { signedInApp } from './load-signed-in-app';

const AuthorizePage = lazy(() => import('../auth/authorize-page').then((module) => ({ default: module.AuthorizePage })));
// Opened from the user menu or a command, or at once for a password an administrator set.
const ChangePasswordDialog = lazy(() =>
  import('../auth/change-password-dialog').then((module) => ({ default: module.ChangePasswordDialog })),
);

/** The change-password dialog, loaded the first time it opens and kept mounted from then on. */
function DeferredChangePasswordDialog() {
  const open = useChangePasswordDialog((state) => state.open);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ChangePasswordDialog />
    </Suspense>
  );
}

const loading = (element: ReactNode) => <Suspense fallback={<LoadingScreen />}>{element}</Suspense>;

/** Every navigation passes the guard first; dialogs that commands open live beside the pages. */
function Root() {
  return (
    <RouteGuard>
      <Outlet />
      <DeferredChangePasswordDialog />
      <DeferredPaletteHost />
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
      { path: SIGN_IN_PATH, element: <LoginPage /> },
      { path: AUTHORIZE_PATH, element: loading(<AuthorizePage />) },
      // The shell renders every other path itself (/refresh included, so the open tabs live on), one
      // kept-alive tab per page (shell/tabs/tab-content.tsx). It brings the route table, the commands
      // and every string, and loads once a signed-in page is shown.
      { path: '/*', element: <Arrived module={signedInApp} render={(app) => <app.default />} fallback={<LoadingScreen />} /> },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(APP_ROUTES);
  // Code outside components (sign-out, failure handler) navigates through the same router.
  setNavigator((to, options) => void router.navigate(to, options));
  // The history is already written when the router tells its subscribers.
  router.subscribe(pathChanged);
  return router;
}
