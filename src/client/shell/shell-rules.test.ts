import { describe, expect, it } from 'vitest';
import { node } from '../../../tests/fixtures/menu-nodes';
import { deviceModeOf, sideNavWidth } from './device-mode';
import { grayValue } from './header/gray-release';
import { activeTopId, drawerItems, opensInNewTab } from './nav/top-nav-items';
import { clampTop, dockSide, isDrag, readPosition, splitEntries } from './quick-access/quick-access-layout';
import { chromeFor } from './route-chrome';
import { shouldShowTour, tourSteps } from './tour/tour-steps';

const tree = [
  node(598692, { name: '首页', nameEn: 'Home', router: '/home', international: 'HOME' }),
  node(10, {
    name: '业务查询',
    nameEn: 'Business inquiry',
    international: 'BQ',
    layoutName: 'bq',
    children: [
      node(11, {
        name: '记录',
        children: [
          node(12, { name: '短信发送记录', nameEn: 'SMS send records', router: '/businessInquiry/sendRcdQuery' }),
          node(13, { name: '隐藏', router: '/businessInquiry/hidden', webShowFlag: false }),
        ],
      }),
    ],
  }),
  node(20, {
    name: '业务运营',
    international: 'OC',
    layoutName: 'oc',
    children: [
      node(21, {
        name: '公共',
        international: 'OC_G_PUBLIC',
        children: [node(22, { name: '公共', router: '/businessOperations/public' })],
      }),
      node(23, { name: '短信', international: 'OC_G_SMS', children: [node(24, { name: '短信', router: '/businessOperations/sms' })] }),
    ],
  }),
  node(30, { name: '国际短信平台', international: 'IMFS', router: 'https://imfs.switchboard.com/' }),
];

describe('device modes (shell.md §4)', () => {
  it('switches at 1080 and 768 px', () => {
    expect([1920, 1080, 1079, 769, 768, 375].map(deviceModeOf)).toEqual(['pc', 'pc', 'tablet', 'tablet', 'mobile', 'mobile']);
  });
  it('gives the side navigation 221, 65 or 0 px', () => {
    expect(sideNavWidth('pc', false)).toBe(221);
    expect(sideNavWidth('tablet', true)).toBe(65);
    expect(sideNavWidth('mobile', false)).toBe(0);
  });
});

describe('route chrome (shell.md §2)', () => {
  it('shows both bars on /home, hides everything for forward=dingtalk', () => {
    expect(chromeFor('/home', '')).toEqual({ bare: false, tabBar: true, sideNav: true });
    expect(chromeFor('/crm/blacklist', '?forward=dingtalk')).toEqual({ bare: true, tabBar: false, sideNav: false });
    expect(chromeFor('/crm/blacklist', '?forward=other')).toMatchObject({ bare: false });
  });
});

describe('top navigation (shell.md §2)', () => {
  it('marks the active layout’s menu, else the one holding the page', () => {
    expect(activeTopId(tree, '/businessInquiry/sendRcdQuery', 'bq')).toBe(10);
    expect(activeTopId(tree, '/home', 'oc')).toBe(20);
    expect(activeTopId(tree, '/businessInquiry/sendRcdQuery', 'tbx')).toBe(10);
    expect(activeTopId(tree, '/home', null)).toBe(598692);
  });
  it('opens IMFS-type menus in a new tab and hides menu 598692 from the drawer', () => {
    expect(opensInNewTab(tree[3]!)).toBe(true);
    expect(opensInNewTab(tree[1]!)).toBe(false);
    expect(drawerItems(tree).map((n) => n.id)).toEqual([10, 20, 30]);
  });
});

describe('navigation tour (sections.md §4)', () => {
  it('has a step per group the menu shows, and shows only for the OC layout with an empty flag', () => {
    const steps = tourSteps(tree);
    expect(steps.map((s) => [s.menuId, s.title.zh, s.text.zh])).toEqual([
      [21, '公共', '集中管理终端与日志。'],
      [23, '短信', '一站式测试、风控与追踪，管理通道资源。'],
    ]);
    expect(shouldShowTour(undefined, 'oc', steps)).toBe(true);
    expect(shouldShowTour(true, 'oc', steps)).toBe(false);
    expect(shouldShowTour(undefined, 'crm', steps)).toBe(false);
    expect(shouldShowTour(undefined, 'oc', [])).toBe(false);
  });
});

describe('quick-access bar (shell.md §2/§4)', () => {
  it('shows the first 7 inline, the rest under More', () => {
    const { inline, more } = splitEntries([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(inline).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(more).toEqual([8, 9]);
  });
  it('counts a drag only beyond 10 px, docks to the nearer edge and stays on screen', () => {
    expect(isDrag(6, 8)).toBe(false);
    expect(isDrag(8, 7)).toBe(true);
    expect(dockSide(100, 1280)).toBe('left');
    expect(dockSide(900, 1280)).toBe('right');
    expect(clampTop(-50, 300, 800)).toBe(60);
    expect(clampTop(700, 300, 800)).toBe(492);
  });
  it('reads a saved side and height, never an open panel', () => {
    const storage = (value: string | null) => ({ getItem: () => value });
    expect(readPosition(storage(JSON.stringify({ side: 'left', top: 300, collapsed: false, touched: true })))).toEqual({
      side: 'left',
      top: 300,
    });
    expect(readPosition(storage('{broken'))).toEqual({ side: 'right', top: 160 });
    expect(readPosition(storage(null))).toEqual({ side: 'right', top: 160 });
  });
});

describe('gray release (shell.md §4)', () => {
  it('comes from the query, the session or a gray host', () => {
    expect(grayValue('?gray=v2', 'portal.switchboard.com', null)).toBe('v2');
    expect(grayValue('', 'portal.switchboard.com', 'v2')).toBe('v2');
    expect(grayValue('', 'gray.switchboard.com', null)).toBe('gray.switchboard.com');
    expect(grayValue('', 'portal.switchboard.com', null)).toBeNull();
  });
});
