import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '../api/token-store';
import { I18N_CODES, languageOfCode, resolveLanguage, storeLanguage, type AppLanguage } from './language';
import { coreEn, coreZh } from './messages/core';
import type { Messages } from './zh-CN';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (privacy mode): fall back to the browser language
  }
}

const initial = resolveLanguage(
  safeLocalStorage()?.getItem(STORAGE_KEYS.locale) ?? null,
  typeof navigator === 'undefined' ? null : navigator.language,
);

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  // Only the sign-in pages' strings: the rest arrive with the signed-in application (all-messages.ts).
  resources: { [I18N_CODES.zh]: { translation: coreZh }, [I18N_CODES.en]: { translation: coreEn } },
  lng: I18N_CODES[initial],
  fallbackLng: I18N_CODES.zh,
  supportedLngs: [I18N_CODES.zh, I18N_CODES.en],
  // Resources are bundled: initialise synchronously so the first render is already translated.
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});
syncDocumentLanguage();

function syncDocumentLanguage(): void {
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
}

export function currentLanguage(): AppLanguage {
  return languageOfCode(i18n.language);
}

/** Switches without reload: every useTranslation consumer re-renders, menus included. */
export async function setLanguage(language: AppLanguage): Promise<void> {
  const storage = safeLocalStorage();
  if (storage) storeLanguage(storage, language);
  await i18n.changeLanguage(I18N_CODES[language]);
  syncDocumentLanguage();
}

/** useTranslation plus the app's two-letter language. */
export function useLanguage() {
  const { t, i18n: instance } = useTranslation();
  return { t, language: languageOfCode(instance.language) };
}
