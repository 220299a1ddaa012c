import { loadAllMessages } from './i18n/all-messages';
import { loadServerMessages } from './ui/form/error-text';

// Units render feature components without the signed-in application's chunk, which loads the
// whole key tree in the running app: load it here the same way. The server's catalogue arrives
// after the first paint in the app; a unit submits its form at once, so it is here beforehand.
loadAllMessages();
await loadServerMessages();
