import { i18n } from '../i18n/i18n';
import type { ApiError } from './api-error';
import { createApiClient } from './api-client';
import { TokenStore, documentCookieJar } from './token-store';

/**
 * The one app-wide API client. Everything calls the API through `portalClient.call(...)`.
 * Reactions to failures are attached at start-up (connect-client.ts) so that this module stays
 * free of UI imports and the sign-out code can import it without a cycle.
 */
const COOKIE_PREFIX: string = import.meta.env.VITE_COOKIE_PREFIX ?? 'sb';
export const TOKEN_COOKIE = `${COOKIE_PREFIX}_token`;

/** Origin of the API ('' = this origin); also prefixes browser navigations to API routes (SSO). */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

export const tokenStore = new TokenStore(window.localStorage, documentCookieJar(), TOKEN_COOKIE);

export interface ClientHooks {
  onSessionLost(error: ApiError): void;
  onFailure(error: ApiError): void;
}

/** Replaced by connectClient(); the defaults do nothing (tests, or before start-up). */
export const clientHooks: ClientHooks = {
  onSessionLost: () => undefined,
  onFailure: () => undefined,
};

/** Web Locks serialise refreshes across tabs so two tabs never spend the same refresh token. */
function crossTabLock(): (<T>(work: () => Promise<T>) => Promise<T>) | undefined {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return undefined;
  return <T>(work: () => Promise<T>) => locks.request('switchboard-token-refresh', work) as Promise<T>;
}

export const portalClient = createApiClient({
  baseUrl: API_BASE,
  store: tokenStore,
  language: () => (i18n.language?.startsWith('zh') ? 'zh-CN' : 'en'),
  crossTabLock: crossTabLock(),
  onSessionLost: (error) => clientHooks.onSessionLost(error),
  onFailure: (error) => clientHooks.onFailure(error),
});
