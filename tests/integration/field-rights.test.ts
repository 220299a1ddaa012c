import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  resourceTree,
  roleGrantsSave,
  roleSave,
  userUpdate,
  type AdminRoleRow,
  type ResourceNodeRow,
} from '../../src/shared/api/admin-calls';
import { customerDetail, customerQuery, type CustomerRow } from '../../src/shared/api/crm-calls';
import type { CallDef } from '../../src/shared/api/define-call';
import { fieldRights, roleFieldRights, roleFieldRightsSave, type RoleFieldPages } from '../../src/shared/api/field-rights-calls';
import { BUSINESS_PAGES } from '../../src/shared/business/page-links';
import { APP_CODES } from '../../src/shared/error-codes';
import { accountEditOf } from '../helpers/admin-accounts';
import { demoSessions, type DemoSessions } from '../helpers/demo-sessions';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Field-level rights: the role editor's calls, `resource/field/get`, and the customer details answer that obeys them. */
let t: TestApp;
let people: DemoSessions;
const PAGE = BUSINESS_PAGES.clientDetails;

beforeAll(async () => {
  t = await createTestApp({}, { seedScale: 0.01 });
  people = await demoSessions(t);
}, 120_000);
afterAll(async () => t.close());

const as = (user: string, call: CallDef, request: Record<string, unknown> = {}) => people.as(user, call, request);
const ok = <T>(user: string, call: CallDef, request: Record<string, unknown> = {}) => people.ok<T>(user, call, request);
const roleId = (code: string) => people.roleId(code);
const visibleTo = async (user: string) =>
  (await ok<{ fields: { field: string; visible: boolean }[] }>(user, fieldRights, { body: { page: PAGE } })).fields;
async function detailFor(user: string) {
  const list = await ok<{ rows: CustomerRow[] }>(user, customerQuery, { body: { pageSize: 5 } });
  const code = list.rows[0]!.code;
  return ok<{
    ownerHistory: unknown[];
    last30Days: { rows: unknown[] };
    terms: { balances: unknown[]; ledger: unknown[]; credit: unknown; creditHistory: unknown[]; source: string };
  }>(user, customerDetail, { query: { code } });
}

describe('field-level rights', () => {
  it('shows every field of the page while no role hides any, and no fields for a page without field rights', async () => {
    expect(await visibleTo('sales')).toEqual([
      { field: 'balance', visible: true },
      { field: 'credit', visible: true },
      { field: 'traffic', visible: true },
      { field: 'ownerHistory', visible: true },
    ]);
    expect((await ok<{ fields: unknown[] }>('sales', fieldRights, { body: { page: '/home' } })).fields).toEqual([]);
    const sales = await ok<RoleFieldPages>('admin', roleFieldRights, { params: { id: await roleId('sales') } });
    expect(sales.pages).toEqual([{ page: PAGE, hidden: [] }]);
  });

  it('hides what the role hides, at the holder’s next request, and the detail answer leaves those parts out', async () => {
    const before = await detailFor('sales');
    expect(before.terms.credit).not.toBeNull();
    const saved = await ok<RoleFieldPages>('admin', roleFieldRightsSave, {
      body: { id: await roleId('sales'), page: PAGE, hidden: ['credit', 'balance', 'ownerHistory'] },
    });
    // In the page's own order, whatever order they were sent in.
    expect(saved.pages).toEqual([{ page: PAGE, hidden: ['balance', 'credit', 'ownerHistory'] }]);
    expect((await visibleTo('sales')).filter((field) => !field.visible).map((field) => field.field)).toEqual([
      'balance',
      'credit',
      'ownerHistory',
    ]);
    const after = await detailFor('sales');
    expect(after.terms).toMatchObject({ balances: [], ledger: [], credit: null, creditHistory: [], source: before.terms.source });
    expect(after.ownerHistory).toEqual([]);
    expect(after.last30Days.rows).toEqual(before.last30Days.rows);
    // The administrator's own role hides nothing: they still see all of it.
    expect((await visibleTo('admin')).every((field) => field.visible)).toBe(true);
    expect((await detailFor('admin')).terms.credit).not.toBeNull();
  });

  it('adds up across roles: another role that opens the page and shows a field shows it', async () => {
    const tree = await ok<ResourceNodeRow[]>('admin', resourceTree);
    const page = tree.find((node) => node.router === BUSINESS_PAGES.myClients)!;
    const extra = await ok<AdminRoleRow>('admin', roleSave, {
      body: { code: 'credit-viewer', name: '信用查看', nameEn: 'Credit viewer', dataScope: 'own' },
    });
    await ok('admin', roleGrantsSave, { body: { id: extra.id, resourceIds: [page.id] } });
    await ok('admin', roleFieldRightsSave, { body: { id: extra.id, page: PAGE, hidden: ['balance', 'ownerHistory'] } });
    const account = await accountEditOf(t, people.token('admin'), 'sales');
    await ok('admin', userUpdate, { body: { ...account, roleIds: [...account.roleIds, extra.id] } });
    const fields = await visibleTo('sales');
    expect(fields.filter((field) => !field.visible).map((field) => field.field)).toEqual(['balance', 'ownerHistory']);
    expect((await detailFor('sales')).terms.credit).not.toBeNull();
    await ok('admin', userUpdate, { body: account });
    // Clearing the sales role's list shows everything again.
    await ok('admin', roleFieldRightsSave, { body: { id: await roleId('sales'), page: PAGE, hidden: [] } });
    expect((await visibleTo('sales')).every((field) => field.visible)).toBe(true);
  });

  it('refuses a field the page does not have, a page without field rights, an unknown role, and people without the roles page', async () => {
    const sales = await roleId('sales');
    const unknownField = await as('admin', roleFieldRightsSave, { body: { id: sales, page: PAGE, hidden: ['password'] } });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body).toMatchObject({ code: APP_CODES.VALIDATION, msg: '该页面没有字段 password' });
    const unknownPage = await as('admin', roleFieldRightsSave, { body: { id: sales, page: '/home', hidden: [] } });
    expect(unknownPage.body.code).toBe(APP_CODES.VALIDATION);
    expect((await as('admin', roleFieldRightsSave, { body: { id: 999_999, page: PAGE, hidden: [] } })).body.code).toBe(APP_CODES.NOT_FOUND);
    expect((await as('admin', roleFieldRights, { params: { id: 999_999 } })).body.code).toBe(APP_CODES.NOT_FOUND);
    const refused = await as('sales', roleFieldRightsSave, { body: { id: sales, page: PAGE, hidden: ['balance'] } });
    expect(refused.status).toBe(403);
    expect((await visibleTo('sales')).every((field) => field.visible)).toBe(true);
  });
});
