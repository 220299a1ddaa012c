import { describe, expect, it } from 'vitest';
import { EXTERNAL_MENUS, SECTIONS } from '../../shared/routes/index';
import { MENU_RESOURCES } from '../../shared/routes/menu-resources';
import { node } from '../../../tests/fixtures/menu-nodes';
import { MENU_ICONS } from '../layout';
import { externalHref, firstPage, isExternalRouter, menuLabel } from './menu-tree';

describe('externalHref (shell.md §2 host suffix)', () => {
  it('swaps .com for the suffix of the current host', () => {
    expect(externalHref('https://imfs.switchboard.com/', 'portal.switchboard.cn')).toBe('https://imfs.switchboard.cn/');
    expect(externalHref('https://imfs.switchboard.com/a?b=1', 'portal.switchboard.com.cn')).toBe('https://imfs.switchboard.com.cn/a?b=1');
  });

  it('keeps the address when the current host says nothing about it', () => {
    for (const host of ['localhost', '127.0.0.1', 'portal.switchboard.com', 'intranet.example.org']) {
      const expected = 'https://imfs.switchboard.com/';
      expect(externalHref('https://imfs.switchboard.com/', host), host).toBe(expected);
    }
    expect(externalHref('not a url', 'a.switchboard.cn')).toBe('not a url');
  });
});

describe('menu helpers', () => {
  it('tells external routers apart', () => {
    expect(isExternalRouter('https://x.switchboard.com/')).toBe(true);
    expect(isExternalRouter('/crm/x')).toBe(false);
    expect(isExternalRouter(null)).toBe(false);
  });

  it('labels by language, falling back to Chinese when an English name is missing', () => {
    expect(menuLabel(node(1), 'zh')).toBe('节点1');
    expect(menuLabel(node(1), 'en')).toBe('Node 1');
    expect(menuLabel(node(1, { nameEn: '' }), 'en')).toBe('节点1');
  });

  it('finds the first visible page of a section', () => {
    const section = node(1, {
      children: [
        node(2, { webShowFlag: false, children: [node(3, { router: '/hidden' })] }),
        node(4, { children: [node(5, { router: '/crm/a' }), node(6, { router: '/crm/b' })] }),
      ],
    });
    expect(firstPage(section)?.router).toBe('/crm/a');
    expect(firstPage(node(7))).toBeNull();
  });
});

describe('menu icons', () => {
  it('cover every icon the route table names', () => {
    const named = new Set([
      ...SECTIONS.map((s) => s.icon),
      ...EXTERNAL_MENUS.map((e) => e.icon),
      ...MENU_RESOURCES.map((r) => r.icon).filter((icon): icon is string => icon !== null),
    ]);
    expect([...named].filter((icon) => !MENU_ICONS[icon])).toEqual([]);
  });
});
