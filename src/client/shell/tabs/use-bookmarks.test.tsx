import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setSessionUser } from '../../../../tests/fixtures/session-user';
import { useLayout } from '../layout-store';
import { BOOKMARK_DELAY_MS, HOME_TAB, tabOf } from './tab-rules';
import { useTabs } from './tab-store';
import { useBookmarks } from './use-bookmarks';

const PAGE = '/crm/wander/transfer';
const OTHER = '/crm/wander/share';

const router: { navigate?: NavigateFunction } = {};
function Bookmarks() {
  useBookmarks();
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  useTabs.setState({ owner: null, tabs: [HOME_TAB], closed: [] });
  useLayout.setState({ activeLayout: null });
  setSessionUser({ staffId: 7, resource: [PAGE, OTHER].map((router, id) => ({ id, router, name: router, nameEn: router })) } as never);
});
afterEach(() => {
  vi.useRealTimers();
  setSessionUser(null);
});

it("the shell's parts read the saved tabs and the layout area in their first render, and render once", () => {
  localStorage.setItem('sb.tabs.7', JSON.stringify([{ fullPath: PAGE }]));
  const seen: [string[], string | null][] = [];
  function Part() {
    const keys = useTabs((state) => state.tabs).map((tab) => tab.key);
    seen.push([keys, useLayout((state) => state.activeLayout)]);
    return null;
  }
  function Shell() {
    useBookmarks();
    return <Part />;
  }
  render(
    <MemoryRouter initialEntries={['/home']}>
      <Shell />
    </MemoryRouter>,
  );
  expect(seen).toEqual([[['/home', PAGE], 'home']]);
});

it('a visited page gets its tab 100 ms after the navigation', () => {
  render(
    <MemoryRouter initialEntries={[OTHER]}>
      <Bookmarks />
    </MemoryRouter>,
  );
  expect(useTabs.getState().tabs.map((tab) => tab.key)).toEqual(['/home']);
  act(() => void vi.advanceTimersByTime(BOOKMARK_DELAY_MS));
  expect(useTabs.getState().tabs.map((tab) => tab.key)).toEqual(['/home', OTHER]);
});

it('a tab closed while its bookmark is pending stays closed', () => {
  useTabs.setState({ owner: 7 });
  useTabs.getState().add(tabOf(OTHER, ''));
  useTabs.getState().add(tabOf(PAGE, ''));
  // Clicking the existing tab navigates to it (a bookmark is pending); it is closed at once.
  render(
    <MemoryRouter initialEntries={[PAGE]}>
      <Bookmarks />
    </MemoryRouter>,
  );
  act(() => void useTabs.getState().close(PAGE, PAGE));
  act(() => void vi.advanceTimersByTime(BOOKMARK_DELAY_MS * 2));
  expect(useTabs.getState().tabs.map((tab) => tab.key)).not.toContain(PAGE);
});

it('a page that replaces its address before its bookmark is set gets one tab, there, and a tab of that address gives way', () => {
  useTabs.setState({ owner: 7, tabs: [HOME_TAB] });
  useTabs.getState().add(tabOf(PAGE, ''));
  render(
    <MemoryRouter initialEntries={[OTHER]}>
      <Bookmarks />
    </MemoryRouter>,
  );
  act(() => void vi.advanceTimersByTime(BOOKMARK_DELAY_MS));
  // The palette opens the page with a flag; the page acts on it and drops it at once.
  act(() => void router.navigate!(`${PAGE}?edit=3`));
  act(() => void router.navigate!(PAGE, { replace: true }));
  act(() => void vi.advanceTimersByTime(BOOKMARK_DELAY_MS * 2));
  const tabs = useTabs.getState().tabs;
  // In the place of the tab that had the address.
  expect(tabs.map((tab) => tab.key)).toEqual(['/home', PAGE, OTHER]);
  // The instance that acted on the flag (TabHost keys it by its first address) is the tab's.
  expect(tabs.find((tab) => tab.key === PAGE)?.id).toBe(`${PAGE}?edit=3`);
});
