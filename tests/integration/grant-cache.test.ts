import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../src/shared/api/admin-calls';
import type { ResourceNodeRow } from '../../src/shared/api/admin-calls';
import { logout } from '../../src/shared/api/auth-calls';
import type { CallDef } from '../../src/shared/api/define-call';
import { getResourceByBtn, getResourceByMenu, getUserInfo, type MenuNode, type UserInfo } from '../../src/shared/api/staff-calls';
import { SPEC_CODES } from '../../src/shared/error-codes';
import { roles } from '../../src/server/db/schema/index';
import { accountEditOf } from '../helpers/admin-accounts';
import { callApi, signIn, type RawAnswer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 17: the menu, buttons and user entry of a permission set are built once and answered
 * with an ETag; a repeat holding it gets 304 only while the permission set is the same, and a
 * grant change, a role change or a sign-out shows at the very next call.
 */
let t: TestApp;
const tokens = new Map<string, string>();
const WEB = { query: { mobileFlag: 'false' } };

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['admin', 'sales', 'sales2']) tokens.set(username, (await signIn(t, username)).token);
}, 120_000);
afterAll(async () => t.close());

function call(user: string, def: CallDef, request: Record<string, unknown> = {}, etag?: string): Promise<RawAnswer> {
  return callApi(t.app, def, request, { token: tokens.get(user) ?? '', headers: etag ? { 'If-None-Match': etag } : {} });
}

async function adminOk<T>(def: CallDef, request: Record<string, unknown> = {}): Promise<T> {
  const answer = await call('admin', def, request);
  expect(answer.body.code, `${def.id}: ${answer.body.msg}`).toBe(0);
  return answer.body.data as T;
}

const routersOf = (nodes: MenuNode[]): string[] => nodes.flatMap((node) => [node.router ?? '', ...routersOf(node.children)]);
const roleId = async (code: string) => (await t.services.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.code, code)))[0]!.id;

describe('the menu and the user entry by permission set', () => {
  it('answers 304 to a repeat with the same permission set, and 200 to any other', async () => {
    const first = await call('sales', getResourceByMenu, WEB);
    expect(first.status).toBe(200);
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
    const repeat = await call('sales', getResourceByMenu, WEB, etag);
    expect(repeat.status).toBe(304);
    expect(repeat.headers.get('ETag')).toBe(etag);
    // The same roles are the same menu, whoever holds them; other roles are not.
    expect((await call('sales2', getResourceByMenu, WEB, etag)).status).toBe(304);
    const other = await call('admin', getResourceByMenu, WEB, etag);
    expect(other.status).toBe(200);
    expect(other.headers.get('ETag')).not.toBe(etag);
    // The language of the envelope is part of the tag.
    expect(
      (
        await callApi(t.app, getResourceByMenu, WEB, {
          token: tokens.get('sales'),
          headers: { 'If-None-Match': etag, 'Accept-Language': 'en' },
        })
      ).status,
    ).toBe(200);

    const buttons = await call('sales', getResourceByBtn, WEB);
    expect((await call('sales', getResourceByBtn, WEB, buttons.headers.get('ETag') ?? '')).status).toBe(304);

    // The user entry carries the person too: a colleague with the same roles does not get theirs.
    const info = await call('sales', getUserInfo);
    const infoTag = info.headers.get('ETag') ?? '';
    expect((await call('sales', getUserInfo, {}, infoTag)).status).toBe(304);
    const colleague = await call('sales2', getUserInfo, {}, infoTag);
    expect(colleague.status).toBe(200);
    expect((colleague.body.data as UserInfo).username).toBe('sales2');
  });

  it('answers the new menu at the next call after a grant change', async () => {
    const sales = await roleId('sales');
    const before = await call('sales', getResourceByMenu, WEB);
    const etag = before.headers.get('ETag') ?? '';
    const nodes = await adminOk<ResourceNodeRow[]>(admin.resourceTree);
    const page = nodes.find((node) => node.router?.startsWith('/financial/'))!;
    expect(routersOf(before.body.data as MenuNode[])).not.toContain(page.router);
    const grants = await adminOk<{ resourceIds: number[] }>(admin.roleGrants, { params: { id: sales } });

    await adminOk(admin.roleGrantsSave, { body: { id: sales, resourceIds: [...grants.resourceIds, page.id] } });
    const granted = await call('sales', getResourceByMenu, WEB, etag);
    expect(granted.status).toBe(200);
    expect(routersOf(granted.body.data as MenuNode[])).toContain(page.router);
    const info = (await call('sales', getUserInfo)).body.data as UserInfo;
    expect(info.permissions).toContain(page.international);

    await adminOk(admin.roleGrantsSave, { body: { id: sales, resourceIds: grants.resourceIds } });
    const revoked = await call('sales', getResourceByMenu, WEB, granted.headers.get('ETag') ?? '');
    expect(revoked.status).toBe(200);
    expect(routersOf(revoked.body.data as MenuNode[])).not.toContain(page.router);
  });

  it('answers the new menu at the next call after someone’s roles change', async () => {
    const before = await call('sales2', getResourceByMenu, WEB);
    const etag = before.headers.get('ETag') ?? '';
    const account = await accountEditOf(t, tokens.get('admin') ?? '', 'sales2');
    await adminOk(admin.userUpdate, { body: { ...account, roleIds: [await roleId('finance')] } });
    const changed = await call('sales2', getResourceByMenu, WEB, etag);
    expect(changed.status).toBe(200);
    expect((changed.body.data as MenuNode[]).map((node) => node.international)).toContain('FC');
    expect((changed.body.data as MenuNode[]).map((node) => node.international)).not.toContain('CRM');
    await adminOk(admin.userUpdate, { body: account });
  });

  it('answers 10010002, not 304, after the session ends', async () => {
    const { token } = await signIn(t, 'sales');
    const first = await callApi(t.app, getResourceByMenu, WEB, { token });
    const etag = first.headers.get('ETag') ?? '';
    await callApi(t.app, logout, {}, { token });
    const after = await callApi(t.app, getResourceByMenu, WEB, { token, headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(SPEC_CODES.TOKEN_INVALID);
  });
});
