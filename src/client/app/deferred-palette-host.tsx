import { Suspense, lazy } from 'react';
import { useSessionUser } from '../auth';
import { useIdle } from '../ui/when-idle';

const PaletteHost = lazy(() =>
  // Opened on the sign-in page, the palette needs its commands' strings too.
  Promise.all([import('../palette/palette-host'), import('../i18n/all-messages')]).then(([module, messages]) => {
    messages.loadAllMessages();
    return { default: module.PaletteHost };
  }),
);

/** Shortcuts and the palette: at once for a signed-in person, after the first paint otherwise. */
export default function DeferredPaletteHost() {
  const signedIn = useSessionUser() !== null;
  const idle = useIdle();
  if (!signedIn && !idle) return null;
  return (
    <Suspense fallback={null}>
      <PaletteHost />
    </Suspense>
  );
}
