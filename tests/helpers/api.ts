import type { Hono } from 'hono';
import { buildPath, type CallDef, type CallRequest } from '../../src/shared/api/define-call';
import { login, sendCode, type TokenData } from '../../src/shared/api/auth-calls';
import type { Envelope } from '../../src/shared/envelope';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-org';
import type { TestApp } from './test-app';

export interface RawAnswer<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export interface CallExtras {
  token?: string | null;
  headers?: Record<string, string>;
  /** Raw body text instead of JSON of request.body. */
  rawBody?: string;
  /** The client address the server sees (default loopback, as every test's traffic really is). */
  remoteAddress?: string;
}

/** The node server's bindings as an in-process request states them: only the peer's address. */
export function fromAddress(remoteAddress = '127.0.0.1') {
  return { incoming: { socket: { remoteAddress } } };
}

/** Calls a declared API through the in-process app and returns the envelope as sent. */
export async function callApi<C extends CallDef>(
  app: Hono,
  def: C,
  request: CallRequest<C> | Record<string, unknown> = {},
  extras: CallExtras = {},
): Promise<RawAnswer> {
  const req = request as { query?: Record<string, unknown>; body?: unknown; params?: Record<string, unknown> };
  const search = new URLSearchParams(
    Object.entries(req.query ?? {}).map(([key, value]) => [key, String(value)] as [string, string]),
  ).toString();
  const path = `${buildPath(def.path, req.params ?? {})}${search ? `?${search}` : ''}`;
  const headers: Record<string, string> = { ...extras.headers };
  if (extras.token) headers.Authorization = `Bearer ${extras.token}`;
  let body: string | undefined;
  if (def.method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = extras.rawBody ?? JSON.stringify(req.body ?? {});
  }
  const response = await app.request(path, { method: def.method, headers, body }, fromAddress(extras.remoteAddress));
  const text = await response.text();
  let parsed: Envelope<unknown>;
  try {
    parsed = JSON.parse(text) as Envelope<unknown>;
  } catch {
    parsed = { code: Number.NaN, msg: text, data: null };
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** Signs a demo user in through the real endpoints (send code, then login). */
export async function signIn(t: TestApp, username: string, password = DEMO_PASSWORD): Promise<TokenData> {
  let sent = await callApi(t.app, sendCode, { query: { username } });
  if (sent.body.code === 10000429) {
    // The same user signed in a moment ago: wait out the send cooldown on the test clock.
    const { retryAfterSeconds } = sent.body.data as { retryAfterSeconds: number };
    t.clock.advance(retryAfterSeconds * 1000);
    sent = await callApi(t.app, sendCode, { query: { username } });
  }
  if (sent.body.code !== 0) throw new Error(`send code failed: ${sent.body.msg}`);
  const answer = await callApi(t.app, login, {
    body: { username, password, code: t.notifier.last(username) },
  });
  if (answer.body.code !== 0) throw new Error(`sign-in of ${username} failed: ${answer.body.msg}`);
  return answer.body.data as TokenData;
}
