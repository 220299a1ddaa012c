import { AUTHORIZE_PATH, SIGN_IN_PATH } from '../auth';
import { PUBLIC_PREFIXES } from '../../shared/routes/public-prefixes';

/**
 * shell.md §4 route guard as a pure decision; route-guard.tsx carries it out. Kept apart from
 * React so each branch is unit tested.
 */
export type GuardDecision =
  | { kind: 'redirect'; to: string }
  /** Signed in, user not loaded yet: load it (and, later, the SIM-bank check and system data). */
  | { kind: 'load-user' }
  /** A forward from the chat app: exchange its code for a session, then carry on. */
  | { kind: 'chat-app-exchange'; authCode: string; corpId: string; continueTo: string }
  | { kind: 'render' };

export interface GuardInput {
  pathname: string;
  /** Raw query string with or without the leading `?`. */
  search: string;
  hasToken: boolean;
  userLoaded: boolean;
  /** Where a sign-in that just completed wants to go (login `redirect`, SSO Jump). */
  landing?: string | null;
}

export const SIGN_IN_PATHS: readonly string[] = [SIGN_IN_PATH, AUTHORIZE_PATH];

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function isPublicPath(pathname: string): boolean {
  return SIGN_IN_PATHS.includes(pathname) || PUBLIC_PREFIXES.some((prefix) => isUnder(pathname, prefix));
}

export function guardDecision({ pathname, search, hasToken, userLoaded, landing }: GuardInput): GuardDecision {
  const query = new URLSearchParams(search);
  if (pathname === '/') return { kind: 'redirect', to: `/home${queryString(query)}` };

  if (hasToken) {
    // The sign-in pages never navigate themselves: they store the tokens and the guard moves on,
    // so the router never sees "token stored, still on /login" and "new page, no token" race.
    if (SIGN_IN_PATHS.includes(pathname)) return { kind: 'redirect', to: landing || '/' };
    return userLoaded ? { kind: 'render' } : { kind: 'load-user' };
  }

  const corpId = query.get('corpId');
  const authCode = query.get('code') ?? query.get('authCode');
  if (corpId && authCode) {
    // The code is single-use: drop it from the address we continue to.
    query.delete('code');
    query.delete('authCode');
    return { kind: 'chat-app-exchange', authCode, corpId, continueTo: `${pathname}${queryString(query)}` };
  }

  if (isPublicPath(pathname)) return { kind: 'render' };
  return { kind: 'redirect', to: `/login?${new URLSearchParams({ redirect: `${pathname}${queryString(query)}` })}` };
}

function queryString(query: URLSearchParams): string {
  const text = query.toString();
  return text ? `?${text}` : '';
}
