import { create } from 'zustand';
import type { TokenData } from '../../shared/api/auth-calls';
import type { UserInfo } from '../../shared/api/staff-calls';
import { STORAGE_KEYS } from '../api/token-store';
import { portalClient, tokenStore } from '../api/portal-client';

/**
 * The signed-in user as the shell knows it. `hasToken` mirrors the token store so that the route
 * guard re-renders when a session starts or ends (the token store itself is not reactive).
 */
interface SessionState {
  hasToken: boolean;
  user: UserInfo | null;
  /** Target of a sign-in that just completed; the guard leaves /login or /authorize for it. */
  landing: string | null;
  setUser(user: UserInfo): void;
  /** Stores a fresh token pair (sign-in, SSO, chat-app exchange) and drops any previous user. */
  acceptTokens(data: TokenData, landing?: string | null): void;
  /** Forgets the user and the session flag (sign-out clears the stored tokens itself). */
  reset(): void;
}

export const useSession = create<SessionState>((set) => ({
  hasToken: tokenStore.read() !== null,
  user: null,
  landing: null,
  // The user is loaded once the landing page is reached, so the target is used up by then.
  setUser: (user) => set({ user, landing: null }),
  acceptTokens: (data, landing = null) => {
    portalClient.acceptTokens(data);
    set({ hasToken: true, user: null, landing });
  },
  reset: () => set({ hasToken: false, user: null, landing: null }),
}));

/** Another tab signed in or out: follow it, so this tab never acts on a dead session. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.token) return;
    const hasToken = tokenStore.read() !== null;
    const state = useSession.getState();
    if (hasToken !== state.hasToken) useSession.setState({ hasToken, user: null });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function permissionsOf(user: UserInfo | null): ReadonlySet<string> {
  return new Set(user?.permissions ?? []);
}
