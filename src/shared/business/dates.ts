/**
 * Business dates. The business day is the Asia/Shanghai calendar date (UTC+8 all year, no
 * daylight saving), written 'YYYY-MM-DD' on the wire. Weeks start on Monday.
 */
const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 86_400_000;

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Years the portal accepts: year 0 and five-digit years break PostgreSQL and `toISOString`. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;
const LOCAL_TIME = /^T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** True for a real calendar date written YYYY-MM-DD, in the years MIN_YEAR…MAX_YEAR. */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const year = Number(text.slice(0, 4));
  if (year < MIN_YEAR || year > MAX_YEAR) return false;
  const at = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === text;
}

/** True for a real date `YYYY-MM-DD` or a real local time `YYYY-MM-DDTHH:mm[:ss]`. */
export function isLocalDateTime(text: string): boolean {
  return isIsoDate(text.slice(0, 10)) && (text.length === 10 || LOCAL_TIME.test(text.slice(10)));
}

/** The Asia/Shanghai calendar date of an instant. */
export function shanghaiDate(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Shanghai business day starts. */
export function shanghaiDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - SHANGHAI_OFFSET_MS);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

export function addMonths(day: string, months: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + months;
  const first = new Date(Date.UTC(year, month, 1));
  return first.toISOString().slice(0, 10);
}

export function monthEnd(day: string): string {
  return addDays(addMonths(monthStart(day), 1), -1);
}

/** True when [from, to] starts on a month's first day and ends on a month's last day. */
export function isWholeMonths(from: string, to: string): boolean {
  return from === monthStart(from) && to === monthEnd(to) && from <= to;
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Monday of the week the day is in. */
export function weekStart(day: string): string {
  return addDays(day, 1 - isoWeekday(day));
}

export function quarterStart(day: string): string {
  const month = Number(day.slice(5, 7));
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  return `${day.slice(0, 4)}-${String(first).padStart(2, '0')}-01`;
}

/**
 * `2026-11-02T10:00`: the Asia/Shanghai date and minute of an ISO instant (null when missing or
 * unreadable). Worked out with the fixed offset, like the dates above: a time-zone formatter's
 * first use loads the zone data, some 15 ms on a slow machine, on the first page that shows a time.
 */
function shanghaiMinuteParts(iso: string | null): { day: string; minute: string } | null {
  if (!iso) return null;
  const local = new Date(Date.parse(iso) + SHANGHAI_OFFSET_MS);
  // Unreadable, or outside the four-digit years an ISO string can hold.
  if (Number.isNaN(local.getTime()) || local.getUTCFullYear() < 0 || local.getUTCFullYear() > 9999) return null;
  const text = local.toISOString();
  return { day: text.slice(0, 10), minute: text.slice(11, 16) };
}

/** `2026-11-02 10:00`: the Asia/Shanghai minute of an ISO instant; null when missing or unreadable. */
export function shanghaiMinute(iso: string | null): string | null {
  const parts = shanghaiMinuteParts(iso);
  return parts && `${parts.day} ${parts.minute}`;
}

/** The same minute in the portal's languages: `2026/11/02 10:00` (zh), `02/11/2026, 10:00` (en). */
export function shanghaiMinuteIn(language: 'zh' | 'en', iso: string | null): string | null {
  const parts = shanghaiMinuteParts(iso);
  if (!parts) return null;
  const [year, month, day] = parts.day.split('-');
  return language === 'zh' ? `${year}/${month}/${day} ${parts.minute}` : `${day}/${month}/${year}, ${parts.minute}`;
}
