import { safeRelativePath } from '../../shared/relative-path';
import { AUTHORIZE_PATH, SIGN_IN_PATH } from './sign-in-paths';

/**
 * Where to go after signing in. Only same-site paths are accepted — a `redirect` query value is
 * attacker-controlled, and `//evil.example` or `https://…` would make the login page an open
 * redirect. Backslashes are refused too: browsers read `/\evil.example` as `//evil.example`.
 */
export const DEFAULT_TARGET = '/home';

/** Pages that make no sense to return to after signing in. */
const NO_RETURN = [SIGN_IN_PATH, AUTHORIZE_PATH];

export function sanitizeRedirect(target: string | null | undefined, fallback = DEFAULT_TARGET): string {
  // The server's rule for its own redirects: same-origin relative paths only.
  const safe = safeRelativePath(target ?? undefined, '');
  if (!safe) return fallback;
  const path = safe.split(/[?#]/, 1)[0] ?? '';
  if (NO_RETURN.includes(path)) return fallback;
  return safe;
}

/** `/login?redirect=…` for a referer, or plain `/login` when none is known. */
export function loginPath(referer: string | null | undefined): string {
  const safe = sanitizeRedirect(referer, '');
  if (!safe || safe === '/') return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ redirect: safe }).toString()}`;
}
