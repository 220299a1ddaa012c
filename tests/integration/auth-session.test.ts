import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_CLIENT_ID, logout, refresh } from '../../src/shared/api/auth-calls';
import { getUserInfo } from '../../src/shared/api/staff-calls';
import { APP_CODES, SPEC_CODES } from '../../src/shared/error-codes';
import { createApiClient } from '../../src/client/api/api-client';
import { type ApiError } from '../../src/client/api/api-error';
import { MemoryStorage, TokenStore } from '../../src/client/api/token-store';
import { callApi, signIn } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The portal's own API client, talking to the in-process server on the same test clock. */
function portalClient(t: TestApp) {
  const store = new TokenStore(new MemoryStorage(), null, 'sb_token');
  let refreshes = 0;
  let lost: ApiError | null = null;
  const client = createApiClient({
    baseUrl: '',
    store,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => t.app.request(String(input), init)) as typeof fetch,
    now: () => t.clock.now().getTime(),
    onRefreshSent: () => {
      refreshes += 1;
    },
    onSessionLost: (error) => {
      lost = error;
    },
  });
  return { client, store, refreshes: () => refreshes, lost: () => lost };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ACCESS_TOKEN_TTL: '10' });
});
afterAll(async () => t.close());

describe('a session with a 10-second access lifetime', () => {
  it('keeps working across refreshes, and 20 concurrent calls at expiry cause exactly one refresh', async () => {
    const portal = portalClient(t);
    portal.client.acceptTokens(await signIn(t, 'sales'));
    expect((await portal.client.call(getUserInfo)).name).toBe('李娜');

    // 9.6 s later: past 95 % of the lifetime.
    t.clock.advance(9_600);
    const answers = await Promise.all(Array.from({ length: 20 }, () => portal.client.call(getUserInfo)));
    expect(answers.every((me) => me.jobNumber === 'SB1001')).toBe(true);
    expect(portal.refreshes()).toBe(1);

    // Three more lifetimes: each crossing refreshes once more and nothing fails.
    for (let round = 0; round < 3; round += 1) {
      t.clock.advance(9_700);
      await Promise.all(Array.from({ length: 5 }, () => portal.client.call(getUserInfo)));
    }
    expect(portal.refreshes()).toBe(4);
    expect(portal.lost()).toBeNull();
  });

  it('refreshes and retries once when the server already considers the token dead', async () => {
    const portal = portalClient(t);
    portal.client.acceptTokens(await signIn(t, 'ops'));
    // The client still thinks it has 0.5 s, the server's clock has moved on: expired server-side.
    const session = portal.store.read();
    if (!session) throw new Error('no session');
    portal.store.write({ ...session, expiresIn: 10 }, t.clock.now().getTime() + 1000);
    t.clock.advance(10_500);
    expect((await portal.client.call(getUserInfo)).jobNumber).toBe('SB3001');
    expect(portal.refreshes()).toBe(1);
  });

  it('revokes the whole session when a rotated refresh token is used again', async () => {
    const first = await signIn(t, 'finance');
    const rotate = (refreshToken: string) =>
      callApi(t.app, refresh, { query: { client_id: STAFF_CLIENT_ID, scope: 'staff', refresh_token: refreshToken } });
    const second = await rotate(first.refreshToken);
    expect(second.body.code).toBe(0);
    const live = second.body.data as { token: string; refreshToken: string };
    expect((await callApi(t.app, getUserInfo, {}, { token: live.token })).body.code).toBe(0);

    // The old refresh token again: someone copied it. Everything of this sign-in dies.
    const reuse = await rotate(first.refreshToken);
    expect(reuse.body.code).toBe(APP_CODES.REFRESH_INVALID);
    expect((await callApi(t.app, getUserInfo, {}, { token: live.token })).body.code).toBe(SPEC_CODES.TOKEN_INVALID);
    expect((await rotate(live.refreshToken)).body.code).toBe(APP_CODES.REFRESH_INVALID);
  });

  it('stops the access token a refresh replaced at once, long before its own expiry', async () => {
    const first = await signIn(t, 'newhire');
    expect((await callApi(t.app, getUserInfo, {}, { token: first.token })).body.code).toBe(0);
    const rotated = await callApi(t.app, refresh, {
      query: { client_id: STAFF_CLIENT_ID, scope: 'staff', refresh_token: first.refreshToken },
    });
    expect(rotated.body.code).toBe(0);
    const next = rotated.body.data as { token: string };
    const old = await callApi(t.app, getUserInfo, {}, { token: first.token });
    expect(old.status).toBe(401);
    expect(old.body.code).toBe(SPEC_CODES.TOKEN_INVALID);
    expect((await callApi(t.app, getUserInfo, {}, { token: next.token })).body.code).toBe(0);
  });

  it('rejects every queued call when the refresh fails — none is re-sent with an empty token', async () => {
    const portal = portalClient(t);
    const tokens = await signIn(t, 'sales2');
    portal.client.acceptTokens(tokens);
    await callApi(t.app, logout, {}, { token: tokens.token });
    t.clock.advance(9_600);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => portal.client.call(getUserInfo)));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(portal.refreshes()).toBe(1);
    expect(portal.lost()).not.toBeNull();
    expect(portal.store.read()).toBeNull();
  });

  it('answers 10010002 for a missing, malformed, expired or signed-out token', async () => {
    const tokens = await signIn(t, 'admin');
    expect((await callApi(t.app, getUserInfo)).body.code).toBe(SPEC_CODES.TOKEN_INVALID);
    expect((await callApi(t.app, getUserInfo, {}, { headers: { Authorization: 'Basic abc' } })).body.code).toBe(SPEC_CODES.TOKEN_INVALID);
    expect((await callApi(t.app, getUserInfo, {}, { token: tokens.token })).body.code).toBe(0);
    t.clock.advance(10_001);
    const expired = await callApi(t.app, getUserInfo, {}, { token: tokens.token });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(SPEC_CODES.TOKEN_INVALID);

    const again = await signIn(t, 'admin');
    expect((await callApi(t.app, logout, {}, { token: again.token })).body.code).toBe(0);
    expect((await callApi(t.app, getUserInfo, {}, { token: again.token })).body.code).toBe(SPEC_CODES.TOKEN_INVALID);
  });
});
