import { StrictMode, useEffect, useState } from 'react';
import { LoginPage } from '../auth/login-page';
import { followOtherTabs, useSession } from '../auth/session-store';
import { SIGN_IN_PATH } from '../auth/sign-in-paths';
import { pathChanged, releaseNavigator, setNavigator, type Navigator } from '../routes/navigation';
import { DialogHost } from '../ui/dialog-host';
import { LoadingScreen } from '../ui/loading-screen';
import { Toaster } from '../ui/toaster';
import { Arrived } from '../ui/arrived';
import { laterModule } from '../ui/later-module';
import { useIdle, usePainted } from '../ui/when-idle';
import { signedInApp } from './load-signed-in-app';

// The router, the route table and zod come with the app; a signed-out visit to /login paints first.
const appModule = laterModule(() => import('./app'));
const paletteHostModule = laterModule(() => import('./deferred-palette-host'));

/** A signed-out visit to the sign-in page: it is shown alone until the person signs in or goes elsewhere. */
function isSignInVisit(): boolean {
  return window.location.pathname === SIGN_IN_PATH && !useSession.getState().hasToken;
}

/**
 * The sign-in page as the browser's first paint needs it: no router, no route table, no schemas.
 * The palette arrives once the page is idle, the app (with the same page at /login) right after.
 */
function SignInAlone({ leave }: { leave: () => void }) {
  const idle = useIdle();
  useEffect(() => {
    // Fetched ahead, so that signing in goes on without a wait.
    if (idle) appModule.load().catch(() => undefined);
  }, [idle]);
  useEffect(() => {
    // A command or the failure handler going to another page hands over to the app, at that address.
    const handOver: Navigator = (to, options) => {
      window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
      leave();
    };
    setNavigator(handOver);
    // The app's router registers itself while this page is still mounted: leave it in place.
    return () => releaseNavigator(handOver);
  }, [leave]);
  return (
    <>
      <LoginPage />
      {/* Shortcuts and the palette on the sign-in page, once idle. */}
      {idle && <Arrived module={paletteHostModule} render={(host) => <host.default />} />}
    </>
  );
}

/** The client's root: the sign-in page alone on a signed-out visit to /login, the whole app otherwise. */
export function Entry() {
  const [alone, setAlone] = useState(isSignInVisit);
  const hasToken = useSession((state) => state.hasToken);
  // Signed in (here or in another tab): the app's guard takes the person on to their page.
  if (alone && hasToken) setAlone(false);
  const [leave] = useState(() => () => {
    setAlone(false);
    pathChanged();
  });
  useEffect(followOtherTabs, []);
  // Any other page shows the loading screen at once and asks for the app right after that paint.
  const painted = usePainted();
  useEffect(() => {
    // A signed-in visit shows the shell: it is fetched beside the app, not once the user has arrived.
    if (painted && !alone && hasToken) signedInApp.load().catch(() => undefined);
  }, [painted, alone, hasToken]);
  return (
    <StrictMode>
      {alone ? (
        <SignInAlone leave={leave} />
      ) : painted ? (
        <Arrived module={appModule} render={(app) => <app.App />} fallback={<LoadingScreen />} />
      ) : (
        <LoadingScreen />
      )}
      <Toaster />
      <DialogHost />
    </StrictMode>
  );
}
