import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { loadToasts, toasterWanted } from './toast';
import { whenIdle } from './when-idle';

export { clearToasts, TOAST_DURATION_MS, TOAST_LIMIT } from './toast';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/** Mounted once at the app root; sonner arrives with the first toast or once the page is idle. */
export function Toaster() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  useEffect(() => whenIdle(() => void loadToasts()), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
