import { beforeEach, describe, expect, it } from 'vitest';
import { SSO_STORAGE_KEYS, beginSso, randomState, takeSsoState } from './sso-state';

beforeEach(() => sessionStorage.clear());

describe('SSO state', () => {
  it('makes random states the server accepts', () => {
    const a = randomState();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(randomState()).not.toBe(a);
  });

  it('keeps state and redirect for the landing and builds the start address', () => {
    const url = beginSso('/crm/x');
    const state = sessionStorage.getItem(SSO_STORAGE_KEYS.state);
    expect(url).toBe(`/auth/oauth/dingAuth?state=${state}`);
    expect(takeSsoState(state)).toEqual({ ok: true, redirect: '/crm/x' });
  });

  it('refuses a different or missing state, and each state works once', () => {
    beginSso('/crm/x');
    const state = sessionStorage.getItem(SSO_STORAGE_KEYS.state);
    expect(takeSsoState('forged-state-value')).toEqual({ ok: false });
    expect(takeSsoState(state)).toEqual({ ok: false }); // used up by the failed attempt
    expect(takeSsoState(null)).toEqual({ ok: false });
  });
});
