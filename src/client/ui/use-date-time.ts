import { useTranslation } from 'react-i18next';

/** Formats an ISO instant in the reader's language on the Shanghai clock; '—' for none. */
export function useDateTime(withTime = true): (iso: string | null) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'Asia/Shanghai',
  });
  return (iso) => (iso ? format.format(new Date(iso)) : '—');
}
