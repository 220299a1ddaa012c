import { shanghaiMinuteIn } from '../../shared/business/dates';
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

/** A server time in China time, as staff read it: 2026/11/02 10:00 (zh), 02/11/2026, 10:00 (en). */
export function formatTime(iso: string | null, language: AppLanguage): string {
  return shanghaiMinuteIn(language, iso) ?? '-';
}
