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
  const client = createApiClient({ baseUrl: '', store, fetch: fetchImpl, now, onFailure, onSessionLost });
  client.acceptTokens(tokens);
  return { client, store, onFailure, onSessionLost };
}

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

  it('says a timeout is a timeout', async () => {
    const fetchImpl = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    const { client } = setup(fetchImpl as typeof fetch);
    await expect(client.call(getUserInfo, undefined, { timeoutMs: 20 })).rejects.toMatchObject({ kind: 'timeout' });
  });
});
