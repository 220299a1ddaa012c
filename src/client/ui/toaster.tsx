import { Suspense, lazy, useEffect } from 'react';
import { useLaterModuleRequested } from './later-module';
import { loadToasts, sonnerModule } from './toast';
import { whenIdle } from './when-idle';

export { clearToasts, TOAST_DURATION_MS, TOAST_LIMIT } from './toast';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/** Mounted once at the app root; sonner arrives with the first toast or once the page is idle. */
export function Toaster() {
  const wanted = useLaterModuleRequested(sonnerModule);
  useEffect(() => whenIdle(() => void loadToasts()), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
