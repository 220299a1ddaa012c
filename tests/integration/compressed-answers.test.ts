import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushConnection } from '../../src/shared/api/message-calls';
import { getResourceByMenu, getUserInfo } from '../../src/shared/api/staff-calls';
import { signIn } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A build as scripts/vite-precompress.ts leaves it: each text file beside its .br and .gz copies.
const SCRIPT = `export const words = ${JSON.stringify('交换机 switchboard '.repeat(400))};\n`;

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'sb-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), `<!doctype html><div id="root"></div>${'<!-- padding -->'.repeat(100)}`);
  const asset = path.join(clientDir, 'assets', 'app-Cx1.js');
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  t = await createTestApp({ CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (target: string, headers: Record<string, string> = {}) => t.app.request(target, { headers });

describe('static files', () => {
  it('answer the brotli copy when the browser takes it, with a year-long immutable cache', async () => {
    const answer = await get('/assets/app-Cx1.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(answer.headers.get('content-type')).toMatch(/javascript/);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(SCRIPT);
  });

  it('answer the gzip copy to a browser without brotli, and the file itself to one without either', async () => {
    const gzip = await get('/assets/app-Cx1.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(SCRIPT);
    const plain = await get('/assets/app-Cx1.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('answer 404 for a file the build does not hold, without caching it', async () => {
    const answer = await get('/assets/app-Old.js', { 'Accept-Encoding': 'gzip, br' });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control')).toBeNull();
  });

  it('compress the page shell served for client routes, which is never cached', async () => {
    const answer = await get('/home', { 'Accept-Encoding': 'gzip' });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString()).toContain('<div id="root">');
  });
});

describe('API answers', () => {
  it('come gzip-compressed when asked, with the same envelope', async () => {
    const { token } = await signIn(t, 'admin');
    const headers = { Authorization: `Bearer ${token}` };
    const plain = await get(getResourceByMenu.path, headers);
    const plainBody = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    const zipped = await get(getResourceByMenu.path, { ...headers, 'Accept-Encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(gunzipSync(bytes).toString()).toBe(plainBody);
    // The menu of every section compresses well; a tenth would already be a poor ratio.
    expect(bytes.length).toBeLessThan(plainBody.length / 5);
    const user = await get(getUserInfo.path, { ...headers, 'Accept-Encoding': 'gzip' });
    expect(JSON.parse(gunzipSync(Buffer.from(await user.arrayBuffer())).toString()).code).toBe(0);
  });

  it('leave the push stream uncompressed, so events arrive as they are sent', async () => {
    const { token } = await signIn(t, 'sales');
    const controller = new AbortController();
    const answer = await t.app.request(`${pushConnection.path}?clientId=compress-tab-1`, {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip, br' },
      signal: controller.signal,
    });
    expect(answer.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(answer.headers.get('content-encoding')).toBeNull();
    controller.abort();
    await answer.body?.cancel().catch(() => undefined);
  });
});
