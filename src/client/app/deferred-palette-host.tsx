import { useSessionUser } from '../auth';
import { laterModule, useArrivedModule } from '../ui/later-module';
import { useIdle } from '../ui/when-idle';

const paletteHost = laterModule(() =>
  // Opened on the sign-in page, the palette needs its commands' strings too.
  Promise.all([import('../palette/palette-host'), import('../i18n/all-messages')]).then(([module, messages]) => {
    messages.loadAllMessages();
    return module;
  }),
);

/** The host once it has arrived (not Suspense: see useArrivedModule). */
function ArrivedPaletteHost() {
  const host = useArrivedModule(paletteHost);
  return host ? <host.PaletteHost /> : null;
}

/** Shortcuts and the palette: at once for a signed-in person, after the first paint otherwise. */
export default function DeferredPaletteHost() {
  const signedIn = useSessionUser() !== null;
  const idle = useIdle();
  if (!signedIn && !idle) return null;
  return <ArrivedPaletteHost />;
}
