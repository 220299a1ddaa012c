import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setSessionUser } from '../../../../tests/fixtures/session-user';
import { BOOKMARK_DELAY_MS, tabOf } from './tab-rules';
import { useTabs } from './tab-store';
import { useBookmarks } from './use-bookmarks';

const PAGE = '/crm/wander/transfer';
const OTHER = '/crm/wander/share';

function Bookmarks() {
  useBookmarks();
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  setSessionUser({ staffId: 7, resource: [PAGE, OTHER].map((router, id) => ({ id, router, name: router, nameEn: router })) } as never);
});
afterEach(() => {
  vi.useRealTimers();
  setSessionUser(null);
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
