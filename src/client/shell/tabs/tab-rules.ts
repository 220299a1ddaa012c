import { normalizePath, resolveRoute } from '../../routes/route-index';

/**
 * The tab (bookmark) rules of shell.md §4 as pure functions over a list of tabs; the tab store
 * and the shell actions apply them. Home is the fixed first tab and is never closed.
 */
export interface TabEntry {
  /**
   * The tab's page instance, kept while the tab lives: its first key. A page that replaces its own
   * address (filters written to the URL) keeps its instance under a new key.
   */
  id: string;
  /** Identity: the full path, or the path alone for single-tab pages and tagPath=path. */
  key: string;
  path: string;
  /** Path and query the tab reopens. */
  fullPath: string;
}

export const HOME_PATH = '/home';
export const HOME_TAB: TabEntry = { id: HOME_PATH, key: HOME_PATH, path: HOME_PATH, fullPath: HOME_PATH };
/** shell.md §4: a bookmark is set 100 ms after navigation. */
export const BOOKMARK_DELAY_MS = 100;
/** shell.md §2: the tab bar scrolls in steps of 300 px. */
export const TAB_SCROLL_STEP = 300;

function routeFlags(path: string) {
  const route = resolveRoute(path);
  if (route.kind === 'page') return route.entry.page;
  if (route.kind === 'detail') return route.detail;
  if (route.kind === 'shell') return route.route;
  return null;
}

/**
 * The query a tab is keyed by: a detail page names its record by `code`, and `id` (as older links
 * and other systems write it) names the same record, so ?id=X and ?code=X are one tab.
 */
function identityQuery(path: string, query: URLSearchParams): URLSearchParams {
  if (resolveRoute(path).kind !== 'detail' || query.has('code') || !query.has('id')) return query;
  return new URLSearchParams([...query].map(([name, value]) => [name === 'id' ? 'code' : name, value]));
}

/** The tab a location belongs to. */
export function tabOf(pathname: string, search: string): TabEntry {
  const path = normalizePath(pathname);
  const query = new URLSearchParams(search);
  const text = query.toString();
  const fullPath = text ? `${path}?${text}` : path;
  const byPath = routeFlags(path)?.onlyOneBookmark === true || query.get('tagPath') === path;
  const identity = identityQuery(path, query).toString();
  const key = byPath ? path : identity ? `${path}?${identity}` : path;
  return { id: key, key, path, fullPath };
}

/**
 * Paths that never get a tab: shell routes (home is the fixed tab; login, refresh, error pages),
 * routes flagged noBookmark, and paths of no section (they show 404).
 */
export function isBookmarkExempt(pathname: string): boolean {
  const path = normalizePath(pathname);
  const route = resolveRoute(path);
  if (route.kind === 'shell' || route.kind === 'unknown' || route.kind === 'redirect') return true;
  return routeFlags(path)?.hide?.noBookmark === true;
}

/** Adds the tab unless its key exists; an existing single-tab page takes the new full path. */
export function addTab(tabs: readonly TabEntry[], tab: TabEntry): TabEntry[] {
  return placeTab(tabs, tab, 'kept');
}

/**
 * A page replaced its own address (same path, new query: its filters): its tab follows, keeping
 * the page instance; a tab that already had the new address gives way.
 */
export function retargetTab(tabs: readonly TabEntry[], fromKey: string, next: TabEntry): TabEntry[] {
  const from = tabs.find((tab) => tab.key === fromKey);
  if (!from || from.key === HOME_PATH) return addTab(tabs, next);
  return tabs.filter((tab) => tab.key !== next.key || tab === from).map((tab) => (tab === from ? { ...next, id: from.id } : tab));
}

/**
 * The page on screen takes the tab of its address (it replaced that address before its own bookmark
 * was set): in that tab's place, with its own instance, or as a new last tab.
 */
export function adoptTab(tabs: readonly TabEntry[], tab: TabEntry): TabEntry[] {
  return placeTab(tabs, tab, 'arriving');
}

/**
 * A tab for the address, in the place of the tab that has it, else as the new last tab. Whose page
 * instance the placed tab keeps: the tab already there (`kept`: an ordinary bookmark, and the same
 * full path changes nothing) or the arriving one (`arriving`: the page on screen adopts the tab).
 */
function placeTab(tabs: readonly TabEntry[], tab: TabEntry, instance: 'kept' | 'arriving'): TabEntry[] {
  const at = tabs.findIndex((existing) => existing.key === tab.key);
  if (at < 0) return [...tabs, tab];
  if (instance === 'kept' && tabs[at]?.fullPath === tab.fullPath) return [...tabs];
  return tabs.map((existing, index) => (index !== at ? existing : instance === 'kept' ? { ...tab, id: existing.id } : tab));
}

/**
 * A link from an assistant answer opens its page in the tab that already shows that page (the
 * active tab first, else the last of that path), with the link's query in place of the old one;
 * without such a tab it changes nothing and the bookmark adds one as usual. Ordinary navigation
 * keeps addTab's rule (a new full path is a new tab).
 */
export function reuseTab(tabs: readonly TabEntry[], next: TabEntry, activeKey: string): { tabs: TabEntry[]; reused: TabEntry | null } {
  const samePath = tabs.filter((tab) => tab.path === next.path && tab.key !== HOME_PATH);
  const from = samePath.find((tab) => tab.key === activeKey) ?? samePath.at(-1);
  if (!from) return { tabs: [...tabs], reused: null };
  return { tabs: retargetTab(tabs, from.key, next), reused: from };
}

export interface CloseResult {
  tabs: TabEntry[];
  /** Where to go when the closed tab was the one on screen; null to stay. */
  next: string | null;
}

/** Closes a tab. Closing the active one activates the last remaining tab; a missing tab only warns. */
export function closeTab(tabs: readonly TabEntry[], key: string, activeKey: string): CloseResult {
  if (key === HOME_PATH) return { tabs: [...tabs], next: null };
  if (!tabs.some((tab) => tab.key === key)) {
    console.warn(`[tabs] no tab "${key}" to close`);
    return { tabs: [...tabs], next: null };
  }
  const rest = tabs.filter((tab) => tab.key !== key);
  const next = key === activeKey ? (rest.at(-1)?.fullPath ?? HOME_PATH) : null;
  return { tabs: rest, next };
}

/** Close others keeps home and the active tab. */
export function closeOtherTabs(tabs: readonly TabEntry[], activeKey: string): TabEntry[] {
  return tabs.filter((tab) => tab.key === HOME_PATH || tab.key === activeKey);
}

/** Close all keeps home (and the caller goes to /home). */
export function closeAllTabs(tabs: readonly TabEntry[]): TabEntry[] {
  return tabs.filter((tab) => tab.key === HOME_PATH);
}

/** shell.md §2: close current is disabled on home (or a page without a tab). */
export const canCloseCurrent = (tabs: readonly TabEntry[], activeKey: string) =>
  activeKey !== HOME_PATH && tabs.some((tab) => tab.key === activeKey);
/** Disabled when there are 2 tabs or fewer. */
export const canCloseOthers = (tabs: readonly TabEntry[]) => tabs.length > 2;
/** Disabled when there is 1 tab or none. */
export const canCloseAll = (tabs: readonly TabEntry[]) => tabs.length > 1;

/** Home first, unique keys, well-formed entries (what a stored list is trusted to be). */
export function sanitizeTabs(value: unknown): TabEntry[] {
  const list = Array.isArray(value) ? value : [];
  const seen = new Set<string>([HOME_PATH]);
  const tabs: TabEntry[] = [HOME_TAB];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const { fullPath } = item as Partial<TabEntry>;
    if (typeof fullPath !== 'string' || !fullPath.startsWith('/') || fullPath.startsWith('//')) continue;
    const url = new URL(fullPath, 'http://same.invalid');
    const tab = tabOf(url.pathname, url.search);
    if (seen.has(tab.key) || isBookmarkExempt(tab.path)) continue;
    seen.add(tab.key);
    tabs.push(tab);
  }
  return tabs;
}
