import type { AppLanguage } from '../i18n/language';

/** 1536 → "1.5 KB". */
export function formatBytes(bytes: number | null): string {
  if (bytes === null || !Number.isFinite(bytes)) return '-';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** A server time in China time, as staff read it: 2026-11-02 10:00. */
export function formatTime(iso: string | null, language: AppLanguage): string {
  if (!iso) return '-';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '-';
  return timeFormat(language).format(at);
}

// Built once per language: a list of a hundred rows would otherwise build a hundred formatters.
const timeFormats = new Map<AppLanguage, Intl.DateTimeFormat>();
function timeFormat(language: AppLanguage): Intl.DateTimeFormat {
  let format = timeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    });
    timeFormats.set(language, format);
  }
  return format;
}
