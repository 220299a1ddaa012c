import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResourceByBtn, getResourceByMenu, getUserInfo, type MenuNode, type UserInfo } from '../../src/shared/api/staff-calls';
import { PERMISSION_KEYS } from '../../src/shared/permissions';
import { SECTIONS } from '../../src/shared/routes/index';
import { HOME_MENU_ID } from '../../src/shared/routes/menu-keys';
import { MENU_RESOURCES } from '../../src/shared/routes/menu-resources';
import { resources, roleResources, roles } from '../../src/server/db/schema/index';
import { syncMenu } from '../../src/server/db/seed/menu-sync';
import { eq } from 'drizzle-orm';
import { callApi, signIn } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function infoOf(username: string): Promise<UserInfo> {
  const { token } = await signIn(t, username);
  const answer = await callApi(t.app, getUserInfo, {}, { token });
  expect(answer.body.code).toBe(0);
  return answer.body.data as UserInfo;
}

const topKeys = (info: UserInfo) => info.userAuth.map((node) => node.international);
const sectionOrder = SECTIONS.map((section) => section.area);
const inOrder = (areas: string[]) => ['HOME', ...sectionOrder.filter((area) => areas.includes(area))];

function walk(nodes: MenuNode[], visit: (node: MenuNode) => void): void {
  for (const node of nodes) {
    visit(node);
    walk(node.children, visit);
  }
}

describe('each demo user gets exactly their own menu', () => {
  it('admin sees home, all 13 sections and the external systems', async () => {
    const info = await infoOf('admin');
    expect(topKeys(info)).toEqual(['HOME', ...sectionOrder, 'IMFS', 'MONITOR', 'NWP', 'BIBOARD', 'CRMATCH']);
    expect(sectionOrder).toHaveLength(13);
    const pages = MENU_RESOURCES.filter((node) => node.kind === 'menu' && node.router);
    expect(info.resource).toHaveLength(pages.length);
    expect(info.permissions).toContain('aichat');
  });

  it.each([
    ['sales', ['CRM', 'BQ', 'QM', 'MC', 'GER']],
    ['sales2', ['CRM', 'BQ', 'QM', 'MC', 'GER']],
    ['finance', ['FC', 'RPT', 'MC', 'GER']],
    ['ops', ['OC', 'BQ', 'TJ']],
    ['newhire', []],
  ] as const)('%s sees home and %j', async (username, areas) => {
    const info = await infoOf(username);
    expect(topKeys(info)).toEqual(inOrder([...areas]));
    const areaOf = new Map(MENU_RESOURCES.map((node) => [node.id, node.area]));
    for (const entry of info.resource) expect(['HOME', ...areas]).toContain(areaOf.get(entry.id));
    expect(info.permissions.includes('aichat')).toBe(username !== 'newhire');
  });

  it('gives sales the SMS send records page and no finance page', async () => {
    const info = await infoOf('sales');
    const routers = info.resource.map((entry) => entry.router);
    expect(routers).toContain('/businessInquiry/sendRcdQuery');
    expect(routers.some((router) => router.startsWith('/financial/'))).toBe(false);
    const sendRcd = info.resource.find((entry) => entry.router === '/businessInquiry/sendRcdQuery');
    expect(sendRcd).toMatchObject({ name: '短信发送记录', international: 'BQ_SEND_RCD_QUERY' });
  });

  it('gives the SIM-bank device inquiry pages only to holders of a SIM-bank permission', async () => {
    const devicePages = [PERMISSION_KEYS.deviceInfo, PERMISSION_KEYS.deviceOperationLog, PERMISSION_KEYS.portQuery];
    const sales = await infoOf('sales');
    const { token } = await signIn(t, 'sales');
    const menu = await callApi(t.app, getResourceByMenu, { query: { mobileFlag: 'false' } }, { token });
    const salesMenuKeys: string[] = [];
    walk(menu.body.data as MenuNode[], (node) => salesMenuKeys.push(node.international));
    expect(sales.permissions.some((key) => key.startsWith('OC_SIMBANK'))).toBe(false);
    for (const key of devicePages) {
      expect(sales.permissions, key).not.toContain(key);
      expect(
        sales.resource.map((entry) => entry.international),
        key,
      ).not.toContain(key);
      expect(salesMenuKeys, key).not.toContain(key);
    }
    // The rest of the section stays.
    expect(sales.permissions).toContain('BQ_SEND_RCD_QUERY');
    const ops = await infoOf('ops');
    for (const key of devicePages)
      expect(
        ops.resource.map((entry) => entry.international),
        key,
      ).toContain(key);
  });

  it('names every node in both languages and keeps the home menu id', async () => {
    const info = await infoOf('admin');
    expect(info.userAuth[0]).toMatchObject({ id: HOME_MENU_ID, router: '/home', name: '首页', nameEn: 'Home' });
    walk(info.userAuth, (node) => {
      expect(node.name.trim(), String(node.id)).not.toBe('');
      expect(node.nameEn.trim(), String(node.id)).not.toBe('');
    });
  });

  it('answers the menu and button calls for the web (mobileFlag false)', async () => {
    const { token } = await signIn(t, 'finance');
    const menu = await callApi(t.app, getResourceByMenu, { query: { mobileFlag: 'false' } }, { token });
    expect((menu.body.data as MenuNode[]).map((node) => node.international)).toEqual(inOrder(['FC', 'RPT', 'MC', 'GER']));
    const buttons = await callApi(t.app, getResourceByBtn, { query: { mobileFlag: 'false' } }, { token });
    expect(buttons.body.data).toEqual(['aichat']);
    const bad = await callApi(t.app, getResourceByBtn, { query: { mobileFlag: 'maybe' } }, { token });
    expect(bad.body.code).toBe(10000400);
    expect(bad.body.msg).toContain('mobileFlag');
  });

  it('stops serving a node the route table no longer has, and the sync is idempotent', async () => {
    const db = t.services.deps.db;
    const [sales] = await db.select().from(roles).where(eq(roles.code, 'sales'));
    await db.insert(resources).values({
      id: 42,
      parentId: null,
      kind: 'menu',
      name: '旧页面',
      nameEn: 'Old page',
      router: '/crm/retired',
      international: 'CRM_RETIRED',
      icon: null,
      webShowFlag: true,
      layoutName: 'crm',
      sort: 9999,
      area: 'CRM',
    });
    await db.insert(roleResources).values({ roleId: sales?.id ?? 0, resourceId: 42 });
    await syncMenu(db);
    await syncMenu(db);
    const info = await infoOf('sales');
    expect(info.resource.some((entry) => entry.router === '/crm/retired')).toBe(false);
    expect(info.permissions).not.toContain('CRM_RETIRED');
    const live = await db.select().from(resources).where(eq(resources.live, true));
    expect(live).toHaveLength(MENU_RESOURCES.length);
  });
});
