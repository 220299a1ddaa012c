import { resolveRoute } from '../routes/route-index';

/** Chat-app value of `forward` that asks for the bare content area (shell.md §2). */
export const CHAT_APP_FORWARD = 'dingtalk';

export interface Chrome {
  /** No header, no navigation, no tabs: a page opened inside the chat app. */
  bare: boolean;
  tabBar: boolean;
  sideNav: boolean;
}

/**
 * Which parts of the layout show for a location (shell.md §2 "Layout behaviour"): the route's hide
 * flags, `forward=<chat app>` for the bare content area, and /home, which always shows both bars.
 */
export function chromeFor(pathname: string, search: string): Chrome {
  if (new URLSearchParams(search).get('forward') === CHAT_APP_FORWARD) return { bare: true, tabBar: false, sideNav: false };
  const route = resolveRoute(pathname);
  if (route.kind === 'shell' && route.path === '/home') return { bare: false, tabBar: true, sideNav: true };
  const hide =
    route.kind === 'page'
      ? route.entry.page.hide
      : route.kind === 'detail'
        ? route.detail.hide
        : route.kind === 'shell'
          ? route.route.hide
          : undefined;
  return { bare: false, tabBar: !hide?.bookmarks, sideNav: !hide?.sideNav };
}
