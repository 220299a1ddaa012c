const PROBE_ORIGIN = 'http://portal.invalid';

/**
 * The path itself when it is a same-origin relative path, else the fallback. Backslashes and
 * control characters are refused outright: browsers read `/\evil.example` as `//evil.example`.
 */
export function safeRelativePath(target: string | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return fallback;
  if ([...target].some((ch) => ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return fallback;
  try {
    return new URL(target, PROBE_ORIGIN).origin === PROBE_ORIGIN ? target : fallback;
  } catch {
    return fallback;
  }
}
