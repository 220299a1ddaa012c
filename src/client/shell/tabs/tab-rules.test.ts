import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HOME_TAB,
  addTab,
  canCloseAll,
  canCloseCurrent,
  canCloseOthers,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  isBookmarkExempt,
  retargetTab,
  adoptTab,
  reuseTab,
  sanitizeTabs,
  tabOf,
  type TabEntry,
} from './tab-rules';

const tab = (fullPath: string): TabEntry => {
  const url = new URL(fullPath, 'http://x');
  return tabOf(url.pathname, url.search);
};
const A = tab('/crm/blacklist');
const B = tab('/crm/wander/transfer');
const C = tab('/crm/wander/share');

afterEach(() => vi.restoreAllMocks());

describe('tab identity', () => {
  it('keys a tab by its full path', () => {
    expect(tab('/crm/blacklist?page=2')).toEqual({
      id: '/crm/blacklist?page=2',
      key: '/crm/blacklist?page=2',
      path: '/crm/blacklist',
      fullPath: '/crm/blacklist?page=2',
    });
    expect(tab('/crm/blacklist/')).toEqual(A);
  });

  it('keys single-tab pages and tagPath=path by the path alone', () => {
    expect(tab('/crm/open-sea?country=CN').key).toBe('/crm/open-sea');
    expect(tab('/crm/blacklist?tagPath=/crm/blacklist&x=1').key).toBe('/crm/blacklist');
    expect(tab('/crm/blacklist?tagPath=/other&x=1').key).toBe('/crm/blacklist?tagPath=%2Fother&x=1');
  });

  it('keys a detail page named by id and by code as one tab, keeping the address it was opened at', () => {
    const byId = tab('/crm/client-partner/my-client/details?id=C100001');
    const byCode = tab('/crm/client-partner/my-client/details?code=C100001');
    expect(byId.key).toBe('/crm/client-partner/my-client/details?code=C100001');
    expect(byId.fullPath).toBe('/crm/client-partner/my-client/details?id=C100001');
    expect(byCode.key).toBe(byId.key);
    expect(addTab([HOME_TAB, byId], byCode)).toEqual([HOME_TAB, { ...byCode, id: byId.id }]);
    expect(tab('/crm/client-partner/my-client/details?id=C999999').key).toBe('/crm/client-partner/my-client/details?code=C999999');
    expect(tab('/crm/client-partner/my-client/details').key).toBe('/crm/client-partner/my-client/details');
    // An ordinary page's id stays its own query.
    expect(tab('/crm/blacklist?id=7').key).toBe('/crm/blacklist?id=7');
  });

  it('exempts shell routes, noBookmark routes and paths of no section', () => {
    for (const path of ['/home', '/login', '/refresh', '/403', '/404', '/ddNotice', '/nowhere/at/all'])
      expect(isBookmarkExempt(path), path).toBe(true);
    expect(isBookmarkExempt('/crm/blacklist')).toBe(false);
    expect(isBookmarkExempt('/crm/page-the-section-handles')).toBe(false);
  });
});

describe('tab rules (shell.md §4)', () => {
  it('adds a tab unless the same full path exists; a single-tab page replaces its tab', () => {
    const tabs = addTab(addTab([HOME_TAB], A), B);
    expect(addTab(tabs, A)).toEqual(tabs);
    expect(addTab(tabs, tab('/crm/blacklist?page=2'))).toHaveLength(4);
    const sea = addTab(tabs, tab('/crm/open-sea?country=CN'));
    const replaced = addTab(sea, tab('/crm/open-sea?country=SG'));
    expect(replaced).toHaveLength(4);
    expect(replaced[3]?.fullPath).toBe('/crm/open-sea?country=SG');
  });

  it('closing the active tab activates the last remaining one; another tab stays put', () => {
    const tabs = [HOME_TAB, A, B, C];
    expect(closeTab(tabs, B.key, B.key)).toEqual({ tabs: [HOME_TAB, A, C], next: C.fullPath });
    expect(closeTab(tabs, C.key, C.key).next).toBe(B.fullPath);
    expect(closeTab(tabs, A.key, C.key)).toEqual({ tabs: [HOME_TAB, B, C], next: null });
    expect(closeTab([HOME_TAB, A], A.key, A.key).next).toBe('/home');
  });

  it('never closes home, and a missing tab only warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(closeTab([HOME_TAB, A], '/home', '/home')).toEqual({ tabs: [HOME_TAB, A], next: null });
    expect(closeTab([HOME_TAB, A], '/gone', A.key)).toEqual({ tabs: [HOME_TAB, A], next: null });
    expect(warn).toHaveBeenCalledWith('[tabs] no tab "/gone" to close');
  });

  it('close others keeps home and the active tab; close all keeps home', () => {
    expect(closeOtherTabs([HOME_TAB, A, B, C], B.key)).toEqual([HOME_TAB, B]);
    expect(closeAllTabs([HOME_TAB, A, B])).toEqual([HOME_TAB]);
  });

  it('disables close current on home, close others with ≤ 2 tabs, close all with ≤ 1', () => {
    expect(canCloseCurrent([HOME_TAB, A], '/home')).toBe(false);
    expect(canCloseCurrent([HOME_TAB, A], A.key)).toBe(true);
    expect(canCloseCurrent([HOME_TAB], '/crm/not-a-tab')).toBe(false);
    expect(canCloseOthers([HOME_TAB, A])).toBe(false);
    expect(canCloseOthers([HOME_TAB, A, B])).toBe(true);
    expect(canCloseAll([HOME_TAB])).toBe(false);
    expect(canCloseAll([HOME_TAB, A])).toBe(true);
  });

  it('lets a page that replaced its own address keep its tab (and page instance)', () => {
    const filtered = tab('/crm/blacklist?level=A');
    const tabs = retargetTab([HOME_TAB, A, B], A.key, filtered);
    expect(tabs).toEqual([HOME_TAB, { ...filtered, id: A.id }, B]);
    // The new address already had a tab: that one gives way.
    expect(retargetTab([HOME_TAB, A, filtered, B], A.key, filtered)).toEqual([HOME_TAB, { ...filtered, id: A.id }, B]);
    expect(retargetTab([HOME_TAB, B], A.key, filtered)).toEqual([HOME_TAB, B, filtered]);
  });

  it("gives the page on screen the tab of its address, in that tab's place, when it replaced its address before its bookmark", () => {
    const shown = { ...A, id: `${A.key}?edit=3` };
    expect(adoptTab([HOME_TAB, A, B], shown)).toEqual([HOME_TAB, shown, B]);
    expect(adoptTab([HOME_TAB, B], shown)).toEqual([HOME_TAB, B, shown]);
  });

  it("reuses the tab of the same page for an answer's link: its query replaced, one tab per path", () => {
    const month = tab('/businessInquiry/resultsQuery/month?from=2026-10-01&to=2026-10-31&product=sms');
    const second = tab('/businessInquiry/resultsQuery/month?from=2026-10-01&to=2026-10-31&groupBy=customer');
    const first = reuseTab([HOME_TAB, A, month, B], second, B.key);
    expect(first).toEqual({ tabs: [HOME_TAB, A, { ...second, id: month.id }, B], reused: month });
    // The active tab of that path wins over another; a tab already at the address gives way.
    const plain = tab('/businessInquiry/resultsQuery/month');
    expect(reuseTab([HOME_TAB, month, plain, second], second, month.key).tabs).toEqual([HOME_TAB, { ...second, id: month.id }, plain]);
    // No tab of that path (or only home): nothing changes, the bookmark adds one as usual.
    expect(reuseTab([HOME_TAB, A], second, A.key)).toEqual({ tabs: [HOME_TAB, A], reused: null });
    expect(reuseTab([HOME_TAB], tab('/home?x=1'), '/home').reused).toBeNull();
  });

  it('restores a stored list safely: home first, no duplicates, no foreign or exempt paths', () => {
    const stored = [
      { fullPath: A.fullPath },
      { fullPath: A.fullPath },
      { fullPath: '//evil.example/x' },
      { fullPath: '/404' },
      'junk',
      { fullPath: B.fullPath },
    ];
    expect(sanitizeTabs(stored)).toEqual([HOME_TAB, A, B]);
    expect(sanitizeTabs('not a list')).toEqual([HOME_TAB]);
  });
});
