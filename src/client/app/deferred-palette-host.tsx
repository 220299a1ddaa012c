import { useSessionUser } from '../auth';
import { Arrived } from '../ui/arrived';
import { laterModule } from '../ui/later-module';
import { useIdle } from '../ui/when-idle';

const paletteHost = laterModule(() =>
  // Opened on the sign-in page, the palette needs its commands' strings too.
  Promise.all([import('../palette/palette-host'), import('../i18n/all-messages')]).then(([module, messages]) => {
    messages.loadAllMessages();
    return module;
  }),
);

/** Shortcuts and the palette: at once for a signed-in person, after the first paint otherwise. */
export default function DeferredPaletteHost() {
  const signedIn = useSessionUser() !== null;
  const idle = useIdle();
  if (!signedIn && !idle) return null;
  return <Arrived module={paletteHost} render={(host) => <host.PaletteHost />} />;
}
