import { STORAGE_KEYS, type KeyValueStorage } from '../api/token-store';

/** The two interface languages. `zh`/`en` match the shared Title and message objects. */
export type AppLanguage = 'zh' | 'en';

/** i18next language codes, also sent as Accept-Language so server messages follow the UI. */
export const I18N_CODES: Record<AppLanguage, string> = { zh: 'zh-CN', en: 'en' };

/** shell.md §3: the stored locale is `cn` or `en`. */
const STORED_VALUE: Record<AppLanguage, string> = { zh: 'cn', en: 'en' };

export function languageFromStored(value: string | null): AppLanguage | null {
  if (value === 'cn') return 'zh';
  if (value === 'en') return 'en';
  return null;
}

/** Chinese variants: zh, zh-CN, zh-Hans, zh-TW, zh_HK… */
export function isChineseVariant(browserLanguage: string | undefined | null): boolean {
  return /^zh(?:[-_]|$)/i.test(browserLanguage ?? '');
}

/** shell.md §5: the stored choice wins; else Chinese for a Chinese browser, English otherwise. */
export function resolveLanguage(stored: string | null, browserLanguage: string | undefined | null): AppLanguage {
  return languageFromStored(stored) ?? (isChineseVariant(browserLanguage) ? 'zh' : 'en');
}

export function storeLanguage(storage: KeyValueStorage, language: AppLanguage): void {
  storage.setItem(STORAGE_KEYS.locale, STORED_VALUE[language]);
}

export function languageOfCode(code: string | undefined): AppLanguage {
  return code?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/** Picks the string of a `{ zh, en }` pair (route table titles, command titles). */
export function pick(title: { zh: string; en: string }, language: AppLanguage): string {
  return title[language];
}
