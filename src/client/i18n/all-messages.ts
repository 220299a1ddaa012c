import { en } from './en';
import { i18n } from './i18n';
import { I18N_CODES } from './language';
import { zhCN } from './zh-CN';

/**
 * Adds the whole key tree to the sign-in strings the first bundle carries. Called at the top of the
 * chunks that need it (the signed-in application, the palette), before any of their components
 * render; adding it twice changes nothing.
 */
let loaded = false;

export function loadAllMessages(): void {
  if (loaded) return;
  loaded = true;
  i18n.addResourceBundle(I18N_CODES.zh, 'translation', zhCN, true, true);
  i18n.addResourceBundle(I18N_CODES.en, 'translation', en, true, true);
}
