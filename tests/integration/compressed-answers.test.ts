import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../src/shared/api/admin-calls';
import * as org from '../../src/shared/api/admin-org-calls';
import type { DeptNode } from '../../src/shared/api/admin-org-calls';
import type { ResourceNodeRow } from '../../src/shared/api/admin-calls';
import type { CallDef } from '../../src/shared/api/define-call';
import { pushConnection } from '../../src/shared/api/message-calls';
import { getResourceByBtn, getResourceByMenu, getUserInfo, type MenuNode, type UserInfo } from '../../src/shared/api/staff-calls';
import { sha256 } from '../../src/server/auth/secrets';
import { roles, staff } from '../../src/server/db/schema/index';
import { eq } from 'drizzle-orm';
import { accountEditOf } from '../helpers/admin-accounts';
import { callApi, signIn } from '../helpers/api';
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

describe('tagged answers (the user entry, the menu, the buttons)', () => {
  const tokens = new Map<string, string>();
  const tokenOf = async (username: string) => {
    if (!tokens.has(username)) tokens.set(username, (await signIn(t, username)).token);
    return tokens.get(username)!;
  };
  /** The answer's bytes as they travelled, and their text once decoded. */
  const fetchTagged = async (username: string, target: string, encoding?: string) => {
    const answer = await get(target, {
      Authorization: `Bearer ${await tokenOf(username)}`,
      ...(encoding ? { 'Accept-Encoding': encoding } : {}),
    });
    const bytes = Buffer.from(await answer.arrayBuffer());
    const used = answer.headers.get('content-encoding');
    const text = used === 'br' ? brotliDecompressSync(bytes).toString() : used === 'gzip' ? gunzipSync(bytes).toString() : bytes.toString();
    return { answer, bytes, used, text, etag: answer.headers.get('etag') ?? '' };
  };
  /** The profile kept in memory with a verified session, if it is kept. */
  const keptProfileOf = (token: string) => t.services.deps.verifiedTokens?.get(sha256(token), t.clock.now().getTime())?.profile;
  const adminOk = async <T>(def: CallDef, request: Record<string, unknown>): Promise<T> => {
    const answer = await callApi(t.app, def, request, { token: await tokenOf('admin') });
    expect(answer.body.code, `${def.id}: ${answer.body.msg}`).toBe(0);
    return answer.body.data as T;
  };
  const MENU = `${getResourceByMenu.path}?mobileFlag=false`;
  const routersOf = (nodes: MenuNode[]): string[] => nodes.flatMap((node) => [node.router ?? '', ...routersOf(node.children)]);

  it('arrive br- or gzip-encoded as asked, and decode to exactly the uncompressed answer', async () => {
    for (const target of [getUserInfo.path, MENU, `${getResourceByBtn.path}?mobileFlag=false`]) {
      const plain = await fetchTagged('admin', target);
      expect(plain.used).toBeNull();
      expect(JSON.parse(plain.text).code).toBe(0);
      const br = await fetchTagged('admin', target, 'gzip, deflate, br, zstd');
      expect(br.used).toBe('br');
      expect(br.text).toBe(plain.text);
      const gzip = await fetchTagged('admin', target, 'gzip, deflate');
      expect(gzip.used).toBe('gzip');
      expect(gzip.text).toBe(plain.text);
      // A browser refusing brotli outright gets gzip.
      expect((await fetchTagged('admin', target, 'br;q=0, gzip')).used).toBe('gzip');
      for (const each of [plain, br, gzip]) {
        expect(each.etag).toBe(plain.etag);
        expect(each.answer.headers.get('vary')).toBe('Authorization, Accept-Language, Accept-Encoding');
        expect(each.answer.headers.get('cache-control')).toBe('private, no-cache');
        expect(each.answer.headers.get('content-type')).toBe('application/json');
      }
      // Served again from memory: the very same bytes.
      expect((await fetchTagged('admin', target, 'br')).bytes.equals(br.bytes)).toBe(true);
    }
    const user = JSON.parse((await fetchTagged('admin', getUserInfo.path, 'br')).text) as { data: UserInfo };
    expect(user.data.username).toBe('admin');
    // The admin's user entry is some 200 kB of JSON: brotli makes it several times smaller.
    const info = await fetchTagged('admin', getUserInfo.path, 'br');
    expect(info.bytes.length).toBeLessThan(Buffer.byteLength(info.text) / 5);
  });

  it('carry the same headers encoded or plain (the encoding aside), and so does the 304 of a repeat', async () => {
    const headers = { Authorization: `Bearer ${await tokenOf('admin')}`, 'X-Request-Id': 'same-headers-1' };
    const apartFrom =
      (...names: string[]) =>
      (answer: Response) =>
        [...answer.headers].filter(([name]) => !names.includes(name));
    const plain = await get(getUserInfo.path, headers);
    expect(plain.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    for (const encoding of ['br', 'gzip', 'deflate']) {
      const encoded = await get(getUserInfo.path, { ...headers, 'Accept-Encoding': encoding });
      // deflate: the plain answer, deflated by the compress middleware.
      expect(encoded.headers.get('content-encoding')).toBe(encoding);
      expect(apartFrom('content-encoding')(encoded)).toEqual(apartFrom()(plain));
    }
    const repeat = await get(getUserInfo.path, { ...headers, 'Accept-Encoding': 'br', 'If-None-Match': plain.headers.get('etag')! });
    expect(repeat.status).toBe(304);
    expect(apartFrom()(repeat)).toEqual(apartFrom('content-type')(plain));
  });

  it('never give one person the bytes kept for another, and show a profile change at once', async () => {
    // The same roles (one grant set), different people.
    const sales = await fetchTagged('sales', getUserInfo.path, 'br');
    const sales2 = await fetchTagged('sales2', getUserInfo.path, 'br');
    expect(sales.etag).not.toBe(sales2.etag);
    expect((JSON.parse(sales.text) as { data: UserInfo }).data.username).toBe('sales');
    expect((JSON.parse(sales2.text) as { data: UserInfo }).data.username).toBe('sales2');
    expect((JSON.parse((await fetchTagged('sales', getUserInfo.path, 'gzip')).text) as { data: UserInfo }).data.username).toBe('sales');

    const profile = await accountEditOf(t, await tokenOf('admin'), 'sales2');
    // Asked after the admin's last call: the session is verified once and then answered from memory, profile and all.
    await fetchTagged('sales2', getUserInfo.path, 'br');
    expect((await fetchTagged('sales2', getUserInfo.path, 'br')).text).toBe(sales2.text);
    expect(keptProfileOf(await tokenOf('sales2'))?.name).toBe('张伟');
    await adminOk(admin.userUpdate, { body: { ...profile, name: '改名测试' } });
    const renamed = await fetchTagged('sales2', getUserInfo.path, 'br');
    expect(renamed.etag).not.toBe(sales2.etag);
    expect((JSON.parse(renamed.text) as { data: UserInfo }).data.name).toBe('改名测试');
    expect((JSON.parse((await fetchTagged('sales', getUserInfo.path, 'br')).text) as { data: UserInfo }).data.username).toBe('sales');
    await adminOk(admin.userUpdate, { body: profile });
    // Saving the account bumps the grants version (its roles were saved too): a new tag, the old text.
    const restored = await fetchTagged('sales2', getUserInfo.path, 'br');
    expect(restored.text).toBe(sales2.text);

    // A kept session asks nothing of the database: a row written behind every call's back does not show...
    const db = t.services.deps.db;
    const { avatar: before } = (await db.select({ avatar: staff.avatar }).from(staff).where(eq(staff.id, profile.id)))[0]!;
    await db.update(staff).set({ avatar: '/avatars/new.png' }).where(eq(staff.id, profile.id));
    expect((await fetchTagged('sales2', getUserInfo.path, 'br')).text).toBe(restored.text);
    // ...until a committed call clears what is kept. A department rename changes the person alone (the
    // grant set stays): the tag follows the person's own fields, at the very next call.
    const [deptId] = profile.deptIds;
    const dept = (await adminOk<DeptNode[]>(org.deptTree, {})).find((node) => node.id === deptId)!;
    expect(dept.name).toBe('销售二部');
    await adminOk(org.deptRename, { body: { id: dept.id, name: '销售二部（新）', nameEn: 'Sales team 2 (new)' } });
    const moved = await fetchTagged('sales2', getUserInfo.path, 'br');
    expect(moved.etag.split('.').slice(0, 2)).toEqual(restored.etag.split('.').slice(0, 2));
    expect(moved.etag).not.toBe(restored.etag);
    const { deptNames, avatar } = (JSON.parse(moved.text) as { data: UserInfo }).data;
    expect({ deptNames, avatar }).toEqual({ deptNames: ['销售二部（新）'], avatar: '/avatars/new.png' });

    await db.update(staff).set({ avatar: before }).where(eq(staff.id, profile.id));
    await adminOk(org.deptRename, { body: { id: dept.id, name: dept.name, nameEn: dept.nameEn } });
    expect((await fetchTagged('sales2', getUserInfo.path, 'br')).text).toBe(sales2.text);
  });

  it('answer the new menu after a grant change, not the bytes kept for the old one', async () => {
    const salesRole = (await t.services.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'sales')))[0]!.id;
    const before = await fetchTagged('sales', MENU, 'br');
    const nodes = await adminOk<ResourceNodeRow[]>(admin.resourceTree, {});
    const page = nodes.find((node) => node.router?.startsWith('/financial/'))!;
    expect(routersOf((JSON.parse(before.text) as { data: MenuNode[] }).data)).not.toContain(page.router);
    const grants = await adminOk<{ resourceIds: number[] }>(admin.roleGrants, { params: { id: salesRole } });

    await adminOk(admin.roleGrantsSave, { body: { id: salesRole, resourceIds: [...grants.resourceIds, page.id] } });
    const granted = await fetchTagged('sales', MENU, 'br');
    expect(granted.etag).not.toBe(before.etag);
    expect(routersOf((JSON.parse(granted.text) as { data: MenuNode[] }).data)).toContain(page.router);
    const info = await fetchTagged('sales', getUserInfo.path, 'gzip');
    expect((JSON.parse(info.text) as { data: UserInfo }).data.permissions).toContain(page.international);

    await adminOk(admin.roleGrantsSave, { body: { id: salesRole, resourceIds: grants.resourceIds } });
    const revoked = await fetchTagged('sales', MENU, 'br');
    expect(routersOf((JSON.parse(revoked.text) as { data: MenuNode[] }).data)).not.toContain(page.router);
    expect(revoked.etag).not.toBe(granted.etag);
  });
});
