import { logout } from '../../shared/api/auth-calls';
import { portalClient, tokenStore } from '../api/portal-client';
import { currentPath, navigateTo } from '../routes/navigation';
import { SSO_STORAGE_KEYS } from './sso-state';
import { loginPath } from './redirect-target';
import { rememberReturnPage } from './return-page';
import { useSession } from './session-store';
import { sessionUser } from './session-user';

export interface SignOutOptions {
  /** Page to come back to after signing in again; defaults to the current page. null: none. */
  referer?: string | null;
  /** Revoke the session on the server first (false when the server already ended it). */
  callServer?: boolean;
}

let pending: Promise<void> | null = null;

/**
 * shell.md §4 sign-out: end the server session, clear the stored session (local storage keys,
 * token cookie, expiry data), forget the user, go to /login?redirect=<referer>. The browser also
 * keeps the referer for the next sign-in that comes without a redirect (another tab, a restart).
 * Concurrent calls (several failing requests at once) share one sign-out.
 */
export function signOut(options: SignOutOptions = {}): Promise<void> {
  if (pending) return pending;
  const referer = options.referer === undefined ? currentPath() : options.referer;
  rememberReturnPage(referer, sessionUser()?.staffId ?? null);
  pending = (async () => {
    try {
      if (options.callServer !== false && tokenStore.read()) {
        // Best effort: the local session ends whether or not the server answers.
        await portalClient.call(logout, undefined, { silent: true }).catch(() => undefined);
      }
    } finally {
      tokenStore.clear();
      for (const key of Object.values(SSO_STORAGE_KEYS)) sessionStorage.removeItem(key);
      // Reset before navigating: the guard must already see "no session" when /login renders.
      useSession.getState().reset();
      navigateTo(loginPath(referer), { replace: true });
      pending = null;
    }
  })();
  return pending;
}
