import { Suspense, lazy } from 'react';
import { useSessionUser } from '../auth';
import { ShortcutSheet, useGlobalShortcuts } from '../shortcuts';
import { usePageSettled } from '../ui/when-idle';
import { useWarmWhenWanted } from './warm-palette';
import { usePalette } from './palette-store';

// The palette's code is its own chunk, fetched when the person heads for it, a while after a
// signed-in page shows its content, or when first opened (see warm-palette.ts).
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
  const wanted = useWarmWhenWanted(signedIn && settled);
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
