import { Suspense, lazy } from 'react';
import { useDialogStore } from './dialog-store';

// The alert dialog (Radix) loads with the first dialog a failure opens, never before a page paints.
const GlobalDialog = lazy(() => import('./global-dialog'));

/** Renders the first queued global dialog (shell.md §8 dialogs). Mounted once at the app root. */
export function DialogHost() {
  const current = useDialogStore((state) => state.queue[0]);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <GlobalDialog current={current} />
    </Suspense>
  );
}
