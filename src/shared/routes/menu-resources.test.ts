import { describe, expect, it } from 'vitest';
import { SECTIONS } from './index';
import { HOME_MENU_ID, pageKey, stableId } from './menu-keys';
import { MENU_RESOURCES } from './menu-resources';

describe('menu generated from the route table', () => {
  it('has unique ids and unique permission keys', () => {
    const ids = MENU_RESOURCES.map((node) => node.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = MENU_RESOURCES.map((node) => node.international);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists parents before children and every parent exists', () => {
    const seen = new Set<number>();
    for (const node of MENU_RESOURCES) {
      if (node.parentId !== null) expect(seen.has(node.parentId), node.international).toBe(true);
      seen.add(node.id);
    }
  });

  it('keeps the home menu at id 598692 and derives readable keys', () => {
    expect(MENU_RESOURCES[0]).toMatchObject({ id: HOME_MENU_ID, router: '/home', international: 'HOME' });
    expect(pageKey('BQ', '/businessInquiry', '/businessInquiry/sendRcdQuery')).toBe('BQ_SEND_RCD_QUERY');
    expect(pageKey('BQ', '/businessInquiry', '/businessInquiry/resultsQuery/day/c-end')).toBe('BQ_RESULTS_QUERY_DAY_C_END');
    expect(pageKey('SYS', '/setModule', '/setModule/authManage/user')).toBe('SYS_AUTH_MANAGE_USER');
  });

  it('gives stable ids: a changed hash would re-key every stored grant, so ids are pinned', () => {
    // FNV-1a of "a" is 0xe40c292c (the published test vector): 1,000,000 + 3826002220 mod 2146483647.
    expect(stableId('a')).toBe(1_680_518_573);
    expect(stableId('page:/businessInquiry/sendRcdQuery')).toBe(1_272_088_072);
    expect(stableId('section:CRM')).toBe(1_914_900_539);
    expect(stableId('page:/home')).toBe(662_866_323);
    expect(stableId('page:/a')).not.toBe(stableId('page:/b'));
    for (const node of MENU_RESOURCES) expect(node.id).toBeGreaterThan(0);
  });

  it('has a top-level menu for each of the 13 sections with at least one page', () => {
    expect(SECTIONS).toHaveLength(13);
    for (const section of SECTIONS) {
      const root = MENU_RESOURCES.find((node) => node.international === section.area);
      expect(root?.parentId, section.area).toBeNull();
      expect(section.groups.flatMap((group) => group.pages).length, section.area).toBeGreaterThan(0);
    }
  });
});
