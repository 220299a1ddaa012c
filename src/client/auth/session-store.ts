import { create } from 'zustand';
import type { TokenData } from '../../shared/api/auth-calls';
import { STORAGE_KEYS } from '../api/token-store';
import { portalClient, tokenStore } from '../api/portal-client';
import { forgetSessionData } from '../api/query-client';

/**
 * The session as client state. `hasToken` mirrors the token store so that the route guard
 * re-renders when a session starts or ends (the token store itself is not reactive); the user is
 * server state, in the query cache (session-user.ts).
 */
interface SessionState {
  hasToken: boolean;
  /** Target of a sign-in that just completed; the guard leaves /login or /authorize for it. */
  landing: string | null;
  /** The user is loaded on the landing page, so the target is used up. */
  landed(): void;
  /** Stores a fresh token pair (sign-in, SSO, chat-app exchange) and drops any previous user's data. */
  acceptTokens(data: TokenData, landing?: string | null): void;
  /** Forgets the session flag and the user's data (sign-out clears the stored tokens itself). */
  reset(): void;
}

export const useSession = create<SessionState>((set) => ({
  hasToken: tokenStore.read() !== null,
  landing: null,
  landed: () => set({ landing: null }),
  acceptTokens: (data, landing = null) => {
    portalClient.acceptTokens(data);
    forgetSessionData();
    set({ hasToken: true, landing });
  },
  reset: () => {
    // The flag first: with the user gone but a token still flagged, the guard would load it again.
    set({ hasToken: false, landing: null });
    forgetSessionData();
  },
}));

/** Another tab signed in or out: follow it, so this tab never acts on a dead session. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.token) return;
    const hasToken = tokenStore.read() !== null;
    if (hasToken === useSession.getState().hasToken) return;
    useSession.setState({ hasToken });
    forgetSessionData();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
