import { Suspense, lazy, useEffect, useState } from 'react';
import { useSessionUser } from '../auth';
import { ShortcutSheet, useGlobalShortcuts } from '../shortcuts';
import { whenIdle } from '../ui/when-idle';
import { usePalette } from './palette-store';

// The palette's code is its own chunk, fetched once the page is idle after sign-in.
const PaletteDialog = lazy(() => import('./palette-dialog'));

/**
 * Everything keyboard-first, mounted once for the whole app (sign-in pages included): the global
 * shortcuts, the command palette and the shortcut cheat sheet.
 */
export function PaletteHost() {
  useGlobalShortcuts();
  const open = usePalette((state) => state.open);
  const signedIn = useSessionUser() !== null;
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!signedIn || wanted) return;
    whenIdle(() => setWanted(true));
  }, [signedIn, wanted]);
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
