import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../src/shared/api/admin-calls';
import type { AdminRoleRow, AdminUserRow, ResourceNodeRow } from '../../src/shared/api/admin-calls';
import { ALL_CALLS } from '../../src/shared/api/index';
import { STAFF_CLIENT_ID, refresh } from '../../src/shared/api/auth-calls';
import { changePassword, getUserInfo, idempotenceKey, type UserInfo } from '../../src/shared/api/staff-calls';
import { quickAccessList, quickAccessSave } from '../../src/shared/api/shell-calls';
import { currencyList } from '../../src/shared/api/sys-calls';
import { APP_CODES, SPEC_CODES } from '../../src/shared/error-codes';
import { PERMISSION_KEYS } from '../../src/shared/permissions';
import { roles, staff } from '../../src/server/db/schema/index';
import { DEMO_STAFF } from '../../src/server/db/seed/demo-org';
import type { PushConnection } from '../../src/server/messages/push-hub';
import { accountEditOf } from '../helpers/admin-accounts';
import { callApi, signIn, type RawAnswer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Administration of accounts and roles: who may, what input is refused, and that a change takes effect at once. */
let t: TestApp;
const tokens = new Map<string, string>();
const ADMIN_CALLS = ALL_CALLS.filter((call) => call.id.startsWith('admin.'));

beforeAll(async () => {
  t = await createTestApp();
  for (const person of DEMO_STAFF) tokens.set(person.username, (await signIn(t, person.username)).token);
}, 120_000);
afterAll(async () => t.close());

const as = (user: string, call: (typeof ADMIN_CALLS)[number], request: Record<string, unknown> = {}): Promise<RawAnswer> =>
  callApi(t.app, call, request, { token: tokens.get(user) ?? '' });
async function ok<T>(user: string, call: (typeof ADMIN_CALLS)[number], request: Record<string, unknown> = {}): Promise<T> {
  const answer = await as(user, call, request);
  expect(answer.body.code, `${call.id}: ${answer.body.msg}`).toBe(0);
  return answer.body.data as T;
}
const roleId = async (code: string) => (await t.services.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.code, code)))[0]!.id;
const staffId = async (username: string) =>
  (await t.services.deps.db.select({ id: staff.id }).from(staff).where(eq(staff.username, username)))[0]!.id;

describe('administration calls', () => {
  it('declares every call under a settings page key', () => {
    expect(ADMIN_CALLS.length).toBeGreaterThanOrEqual(14);
    for (const call of ADMIN_CALLS) expect([PERMISSION_KEYS.userAdmin, PERMISSION_KEYS.roleAdmin], call.id).toContain(call.permission);
  });

  it('refuses every call to people without the settings grants, and without a session', async () => {
    for (const call of ADMIN_CALLS) {
      const params = call.path.includes(':id') ? { params: { id: 1 } } : {};
      for (const user of ['sales', 'finance', 'ops', 'newhire']) {
        const answer = await as(user, call, { ...params, body: { id: 1 } });
        expect(answer.status, `${user} ${call.id}`).toBe(403);
        expect(answer.body.code, `${user} ${call.id}`).toBe(APP_CODES.FORBIDDEN);
      }
      expect((await callApi(t.app, call, params)).body.code, call.id).toBe(SPEC_CODES.TOKEN_INVALID);
    }
  });

  it('answers one account by id (how the palette opens a person on the users page)', async () => {
    const sales2 = await staffId('sales2');
    const answer = await ok<{ rows: AdminUserRow[]; count: number }>('admin', calls.userQuery, {
      body: { id: sales2, page: 1, pageSize: 1 },
    });
    expect(answer.count).toBe(1);
    expect(answer.rows.map((row) => [row.id, row.username])).toEqual([[sales2, 'sales2']]);
    // The id narrows the other filters rather than widening them; an id that names no one finds no one.
    expect((await ok<{ count: number }>('admin', calls.userQuery, { body: { id: sales2, keyword: 'admin' } })).count).toBe(0);
    expect((await ok<{ rows: AdminUserRow[] }>('admin', calls.userQuery, { body: { id: 2_000_000_000 } })).rows).toEqual([]);
  });

  it('answers bad input with the validation envelope', async () => {
    const bad: [(typeof ADMIN_CALLS)[number], Record<string, unknown>][] = [
      [calls.userQuery, { body: { pageSize: 1000 } }],
      [
        calls.userCreate,
        { body: { username: '1bad', name: '', nameEn: 'x', jobNumber: 'x', password: 'short', roleIds: [], deptIds: [] } },
      ],
      [calls.userUpdate, { body: { id: 'x' } }],
      [calls.userStatus, { body: { id: 1, status: 'gone' } }],
      [calls.userResetPassword, { body: { id: 1, password: 'abc' } }],
      [calls.roleSave, { body: { code: 'Has Space', name: 'x', nameEn: 'x', dataScope: 'some' } }],
      [calls.roleCopy, { body: { id: 2_147_483_648, code: 'ok-code', name: 'x', nameEn: 'x' } }],
      [calls.roleDelete, { body: { id: -1 } }],
      [calls.roleGrantsSave, { body: { id: 1, resourceIds: ['a'] } }],
      [calls.roleGrants, { params: { id: 'abc' } }],
    ];
    for (const [call, request] of bad) {
      const answer = await as('admin', call, request);
      expect(answer.status, call.id).toBe(400);
      expect(answer.body.code, call.id).toBe(APP_CODES.VALIDATION);
      expect(answer.body.msg.length, call.id).toBeGreaterThan(0);
    }
    // Ids that name nothing: a validation answer (roles, departments, nodes) or not found, never a 500.
    const sales = await roleId('sales');
    const unknownRole = await as('admin', calls.userCreate, {
      body: {
        username: 'ghost',
        name: '幽灵',
        nameEn: 'Ghost',
        jobNumber: 'SB9990',
        password: 'Passw0rd!',
        roleIds: [999_999],
        deptIds: [1],
      },
    });
    expect(unknownRole.body.code).toBe(APP_CODES.VALIDATION);
    expect((await as('admin', calls.roleGrantsSave, { body: { id: sales, resourceIds: [123] } })).body.code).toBe(APP_CODES.VALIDATION);
    expect((await as('admin', calls.userStatus, { body: { id: 999_999, status: 'disabled' } })).body.code).toBe(APP_CODES.NOT_FOUND);
  });

  it('creates, copies and deletes roles, refusing to delete a held role without a reassignment', async () => {
    const created = await ok<AdminRoleRow>('admin', calls.roleSave, {
      body: { code: 'auditor', name: '审计', nameEn: 'Auditor', description: '只读', dataScope: 'dept' },
    });
    expect(created).toMatchObject({ code: 'auditor', dataScope: 'dept', holders: 0, grants: 0 });
    expect((await as('admin', calls.roleSave, { body: { code: 'auditor', name: 'x', nameEn: 'x', dataScope: 'own' } })).body.code).toBe(
      APP_CODES.CONFLICT,
    );
    const copy = await ok<AdminRoleRow>('admin', calls.roleCopy, {
      body: { id: await roleId('finance'), code: 'finance-b', name: '财务 B', nameEn: 'Finance B' },
    });
    const financeGrants = await ok<{ resourceIds: number[] }>('admin', calls.roleGrants, { params: { id: await roleId('finance') } });
    expect(copy.grants).toBe(financeGrants.resourceIds.length);
    expect(copy).toMatchObject({ dataScope: 'all', holders: 0 });

    // Held by sales2 through an edit of the account: delete refused, then allowed with a reassignment.
    const account = await accountEditOf(t, tokens.get('admin') ?? '', 'sales2');
    await ok('admin', calls.userUpdate, { body: { ...account, roleIds: [copy.id] } });
    const refused = await as('admin', calls.roleDelete, { body: { id: copy.id } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: APP_CODES.CONFLICT, data: { holders: 1 } });
    expect((await as('admin', calls.roleDelete, { body: { id: copy.id, reassignTo: copy.id } })).body.code).toBe(APP_CODES.VALIDATION);
    const sales = await roleId('sales');
    expect(await ok('admin', calls.roleDelete, { body: { id: copy.id, reassignTo: sales } })).toEqual({ id: copy.id, reassigned: 1 });
    const after = (await ok<{ rows: AdminUserRow[] }>('admin', calls.userQuery, { body: { keyword: 'sales2' } })).rows[0]!;
    expect(after.roles.map((role) => role.id)).toEqual([sales]);
    expect(await ok('admin', calls.roleDelete, { body: { id: created.id } })).toEqual({ id: created.id, reassigned: 0 });
  });

  it('makes a grant and a revoke take effect at the next request, bumps the version and tells open tabs', async () => {
    const sent: { staffId: number; event: string; data: unknown }[] = [];
    const listener: PushConnection = {
      staffId: await staffId('sales'),
      clientId: 'tab-admin-test',
      lang: 'zh',
      send: (event, data) => sent.push({ staffId: listener.staffId, event, data }),
      close: () => undefined,
    };
    t.services.deps.pushHub.add(listener);
    const sales = await roleId('sales');
    const before = await ok<{ resourceIds: number[] }>('admin', calls.roleGrants, { params: { id: sales } });
    const nodes = await ok<ResourceNodeRow[]>('admin', calls.resourceTree);
    const currencies =
      nodes.find((node) => node.international === 'FC_CURRENCY') ?? nodes.find((node) => node.router?.startsWith('/financial/'));
    expect(currencies).toBeDefined();
    expect((await callApi(t.app, currencyList, {}, { token: tokens.get('sales') ?? '' })).body.code).toBe(APP_CODES.FORBIDDEN);

    const { grantsVersion: v0 } = await ok<{ grantsVersion: number }>('admin', calls.grantsVersion);
    const saved = await ok<{ resourceIds: number[]; grantsVersion: number }>('admin', calls.roleGrantsSave, {
      body: { id: sales, resourceIds: [...before.resourceIds, currencies!.id] },
    });
    expect(saved.grantsVersion).toBe(v0 + 1);
    // The page's group and section come with it (half-checked in the tree), so the menu can show it.
    expect(saved.resourceIds).toContain(currencies!.parentId);
    expect(sent.at(-1)).toMatchObject({ event: calls.GRANTS_EVENT, data: { grantsVersion: v0 + 1 } });
    const info = (await callApi(t.app, getUserInfo, {}, { token: tokens.get('sales') ?? '' })).body.data as UserInfo;
    expect(info.permissions).toContain(currencies!.international);
    expect(info.resource.map((entry) => entry.router)).toContain(currencies!.router);

    await ok('admin', calls.roleGrantsSave, { body: { id: sales, resourceIds: before.resourceIds } });
    const revoked = (await callApi(t.app, getUserInfo, {}, { token: tokens.get('sales') ?? '' })).body.data as UserInfo;
    expect(revoked.permissions).not.toContain(currencies!.international);
    expect(sent.filter((entry) => entry.event === calls.GRANTS_EVENT)).toHaveLength(2);
    t.services.deps.pushHub.remove(listener);
  });

  it('creates an account that must change its password, disables it (sessions end), unlocks and resets it', async () => {
    const options = await ok<{ roles: { id: number; code: string }[]; departments: { id: number }[] }>('admin', calls.userOptions);
    const newhire = options.roles.find((role) => role.code === 'newhire')!.id;
    const created = await ok<AdminUserRow>('admin', calls.userCreate, {
      body: {
        username: 'wang.fang',
        name: '王芳',
        nameEn: 'Wang Fang',
        jobNumber: 'SB4100',
        email: 'wang.fang@switchboard.example',
        mobile: '13800000000',
        password: 'Welcome2026',
        roleIds: [newhire],
        deptIds: [options.departments[0]!.id],
      },
    });
    expect(created).toMatchObject({ status: 'active', mustChangePassword: true, roles: [{ id: newhire }] });
    expect(
      (
        await as('admin', calls.userCreate, {
          body: {
            ...created,
            username: 'WANG.FANG',
            password: 'Welcome2026',
            roleIds: [newhire],
            deptIds: [options.departments[0]!.id],
            email: '',
            mobile: '',
          },
        })
      ).body.code,
    ).toBe(APP_CODES.CONFLICT);
    const session = await signIn(t, 'wang.fang', 'Welcome2026');
    // The shell reads the flag from the user entry and opens the change-password dialog at once.
    expect((await callApi(t.app, getUserInfo, {}, { token: session.token })).body).toMatchObject({
      code: 0,
      data: { mustChangePassword: true },
    });

    // A second device (the phone beside the office browser): disabling ends both, refresh included.
    const phone = await signIn(t, 'wang.fang', 'Welcome2026');
    expect((await callApi(t.app, getUserInfo, {}, { token: phone.token })).body.code).toBe(0);
    const disabled = await ok<AdminUserRow>('admin', calls.userStatus, { body: { id: created.id, status: 'disabled' } });
    expect(disabled.status).toBe('disabled');
    for (const each of [session, phone]) {
      expect((await callApi(t.app, getUserInfo, {}, { token: each.token })).body.code).toBe(SPEC_CODES.TOKEN_INVALID);
      expect(
        (await callApi(t.app, refresh, { query: { client_id: STAFF_CLIENT_ID, scope: 'staff', refresh_token: each.refreshToken } })).body
          .code,
      ).not.toBe(0);
    }
    await expect(signIn(t, 'wang.fang', 'Welcome2026')).rejects.toThrow();
    expect((await as('admin', calls.userStatus, { body: { id: await staffId('admin'), status: 'disabled' } })).body.code).toBe(
      APP_CODES.CONFLICT,
    );
    await ok('admin', calls.userStatus, { body: { id: created.id, status: 'active' } });

    await t.services.deps.db
      .update(staff)
      .set({ lockedUntil: new Date(t.clock.now().getTime() + 3_600_000), failedLogins: 5 })
      .where(eq(staff.id, created.id));
    expect(
      (await ok<{ rows: AdminUserRow[] }>('admin', calls.userQuery, { body: { keyword: 'wang' } })).rows[0]!.lockedUntil,
    ).not.toBeNull();
    expect((await ok<AdminUserRow>('admin', calls.userUnlock, { body: { id: created.id } })).lockedUntil).toBeNull();

    const second = await signIn(t, 'wang.fang', 'Welcome2026');
    await ok('admin', calls.userResetPassword, { body: { id: created.id, password: 'Another2026' } });
    expect((await callApi(t.app, getUserInfo, {}, { token: second.token })).body.code).toBe(SPEC_CODES.TOKEN_INVALID);
    expect((await signIn(t, 'wang.fang', 'Another2026')).token).toBeTruthy();
    const own = await as('admin', calls.userResetPassword, { body: { id: await staffId('admin'), password: 'Another2026' } });
    expect(own.body).toMatchObject({ code: APP_CODES.CONFLICT, msg: '不能在这里重置自己的密码，请在个人设置中用 修改密码' });
    expect((await as('admin', calls.userQuery, { body: { keyword: 'wang' } })).body.code).toBe(0);

    const filtered = await ok<{ rows: AdminUserRow[]; count: number }>('admin', calls.userQuery, {
      body: { roleId: newhire, status: 'active' },
    });
    expect(filtered.rows.map((row) => row.username)).toEqual(expect.arrayContaining(['newhire', 'wang.fang']));
  });

  it('lets a person with an administrator-set password read, but change nothing until they pick their own', async () => {
    const options = await ok<{ roles: { id: number; code: string }[]; departments: { id: number }[] }>('admin', calls.userOptions);
    const newhire = options.roles.find((role) => role.code === 'newhire')!.id;
    await ok<AdminUserRow>('admin', calls.userCreate, {
      body: {
        username: 'li.lei',
        name: '李雷',
        nameEn: 'Li Lei',
        jobNumber: 'SB4101',
        email: '',
        mobile: '',
        password: 'Welcome2026',
        roleIds: [newhire],
        deptIds: [options.departments[0]!.id],
      },
    });
    const { token } = await signIn(t, 'li.lei', 'Welcome2026');
    const entries = await callApi(t.app, quickAccessList, {}, { token });
    expect(entries.body.code).toBe(0);
    const refused = await callApi(t.app, quickAccessSave, { body: { resourceIds: [] } }, { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: APP_CODES.PASSWORD_CHANGE_REQUIRED,
      msg: '请先修改管理员为你设置的初始密码，再进行其他操作',
    });

    const key = ((await callApi(t.app, idempotenceKey, {}, { token })).body.data as { key: string }).key;
    const changed = await callApi(
      t.app,
      changePassword,
      { body: { oldPassword: 'Welcome2026', newPassword: 'Own#Choice2027' } },
      { token, headers: { 'X-Idempotence-Key': key } },
    );
    expect(changed.body.code, changed.body.msg).toBe(0);
    const again = await signIn(t, 'li.lei', 'Own#Choice2027');
    expect((await callApi(t.app, quickAccessSave, { body: { resourceIds: [] } }, { token: again.token })).body.code).toBe(0);
  });
});
