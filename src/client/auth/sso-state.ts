/**
 * The single sign-on round trip: the login page keeps a random state and the redirect target in
 * sessionStorage, the provider hands the state back to /authorize, which refuses any other value
 * (a forged /authorize?authCode=… link must not sign the victim into the attacker's account).
 */
export const SSO_STORAGE_KEYS = {
  state: 'sso.state',
  redirect: 'sso.redirect',
} as const;

/** 32 random bytes as base64url (the server accepts [A-Za-z0-9_-]{8,100}). */
export function randomState(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function beginSso(redirect: string): string {
  const state = randomState();
  sessionStorage.setItem(SSO_STORAGE_KEYS.state, state);
  sessionStorage.setItem(SSO_STORAGE_KEYS.redirect, redirect);
  return `/auth/oauth/dingAuth?${new URLSearchParams({ state }).toString()}`;
}

export type SsoCheck = { ok: true; redirect: string | null } | { ok: false };

/** Takes (and forgets) the pending state: each state is good for one landing only. */
export function takeSsoState(returned: string | null): SsoCheck {
  const expected = sessionStorage.getItem(SSO_STORAGE_KEYS.state);
  const redirect = sessionStorage.getItem(SSO_STORAGE_KEYS.redirect);
  sessionStorage.removeItem(SSO_STORAGE_KEYS.state);
  sessionStorage.removeItem(SSO_STORAGE_KEYS.redirect);
  if (!expected || !returned || returned !== expected) return { ok: false };
  return { ok: true, redirect };
}
