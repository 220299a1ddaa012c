/** Business days are counted in China time (Asia/Shanghai, UTC+8, no daylight saving). */
const OFFSET_MS = 8 * 3_600_000;

export function businessDay(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a YYYY-MM-DD day. */
export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
}
