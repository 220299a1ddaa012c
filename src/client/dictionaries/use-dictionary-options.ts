import { dictionaryOptions } from '../../shared/api/dictionary-calls';
import { useCall } from '../api/use-call';
import { useLanguage } from '../i18n/i18n';

/** A minute: an item an administrator disables leaves open filters soon, without a request per render. */
const FRESH_MS = 60_000;

/**
 * The enabled items of a dictionary as select options (value = item code, label in the page's
 * language), for forms and filters. Empty while loading or when the dictionary cannot be read.
 */
export function useDictionaryOptions(type: string): { value: string; label: string }[] {
  const { language } = useLanguage();
  const options = useCall(dictionaryOptions, { query: { type } }, { staleTime: FRESH_MS });
  return (options.data?.items ?? []).map((item) => ({ value: item.code, label: language === 'en' ? item.labelEn : item.label }));
}
