import { describe, expect, it, vi } from 'vitest';
import { getUserInfo } from '../../shared/api/staff-calls';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { MemoryStorage, TokenStore } from './token-store';

const tokens = { token: 'a1', tokenHead: 'Bearer ', expiresIn: 10, refreshToken: 'r1' };
const envelope = (code: number, data: unknown = null) =>
  new Response(JSON.stringify({ code, msg: code === 0 ? 'ok' : 'failed', data }), { headers: { 'content-type': 'application/json' } });

function setup(fetchImpl: typeof fetch, now = () => 0) {
  const store = new TokenStore(new MemoryStorage(), null, 'sb_token');
  const onFailure = vi.fn();
  const onSessionLost = vi.fn();
  const onRefreshSent = vi.fn();
  const client = createApiClient({
    baseUrl: '',
    store,
    fetch: fetchImpl,
    now,
    onFailure,
    onSessionLost,
    onRefreshSent,
    language: () => 'en',
  });
  client.acceptTokens(tokens);
  return { client, store, onFailure, onSessionLost, onRefreshSent };
}
const refreshed = { token: 'a2', tokenHead: 'Bearer ', expiresIn: 10, refreshToken: 'r2' };
const tokenInvalid = () =>
  new Response(JSON.stringify({ code: 10010002, msg: 'expired', data: null }), {
    status: 401,
    headers: { 'content-type': 'application/json' },
  });

describe('the shared API client', () => {
  it('sends the authorization header and unwraps the envelope', async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer a1');
      return envelope(0, { name: '李娜' });
    });
    const { client } = setup(fetchImpl as typeof fetch);
    await expect(client.call(getUserInfo)).resolves.toEqual({ name: '李娜' });
  });

  it('rejects with the business code and hands non-silent failures to the failure handler', async () => {
    const { client, onFailure } = setup((async () => envelope(10000403)) as typeof fetch);
    await expect(client.call(getUserInfo)).rejects.toMatchObject({ kind: 'business', code: 10000403 });
    expect(onFailure).toHaveBeenCalledTimes(1);
    await expect(client.call(getUserInfo, undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('reports a cancelled request as aborted, silently, and never sends an already cancelled one', async () => {
    const fetchImpl = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const { client, onFailure } = setup(fetchImpl as unknown as typeof fetch);
    const controller = new AbortController();
    const pending = client.call(getUserInfo, undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    await expect(client.call(getUserInfo, undefined, { signal: controller.signal })).rejects.toMatchObject({ kind: 'aborted' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh cannot reach the server, and drops it when the server refuses', async () => {
    let refreshAnswer: () => Promise<Response> = async () => {
      throw new TypeError('Failed to fetch');
    };
    const fetchImpl = vi.fn(async (url: RequestInfo | URL) =>
      String(url).startsWith('/auth/oauth/token') ? refreshAnswer() : envelope(0, { name: '李娜' }),
    );
    let clock = 0;
    const { client, store, onSessionLost } = setup(fetchImpl as typeof fetch, () => clock);
    clock = 9_600; // past 95 % of the 10 s lifetime
    await expect(client.call(getUserInfo)).rejects.toMatchObject({ kind: 'network' });
    expect(store.read()?.token).toBe('a1');
    expect(onSessionLost).not.toHaveBeenCalled();

    refreshAnswer = async () => envelope(10010016);
    await expect(client.call(getUserInfo)).rejects.toMatchObject({ kind: 'refresh', code: 10010016 });
    expect(store.read()).toBeNull();
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('re-sends a call whose token a refresh replaced meanwhile with the new token, without refreshing again', async () => {
    let store: TokenStore | null = null;
    const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url).startsWith('/auth/oauth/token')) return envelope(0, { ...refreshed, token: 'a3', refreshToken: 'r3' });
      const auth = new Headers(init?.headers).get('Authorization');
      if (auth !== 'Bearer a1') return envelope(0, { name: '李娜' });
      // Another call (or tab) refreshed while this one was on the way: its token was replaced.
      store?.write(refreshed, 0);
      return tokenInvalid();
    });
    const setupResult = setup(fetchImpl as typeof fetch);
    store = setupResult.store;
    await expect(setupResult.client.call(getUserInfo)).resolves.toEqual({ name: '李娜' });
    expect(setupResult.onRefreshSent).not.toHaveBeenCalled();
    expect(fetchImpl.mock.calls.map(([, init]) => new Headers(init?.headers).get('Authorization'))).toEqual(['Bearer a1', 'Bearer a2']);
    expect(store.read()?.refreshToken).toBe('r2');
  });

  it('says a timeout is a timeout', async () => {
    const fetchImpl = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    const { client } = setup(fetchImpl as typeof fetch);
    await expect(client.call(getUserInfo, undefined, { timeoutMs: 20 })).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('fetchRaw: files, uploads and streams through the same client', () => {
  it('sends the session, the language and the caller’s headers, and hands back the answer unread', async () => {
    const fetchImpl = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response('xlsx-bytes', { headers: { 'content-type': 'application/octet-stream' } }),
    );
    const { client } = setup(fetchImpl as typeof fetch);
    const response = await client.fetchRaw('/v2/download/file?fileId=1', {
      method: 'POST',
      headers: { Accept: 'text/event-stream' },
      body: '{}',
    });
    expect(await response.text()).toBe('xlsx-bytes');
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/v2/download/file?fileId=1');
    const headers = new Headers(init?.headers);
    expect([headers.get('Authorization'), headers.get('Accept-Language'), headers.get('Accept'), init?.method]).toEqual([
      'Bearer a1',
      'en',
      'text/event-stream',
      'POST',
    ]);
  });

  it('refreshes a dead token once, shared with a JSON call waiting at the same time, and sends again', async () => {
    let releaseRefresh: () => void = () => undefined;
    const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url).startsWith('/auth/oauth/token')) {
        await new Promise<void>((resolve) => (releaseRefresh = resolve));
        return envelope(0, refreshed);
      }
      const auth = new Headers(init?.headers).get('Authorization');
      if (auth === 'Bearer a1') return tokenInvalid();
      return String(url).startsWith('/v2/raw') ? new Response('ok') : envelope(0, { name: '李娜' });
    });
    const { client, onRefreshSent } = setup(fetchImpl as typeof fetch);
    const raw = client.fetchRaw('/v2/raw');
    const json = client.call(getUserInfo);
    await vi.waitFor(() => expect(onRefreshSent).toHaveBeenCalledTimes(1));
    releaseRefresh();
    expect(await (await raw).text()).toBe('ok');
    await expect(json).resolves.toEqual({ name: '李娜' });
    expect(onRefreshSent).toHaveBeenCalledTimes(1);
    expect(
      fetchImpl.mock.calls.filter(([url]) => String(url) === '/v2/raw').map(([, init]) => new Headers(init?.headers).get('Authorization')),
    ).toEqual(['Bearer a1', 'Bearer a2']);
  });

  it('re-sends with the new token, without refreshing again, when a refresh replaced it on the way', async () => {
    let store: TokenStore | null = null;
    const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url).startsWith('/auth/oauth/token')) return envelope(0, { ...refreshed, token: 'a3', refreshToken: 'r3' });
      if (new Headers(init?.headers).get('Authorization') !== 'Bearer a1') return new Response('ok');
      store?.write(refreshed, 0);
      return tokenInvalid();
    });
    const setupResult = setup(fetchImpl as typeof fetch);
    store = setupResult.store;
    expect(await (await setupResult.client.fetchRaw('/v2/raw')).text()).toBe('ok');
    expect(setupResult.onRefreshSent).not.toHaveBeenCalled();
    expect(fetchImpl.mock.calls.map(([, init]) => new Headers(init?.headers).get('Authorization'))).toEqual(['Bearer a1', 'Bearer a2']);
  });

  it('says a timeout is a timeout, and a cancelled request is aborted', async () => {
    const hang = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    const { client } = setup(hang as typeof fetch);
    await expect(client.fetchRaw('/v2/raw', {}, { timeoutMs: 20 })).rejects.toMatchObject({ kind: 'timeout' });
    const controller = new AbortController();
    const pending = client.fetchRaw('/v2/raw', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });
});
