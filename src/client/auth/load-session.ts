import { miniAppToken, type TokenData } from '../../shared/api/auth-calls';
import { getUserInfo, type UserInfo } from '../../shared/api/staff-calls';
import { portalClient } from '../api/portal-client';
import { queryClient } from '../api/query-client';
import { currentPath, navigateTo } from '../routes/navigation';
import { useChangePasswordDialog } from './change-password-store';
import { SESSION_USER_KEY } from './session-user';

/**
 * What the route guard loads before the first signed-in render (shell.md §4).
 *
 * Extension point: the spec also loads the SIM-bank permission check and the system data here.
 * The shell registers a loader for those (`registerSessionLoader`); its reads go out together with
 * getUserInfo and the guard waits for both (a failing loader fails the start-up like getUserInfo does).
 */
export type SessionLoader = () => Promise<void>;

const sessionLoaders: SessionLoader[] = [];

export function registerSessionLoader(loader: SessionLoader): () => void {
  sessionLoaders.push(loader);
  return () => {
    const at = sessionLoaders.indexOf(loader);
    if (at >= 0) sessionLoaders.splice(at, 1);
  };
}

/**
 * The guard's one load: the user entry of the query cache, filled only once the loaders are done, so
 * the shell never renders half-loaded. Concurrent asks (re-renders, strict mode) share the fetch in
 * flight; a sign-out meanwhile removes the entry, which cancels the fetch (a CancelledError).
 */
export function loadSession(): Promise<UserInfo> {
  return queryClient.fetchQuery({
    queryKey: SESSION_USER_KEY,
    queryFn: async ({ signal }) => {
      // The loaders' reads go out beside the user's, not a round trip after it.
      const loaded = Promise.all(sessionLoaders.map((loader) => loader()));
      // Awaited below once the user is in; a failed user load leaves it unread.
      loaded.catch(() => undefined);
      // The route table comes with the check, fetched beside the user rather than with the sign-in page.
      const [user, { settleReturnPage }] = await Promise.all([
        portalClient.call(getUserInfo, undefined, { silent: true, signal }),
        import('./settle-return-page'),
      ]);
      // Before the shell renders: a different person leaves a page they may not open for home.
      const away = settleReturnPage(user, currentPath());
      if (away) navigateTo(away, { replace: true });
      await loaded;
      // An administrator created the account or reset its password: the person chooses their own first.
      if (user.mustChangePassword) useChangePasswordDialog.getState().show();
      return user;
    },
    // Read once per sign-in and kept while nothing observes it (readers watch the cache, not a query).
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

const exchanges = new Map<string, Promise<TokenData>>();

/** Chat-app forward: its code is single-use, so the same code is exchanged once. */
export function exchangeChatAppCode(authCode: string, corpId: string): Promise<TokenData> {
  let pending = exchanges.get(authCode);
  if (!pending) {
    pending = portalClient.call(miniAppToken, { query: { authCode, corpId } });
    exchanges.set(authCode, pending);
    pending.catch(() => undefined).finally(() => exchanges.delete(authCode));
  }
  return pending;
}
