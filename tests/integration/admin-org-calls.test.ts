import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../src/shared/api/admin-org-calls';
import type { DeptNode, PermissionHolders, PermissionResource } from '../../src/shared/api/admin-org-calls';
import { ALL_CALLS } from '../../src/shared/api/index';
import type { CallDef } from '../../src/shared/api/define-call';
import { APP_CODES, SPEC_CODES } from '../../src/shared/error-codes';
import { PERMISSION_KEYS } from '../../src/shared/permissions';
import { departmentSubtree } from '../../src/server/business/data-scope';
import { departments, staff, staffDepartments } from '../../src/server/db/schema/index';
import { callApi, signIn, type RawAnswer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Departments and the permission look-up: who may, what is refused, and that a move takes effect at once. */
let t: TestApp;
const tokens = new Map<string, string>();
const ORG_CALLS = ALL_CALLS.filter((call) => call.id.startsWith('adminOrg.'));

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'sales', 'newhire']) tokens.set(user, (await signIn(t, user)).token);
}, 120_000);
afterAll(async () => t.close());

const as = (user: string, call: CallDef, request: Record<string, unknown> = {}): Promise<RawAnswer> =>
  callApi(t.app, call, request, { token: tokens.get(user) ?? '' });
async function ok<T>(call: CallDef, request: Record<string, unknown> = {}): Promise<T> {
  const answer = await as('admin', call, request);
  expect(answer.body.code, `${call.id}: ${answer.body.msg}`).toBe(0);
  return answer.body.data as T;
}
const create = (name: string, parentId: number | null = null) =>
  ok<DeptNode>(calls.deptCreate, { body: { parentId, name, nameEn: `${name} EN` } });
const tree = () => ok<DeptNode[]>(calls.deptTree);

describe('department and permission look-up calls', () => {
  it('declares every call under the departments or permissions page key', () => {
    expect(ORG_CALLS.length).toBe(12);
    for (const call of ORG_CALLS)
      expect([PERMISSION_KEYS.departmentAdmin, PERMISSION_KEYS.permissionAdmin, PERMISSION_KEYS.userAdmin], call.id).toContain(
        call.permission,
      );
  });

  it('refuses sales and newhire every call and changes nothing; no session is refused too', async () => {
    const before = await t.services.deps.db.select().from(departments).orderBy(departments.id);
    const [first] = before;
    for (const call of ORG_CALLS) {
      const params = call.path.includes(':id') ? { params: { id: 1 } } : {};
      const body = { id: first!.id, parentId: null, index: 0, name: 'x', nameEn: 'x', leadStaffId: null };
      for (const user of ['sales', 'newhire']) {
        const answer = await as(user, call, { ...params, body });
        expect(answer.status, `${user} ${call.id}`).toBe(403);
        expect(answer.body.code, `${user} ${call.id}`).toBe(APP_CODES.FORBIDDEN);
      }
      expect((await callApi(t.app, call, { ...params, body })).body.code, call.id).toBe(SPEC_CODES.TOKEN_INVALID);
    }
    expect(await t.services.deps.db.select().from(departments).orderBy(departments.id)).toEqual(before);
  });

  it('answers bad input with the validation envelope', async () => {
    const bad: [CallDef, Record<string, unknown>][] = [
      [calls.deptCreate, { body: { name: '', nameEn: 'x' } }],
      [calls.deptCreate, { body: { name: 'x', nameEn: 'x', parentId: 2_000_000_001 } }],
      [calls.deptCreate, { body: { name: 'a\u0007b', nameEn: 'x' } }],
      [calls.deptRename, { body: { id: 'one', name: 'x', nameEn: 'x' } }],
      [calls.deptMove, { body: { id: 1, parentId: null, index: -1 } }],
      [calls.deptMove, { body: { id: 1, parentId: 3_000_000_000, index: 0 } }],
      [calls.deptLead, { body: { id: 1 } }],
      [calls.permissionHolders, { params: { id: 'x' } }],
    ];
    for (const [call, request] of bad) {
      const answer = await as('admin', call, request);
      expect(answer.body.code, `${call.id} ${JSON.stringify(request)}`).toBe(APP_CODES.VALIDATION);
      expect(answer.body.msg.length).toBeGreaterThan(0);
    }
    expect((await as('admin', calls.deptRename, { body: { id: 2_000_000_001, name: 'x', nameEn: 'x' } })).body.code).toBe(
      APP_CODES.NOT_FOUND,
    );
    expect((await as('admin', calls.permissionHolders, { params: { id: 2_000_000_001 } })).body.code).toBe(APP_CODES.NOT_FOUND);
  });

  it('creates, renames, sets the lead and deletes an empty department', async () => {
    const dept = await create('测试部');
    expect(dept).toMatchObject({ parentId: null, name: '测试部', headCount: 0, lead: null });
    expect((await ok<DeptNode>(calls.deptRename, { body: { id: dept.id, name: '质量部', nameEn: 'Quality' } })).nameEn).toBe('Quality');
    const [sales] = await t.services.deps.db.select({ id: staff.id, name: staff.name }).from(staff).where(eq(staff.username, 'sales'));
    const options = await ok<{ id: number }[]>(calls.deptStaffOptions, { body: { keyword: '李' } });
    expect(options.map((o) => o.id)).toContain(sales!.id);
    const led = await ok<DeptNode>(calls.deptLead, { body: { id: dept.id, leadStaffId: sales!.id } });
    expect(led.lead).toMatchObject({ id: sales!.id, name: sales!.name });
    expect((await as('admin', calls.deptLead, { body: { id: dept.id, leadStaffId: 2_000_000_001 } })).body.code).toBe(APP_CODES.VALIDATION);
    expect(await ok(calls.deptDelete, { body: { id: dept.id } })).toEqual({ id: dept.id });
    expect((await tree()).some((node) => node.id === dept.id)).toBe(false);
  });

  it('refuses to delete a department that has people or children, with a clear message', async () => {
    const parent = await create('上级');
    const child = await create('下级', parent.id);
    const children = await as('admin', calls.deptDelete, { body: { id: parent.id } });
    expect(children.body.code).toBe(APP_CODES.CONFLICT);
    expect(children.body.msg).toContain('子部门');
    const [person] = await t.services.deps.db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'newhire'));
    await t.services.deps.db.insert(staffDepartments).values({ staffId: person!.id, deptId: child.id, primary: false });
    expect((await tree()).find((node) => node.id === child.id)?.headCount).toBe(1);
    const people = await as('admin', calls.deptDelete, { body: { id: child.id } });
    expect(people.body.code).toBe(APP_CODES.CONFLICT);
    expect(people.body.msg).toContain('1');
    await t.services.deps.db.delete(staffDepartments).where(eq(staffDepartments.deptId, child.id));
    await ok(calls.deptDelete, { body: { id: child.id } });
    await ok(calls.deptDelete, { body: { id: parent.id } });
  });

  it('moves a department under another and reorders siblings; the data scope reads the move at once', async () => {
    const a = await create('甲');
    const b = await create('乙');
    const c = await create('丙', a.id);
    expect(await departmentSubtree(t.services.deps, [b.id])).toEqual([b.id]);
    // Onto b: a becomes b's child, with c under it.
    let nodes = await ok<DeptNode[]>(calls.deptMove, { body: { id: a.id, parentId: b.id, index: 0 } });
    expect(nodes.find((node) => node.id === a.id)?.parentId).toBe(b.id);
    expect(await departmentSubtree(t.services.deps, [b.id])).toEqual([a.id, b.id, c.id].sort((x, y) => x - y));
    // Between: d first, then c before d among a's children.
    const d = await create('丁', a.id);
    nodes = await ok<DeptNode[]>(calls.deptMove, { body: { id: d.id, parentId: a.id, index: 0 } });
    const order = nodes.filter((node) => node.parentId === a.id).map((node) => node.id);
    expect(order).toEqual([d.id, c.id]);
    expect(nodes.filter((node) => node.parentId === a.id).map((node) => node.sort)).toEqual([0, 1]);
  });

  it('refuses a move that would make a cycle, and changes nothing', async () => {
    const top = await create('顶');
    const mid = await create('中', top.id);
    const low = await create('底', mid.id);
    const before = await tree();
    for (const parentId of [top.id, mid.id, low.id]) {
      const answer = await as('admin', calls.deptMove, { body: { id: top.id, parentId, index: 0 } });
      expect(answer.body.code, String(parentId)).toBe(APP_CODES.VALIDATION);
      expect(answer.body.msg).toContain('下级');
    }
    expect(await tree()).toEqual(before);
  });

  it('answers who has a page: the roles that grant it and their holders, ALL for the administrator', async () => {
    const resources = await ok<PermissionResource[]>(calls.permissionResources);
    const crm = resources.find((node) => node.international === PERMISSION_KEYS.departmentAdmin) ?? resources[0]!;
    const answer = await ok<PermissionHolders>(calls.permissionHolders, { params: { id: crm.id } });
    const adminRole = answer.roles.find((role) => role.code === 'admin');
    expect(adminRole).toMatchObject({ all: true });
    expect(answer.roles.find((role) => role.code === 'newhire')).toBeUndefined();
    const admin = answer.people.find((person) => person.username === 'admin');
    expect(admin?.via.map((role) => role.code)).toContain('admin');
    expect(answer.people.some((person) => person.username === 'newhire')).toBe(false);

    const home = resources.find((node) => node.parentId === null && /home/i.test(node.international)) ?? resources[0]!;
    const homeAnswer = await ok<PermissionHolders>(calls.permissionHolders, { params: { id: home.id } });
    const sales = homeAnswer.roles.find((role) => role.code === 'sales');
    expect(sales).toMatchObject({ all: false });
    expect(sales!.holders).toBeGreaterThan(0);
  });
});
