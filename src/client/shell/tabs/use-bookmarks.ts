import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import type { UserInfo } from '../../../shared/api/staff-calls';
import { useSessionUser } from '../../auth';
import { allowedRouters, canAccess } from '../../routes/access';
import { resolveRoute } from '../../routes/route-index';
import { useLayout } from '../layout-store';
import { BOOKMARK_DELAY_MS, isBookmarkExempt, tabOf } from './tab-rules';
import { useTabs, type TabState } from './tab-store';

/** This person's saved tabs, less those they may no longer open (a no-op once they are loaded). */
function hydrateTabs(user: UserInfo, hydrate: TabState['hydrate']): void {
  const routers = allowedRouters(user.resource);
  hydrate(user.staffId, (tab) => canAccess(tab.path, routers));
}

/** The layout area of the page at `pathname` (shell.md §4: set from the route's area tag). */
function showLayoutArea(pathname: string, setActiveLayout: (name: string | null) => void): void {
  const route = resolveRoute(pathname);
  if (route.kind === 'page') setActiveLayout(route.entry.page.iframeName ?? route.entry.section.iframeName);
  else if (route.kind === 'detail' || route.kind === 'section-unknown') setActiveLayout(route.section.iframeName);
  else if (route.kind === 'shell' && route.path === '/home') setActiveLayout('home');
}

/**
 * shell.md §4 "After navigation the layout area is set from the route's area tag and a bookmark
 * tab is created (unless disabled or exempt)", 100 ms after the navigation. Pages the user may not
 * open (they show 403) get no tab either.
 */
export function useBookmarks(): void {
  const { pathname, search } = useLocation();
  const user = useSessionUser();
  const hydrate = useTabs((state) => state.hydrate);
  const add = useTabs((state) => state.add);
  const retarget = useTabs((state) => state.retarget);
  const adopt = useTabs((state) => state.adopt);
  const navigationType = useNavigationType();
  const previous = useRef<{ pathname: string; search: string } | null>(null);
  const setActiveLayout = useLayout((state) => state.setActiveLayout);

  // Before the shell's parts first render (none of them reads the stores yet): they start with this
  // person's tabs and this page's layout area, instead of rendering once more, synchronously, inside
  // the shell's first commit. The effects below keep both up to date from then on.
  useState(() => {
    if (user) hydrateTabs(user, hydrate);
    showLayoutArea(pathname, setActiveLayout);
  });
  useEffect(() => {
    if (user) hydrateTabs(user, hydrate);
  }, [user, hydrate]);
  useEffect(() => showLayoutArea(pathname, setActiveLayout), [pathname, setActiveLayout]);

  // Every page visited gets its tab, also one left again within the 100 ms; only leaving the layout
  // (sign-out) drops the pending ones, and closing that tab in the meantime drops its own.
  const pending = useRef(new Map<ReturnType<typeof setTimeout>, string>());
  useEffect(() => {
    const timers = pending.current;
    return () => {
      for (const timer of timers.keys()) clearTimeout(timer);
      timers.clear();
    };
  }, []);
  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname, search };
    if (!user || isBookmarkExempt(pathname)) return;
    if (!canAccess(pathname, allowedRouters(user.resource))) return;
    const tab = tabOf(pathname, search);
    // A page replacing its own address (its filters, a flag it has acted on) keeps its tab: the tab
    // follows at once. Replaced before its bookmark was set, the page gets its tab now, under the
    // new address (the old one's bookmark is dropped), as TabHost keeps showing its instance.
    if (navigationType === 'REPLACE' && before?.pathname === pathname && before.search !== search) {
      const from = tabOf(before.pathname, before.search);
      const pendingFrom = [...pending.current].find(([, key]) => key === from.key)?.[0];
      if (pendingFrom !== undefined) {
        clearTimeout(pendingFrom);
        pending.current.delete(pendingFrom);
        adopt({ ...tab, id: from.id });
        return;
      }
      if (useTabs.getState().tabs.some((existing) => existing.key === from.key)) {
        retarget(from.key, tab);
        return;
      }
    }
    const closingsBefore = useTabs.getState().closings;
    const timer = setTimeout(() => {
      pending.current.delete(timer);
      // Closed while its bookmark was pending (close right after clicking it): stays closed.
      if ((useTabs.getState().closedIn[tab.key] ?? -1) > closingsBefore) return;
      add(tab);
    }, BOOKMARK_DELAY_MS);
    pending.current.set(timer, tab.key);
  }, [pathname, search, user, add, retarget, adopt, navigationType]);
}
