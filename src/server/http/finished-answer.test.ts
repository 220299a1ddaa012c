import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { FinishedAnswers, isFinished, unlessFinished } from './finished-answer';
import { requestId } from './request-id';
import { securityHeaderList, securityHeaders } from './security-headers';

const ENV = { SECTION_APPS: { crm: 'https://crm.example.com/app/' } };
const BODY = new TextEncoder().encode('{"code":0}') as Uint8Array<ArrayBuffer>;
const OWN = { 'Cache-Control': 'private, no-cache', 'Content-Type': 'application/json' };

/** The portal's middleware around two routes answering the same: one built whole, one the ordinary way. */
function appOf(): Hono {
  const app = new Hono();
  app.use('*', ...requestId(createLogger('silent')));
  app.use('*', unlessFinished(securityHeaders(ENV)));
  app.use('*', unlessFinished(compress()));
  const whole = new FinishedAnswers(securityHeaderList(ENV), OWN, ['ETag', 'Content-Encoding']);
  app.get('/whole', (c) => whole.answer(c, 200, BODY, { ETag: 'W/"t1"', 'Content-Encoding': 'br' }));
  app.get('/ordinary', (c) => c.body(BODY, 200, { ETag: 'W/"t1"', 'Content-Encoding': 'br', ...OWN }));
  return app;
}

/** The raw header lines of an answer on a real socket, but the ones that change with the moment. */
function rawHeadersOf(port: number, path: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, headers: { 'X-Request-Id': 'req-1', 'Accept-Encoding': 'br' } }, (answer) => {
      answer.resume();
      const lines: string[] = [];
      for (let i = 0; i < answer.rawHeaders.length; i += 2) lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
      resolve(lines.filter((line) => !/^(date|connection|keep-alive):/i.test(line)));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('finished answers', () => {
  it('go out byte for byte as the same answer built the ordinary way, security headers and request id included', async () => {
    const server = serve({ fetch: appOf().fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      const whole = await rawHeadersOf(port, '/whole');
      expect(whole).toEqual(await rawHeadersOf(port, '/ordinary'));
      expect(whole).toContain('x-request-id: req-1');
      expect(whole).toContain('x-frame-options: SAMEORIGIN');
      expect(whole).toContain('etag: W/"t1"');
      // Lower-case names in alphabetical order, then the length the server adds.
      const names = whole.map((line) => line.slice(0, line.indexOf(':')));
      expect(names.slice(0, -1)).toEqual([...names.slice(0, -1)].sort());
      expect(names.at(-1)).toBe('Content-Length');
    } finally {
      server.close();
    }
  });

  it('are left alone by the middleware that unlessFinished wraps, which still works on other answers', async () => {
    let after = 0;
    const app = new Hono();
    app.use(
      '*',
      unlessFinished(async (c, next) => {
        await next();
        after += 1;
        c.header('X-After', 'yes');
      }),
    );
    const whole = new FinishedAnswers(securityHeaderList(ENV), OWN, []);
    app.get('/whole', (c) => whole.answer(c, 200, BODY, {}));
    app.get('/ordinary', (c) => c.body(BODY, 200, OWN));
    const finished = await app.request('/whole');
    expect(finished.headers.get('x-after')).toBeNull();
    expect(finished.headers.get('cache-control')).toBe('private, no-cache');
    expect((await app.request('/ordinary')).headers.get('x-after')).toBe('yes');
    expect(after).toBe(1);
  });

  it('let the security headers win over the answer’s own, as the middleware would', async () => {
    const app = new Hono();
    const whole = new FinishedAnswers(securityHeaderList(ENV), { 'X-Frame-Options': 'DENY' }, ['Referrer-Policy']);
    app.get('/', async (c) => {
      const answer = await whole.answer(c, 204, null, { 'Referrer-Policy': 'no-referrer' });
      expect(isFinished(answer)).toBe(true);
      return answer;
    });
    const answer = await app.request('/');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('referrer-policy')).toBe('same-origin');
    // No requestId middleware in front: the id is '-', as requestIdOf answers outside one.
    expect(answer.headers.get('x-request-id')).toBe('-');
  });
});
