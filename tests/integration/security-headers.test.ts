import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserInfo } from '../../src/shared/api/staff-calls';
import { callApi, signIn } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https: http:; " +
  "connect-src 'self'; frame-src 'self' http://section-app.test https://crm.example.com; frame-ancestors 'self'; " +
  "object-src 'none'; base-uri 'self'; form-action 'self'";

/** The headers every answer carries, whatever serves it. */
function expectSecurityHeaders(headers: Headers): void {
  expect(headers.get('content-security-policy')).toBe(CSP);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('same-origin');
  expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
}

// The loopback peer the node server would report (the development identity provider checks it).
const LOOPBACK = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'sb-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'export {};');
  t = await createTestApp({
    CLIENT_DIR: clientDir,
    SECTION_APPS: JSON.stringify({
      crm: 'https://crm.example.com/app/',
      tj: 'http://section-app.test/',
      yj: 'http://section-app.test/other',
    }),
  });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('come with the client, its files and a client route', async () => {
    for (const target of ['/', '/home', '/assets/app.js']) {
      const answer = await t.app.request(target);
      expect(answer.status).toBe(200);
      expectSecurityHeaders(answer.headers);
    }
  });

  it('come with /v2 answers, signed in or refused, and with /healthz', async () => {
    const { token } = await signIn(t, 'sales');
    const ok = await callApi(t.app, getUserInfo, {}, { token });
    expect(ok.body.code).toBe(0);
    expectSecurityHeaders(ok.headers);
    const refused = await callApi(t.app, getUserInfo);
    expect(refused.status).toBe(401);
    expectSecurityHeaders(refused.headers);
    const missing = await t.app.request('/v2/no/such/call');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers);
    const health = await t.app.request('/healthz');
    expect(await health.json()).toEqual({ code: 0, msg: 'ok', data: { status: 'ok' } });
    expectSecurityHeaders(health.headers);
  });

  it('come with the API reference and the development identity provider, whose pages need no script', async () => {
    const docs = await t.app.request('/docs');
    expect(docs.status).toBe(200);
    expectSecurityHeaders(docs.headers);
    expect(await docs.text()).not.toMatch(/<script|\son[a-z]+=|https?:\/\/[^"<\s]*\.(js|css)\b/i);
    const idp = await t.app.request('/dev-idp/authorize?redirect_uri=%2Fauthorize&state=s1', {}, LOOPBACK);
    expect(idp.status).toBe(200);
    expectSecurityHeaders(idp.headers);
    const page = await idp.text();
    expect(page).toMatch(/<form method="post" action="\/dev-idp\/authorize"/);
    expect(page).not.toMatch(/<script|\son[a-z]+=/i);
  });
});
