import { Hono, type Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestHeader } from './request-header';

/** Each header of the request as both ways read it: from the Node request's raw list, and from Hono's Headers. */
async function readBothWays(rawHeaders: string[], names: string[]): Promise<{ raw: (string | undefined)[]; hono: (string | undefined)[] }> {
  const app = new Hono();
  let read: { raw: (string | undefined)[]; hono: (string | undefined)[] } | null = null;
  app.get('/', (c: Context) => {
    read = { raw: names.map((name) => requestHeader(c, name)), hono: names.map((name) => c.req.header(name)) };
    return c.body(null, 204);
  });
  const headers = new Headers();
  for (let i = 0; i < rawHeaders.length; i += 2) headers.append(rawHeaders[i]!, rawHeaders[i + 1]!);
  await app.request('/', { headers }, { incoming: { rawHeaders } });
  return read!;
}

describe('requestHeader', () => {
  it('reads the raw list as c.req.header reads the request: any case, repeats joined, absent undefined', async () => {
    const names = ['authorization', 'accept-encoding', 'x-request-id', 'if-none-match', 'accept-language'];
    const rawHeaders = ['AUTHORIZATION', 'Bearer abc', 'accept-encoding', 'identity', 'Accept-Encoding', 'br', 'X-Request-Id', ''];
    const { raw, hono } = await readBothWays(rawHeaders, names);
    expect(raw).toEqual(['Bearer abc', 'identity, br', '', undefined, undefined]);
    expect(raw).toEqual(hono);
  });

  it('falls back on c.req.header where there is no Node request (in-process requests)', async () => {
    const app = new Hono();
    app.get('/', (c) => c.text(requestHeader(c, 'accept-language') ?? 'none'));
    expect(await (await app.request('/', { headers: { 'Accept-Language': 'en-GB, zh' } })).text()).toBe('en-GB, zh');
    expect(await (await app.request('/')).text()).toBe('none');
  });
});
