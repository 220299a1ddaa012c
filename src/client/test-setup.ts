import { loadAllMessages } from './i18n/all-messages';

// Units render feature components without the signed-in application's chunk, which loads the
// whole key tree in the running app: load it here the same way.
loadAllMessages();
