import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRANTS_EVENT, grantsVersion } from '../../src/shared/api/admin-calls';
import * as calls from '../../src/shared/api/admin-menu-calls';
import type { AdminMenuNode } from '../../src/shared/api/admin-menu-calls';
import { ALL_CALLS, type CallDef } from '../../src/shared/api/index';
import { getResourceByMenu, getUserInfo, type MenuNode } from '../../src/shared/api/staff-calls';
import { APP_CODES, SPEC_CODES } from '../../src/shared/error-codes';
import { BUTTON_LIST, PERMISSION_KEYS } from '../../src/shared/permissions';
import { staff } from '../../src/server/db/schema/index';
import { syncMenu } from '../../src/server/db/seed/menu-sync';
import type { PushConnection } from '../../src/server/messages/push-hub';
import { callApi } from '../helpers/api';
import { demoSessions, type DemoSessions } from '../helpers/demo-sessions';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The menu tree: who may edit it, what input is refused, and that an edit reaches everyone's menu and survives a restart. */
let t: TestApp;
let people: DemoSessions;
const MENU_CALLS = ALL_CALLS.filter((call) => call.id.startsWith('adminMenu.'));

beforeAll(async () => {
  t = await createTestApp();
  people = await demoSessions(t);
}, 120_000);
afterAll(async () => t.close());

const as = (user: string, call: CallDef, request: Record<string, unknown> = {}) => people.as(user, call, request);
const ok = <T>(user: string, call: CallDef, request: Record<string, unknown> = {}) => people.ok<T>(user, call, request);
const tree = () => ok<AdminMenuNode[]>('admin', calls.menuTree);
const byKey = async (key: string) => (await tree()).find((node) => node.international === key)!;
const menuOf = (user: string) => ok<MenuNode[]>(user, getResourceByMenu, { query: { mobileFlag: false } });
function findIn(nodes: MenuNode[], key: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.international === key) return node;
    const inner = findIn(node.children, key);
    if (inner) return inner;
  }
  return undefined;
}
const edit = (node: AdminMenuNode, change: Partial<AdminMenuNode>) => ({
  body: {
    id: node.id,
    name: node.name,
    nameEn: node.nameEn,
    icon: node.icon,
    webShowFlag: node.webShowFlag,
    layoutName: node.layoutName,
    ...change,
  },
});

describe('menu tree calls', () => {
  it('declares every call under the menu page key and refuses everyone else, and every call without a session', async () => {
    expect(MENU_CALLS.map((call) => call.id).sort()).toEqual([
      'adminMenu.reorder',
      'adminMenu.restore',
      'adminMenu.save',
      'adminMenu.tree',
    ]);
    const home = await byKey('HOME');
    for (const call of MENU_CALLS) {
      expect(call.permission, call.id).toBe(PERMISSION_KEYS.menuAdmin);
      for (const user of ['sales', 'finance', 'ops', 'newhire']) {
        const answer = await as(user, call, { body: { id: home.id, parentId: null, ids: [home.id] } });
        expect(answer.status, `${user} ${call.id}`).toBe(403);
        expect(answer.body.code, `${user} ${call.id}`).toBe(APP_CODES.FORBIDDEN);
      }
      expect((await callApi(t.app, call, {})).body.code, call.id).toBe(SPEC_CODES.TOKEN_INVALID);
    }
  });

  it('serves the route table as a tree: parents first, the defaults beside the values, no buttons', async () => {
    const nodes = await tree();
    const seen = new Set<number>();
    for (const node of nodes) {
      if (node.parentId !== null) expect(seen, node.international).toContain(node.parentId);
      seen.add(node.id);
    }
    expect(nodes[0]).toMatchObject({ international: 'HOME', name: '首页', nameEn: 'Home', router: '/home', edited: false });
    expect(nodes.find((node) => node.international === PERMISSION_KEYS.menuAdmin)?.router).toBe('/setModule/authManage/menu');
    const buttons = new Set(BUTTON_LIST.map((button) => button.key));
    expect(nodes.filter((node) => buttons.has(node.international))).toEqual([]);
  });

  it('answers bad input with the validation envelope, and an unknown node with not found', async () => {
    const crm = await byKey('CRM');
    const top = (await tree()).filter((node) => node.parentId === null).map((node) => node.id);
    const bad: [CallDef, Record<string, unknown>, string][] = [
      [calls.menuSave, edit(crm, { icon: 'Skull' }), 'icon'],
      [calls.menuSave, edit(crm, { name: '  ' }), 'name'],
      [calls.menuSave, edit(crm, { layoutName: 'nowhere' }), 'layoutName'],
      [calls.menuSave, edit(crm, { id: 2_147_483_648 }), 'id'],
      [calls.menuReorder, { body: { parentId: null, ids: top.slice(1) } }, 'ids'],
      [calls.menuReorder, { body: { parentId: null, ids: [...top, top[0]] } }, 'ids'],
      [calls.menuReorder, { body: { parentId: crm.id, ids: top } }, 'ids'],
    ];
    for (const [call, request, field] of bad) {
      const answer = await as('admin', call, request);
      expect(answer.status, `${call.id} ${field}`).toBe(400);
      expect(answer.body.code, `${call.id} ${field}`).toBe(APP_CODES.VALIDATION);
      expect(answer.body.msg).toMatch(/\S/);
      expect(JSON.stringify(answer.body.data), `${call.id} ${field}`).toContain(field);
    }
    const missing = await as('admin', calls.menuSave, edit(crm, { id: 999_999 }));
    expect(missing.body.code).toBe(APP_CODES.NOT_FOUND);
  });

  it("hides, renames and re-icons a page in everyone's menu at once, tells open tabs, and restores it", async () => {
    const sent: { event: string; data: unknown }[] = [];
    const [sales] = await t.services.deps.db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'sales'));
    const listener: PushConnection = {
      staffId: sales!.id,
      clientId: 'tab-menu-test',
      lang: 'zh',
      send: (event, data) => sent.push({ event, data }),
      close: () => undefined,
    };
    t.services.deps.pushHub.add(listener);
    const page = (await tree()).find((node) => node.router === '/crm/client-partner/my-client')!;
    const before = findIn(await menuOf('sales'), page.international)!;
    expect(before).toMatchObject({ name: page.name, webShowFlag: true });
    const { grantsVersion: v0 } = await ok<{ grantsVersion: number }>('admin', grantsVersion);

    const saved = await ok<AdminMenuNode>(
      'admin',
      calls.menuSave,
      edit(page, { name: '我的客户（新）', nameEn: 'My accounts', icon: 'Handshake', webShowFlag: false }),
    );
    expect(saved).toMatchObject({
      name: '我的客户（新）',
      nameEn: 'My accounts',
      webShowFlag: false,
      edited: true,
      defaults: { name: page.name, webShowFlag: true },
    });
    expect(sent.at(-1)).toMatchObject({ event: GRANTS_EVENT, data: { grantsVersion: v0 + 1 } });
    const hidden = findIn(await menuOf('sales'), page.international)!;
    expect(hidden).toMatchObject({ name: '我的客户（新）', nameEn: 'My accounts', icon: 'Handshake', webShowFlag: false });
    // Hidden from the menu, not from access: the page still opens from a link.
    const info = await ok<{ resource: { router: string }[] }>('sales', getUserInfo);
    expect(info.resource.map((entry) => entry.router)).toContain('/crm/client-partner/my-client');

    // The start-up menu sync rewrites the generated nodes; the edits stay over them.
    await syncMenu(t.services.deps.db);
    expect(findIn(await menuOf('sales'), page.international)).toMatchObject({ name: '我的客户（新）', webShowFlag: false });

    const restored = await ok<AdminMenuNode>('admin', calls.menuRestore, { body: { id: page.id } });
    expect(restored).toMatchObject({ name: page.name, nameEn: page.nameEn, icon: null, webShowFlag: true, edited: false });
    expect(findIn(await menuOf('sales'), page.international)).toMatchObject({ name: page.name, webShowFlag: true });
    expect(sent.filter((entry) => entry.event === GRANTS_EVENT).length).toBeGreaterThanOrEqual(2);
    t.services.deps.pushHub.remove(listener);
  });

  it('keeps a new order of sections and of pages, for everyone, across a restart', async () => {
    const nodes = await tree();
    const top = nodes.filter((node) => node.parentId === null);
    const crm = top.find((node) => node.international === 'CRM')!;
    const moved = [crm, ...top.filter((node) => node.id !== crm.id)];
    const answer = await ok<AdminMenuNode[]>('admin', calls.menuReorder, { body: { parentId: null, ids: moved.map((node) => node.id) } });
    expect(answer.filter((node) => node.parentId === null).map((node) => node.international)).toEqual(
      moved.map((node) => node.international),
    );

    const group = nodes.find((node) => node.parentId === crm.id && nodes.filter((child) => child.parentId === node.id).length >= 2)!;
    const pages = nodes.filter((node) => node.parentId === group.id).map((node) => node.id);
    await ok('admin', calls.menuReorder, { body: { parentId: group.id, ids: [...pages].reverse() } });

    await syncMenu(t.services.deps.db);
    const menu = await menuOf('sales');
    expect(menu[0]?.international).toBe('CRM');
    const salesGroup = findIn(menu, group.international)!;
    const expected = [...pages].reverse().map((id) => nodes.find((node) => node.id === id)!.international);
    expect(salesGroup.children.map((child) => child.international)).toEqual(expected.filter((key) => findIn([salesGroup], key)));
    // Every node is still in the tree exactly once (moving a section keeps its pages under it).
    const after = await tree();
    expect(after.map((node) => node.id).sort((a, b) => a - b)).toEqual(nodes.map((node) => node.id).sort((a, b) => a - b));
    expect(findIn(menu, group.international)?.children.length).toBeGreaterThan(0);
  });
});
