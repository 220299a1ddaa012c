import { Suspense, lazy } from 'react';
import { useSessionUser } from '../auth';
import { ShortcutSheet, useGlobalShortcuts } from '../shortcuts';
import { useIdleAfter, usePageSettled } from '../ui/when-idle';
import { usePalette } from './palette-store';

// The palette's code is its own chunk, fetched once a signed-in page shows its content and the
// browser is idle (building its search keys never competes with that page), or when first opened.
const PaletteDialog = lazy(() => import('./palette-dialog'));

/**
 * Everything keyboard-first, mounted once for the whole app (sign-in pages included): the global
 * shortcuts, the command palette and the shortcut cheat sheet.
 */
export function PaletteHost() {
  useGlobalShortcuts();
  const open = usePalette((state) => state.open);
  const signedIn = useSessionUser() !== null;
  const settled = usePageSettled();
  const wanted = useIdleAfter(signedIn && settled);
  return (
    <>
      {(wanted || open) && (
        <Suspense fallback={null}>
          <PaletteDialog />
        </Suspense>
      )}
      <ShortcutSheet />
    </>
  );
}
