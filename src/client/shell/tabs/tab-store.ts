import { create } from 'zustand';
import {
  HOME_TAB,
  addTab,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  retargetTab,
  adoptTab,
  reuseTab,
  sanitizeTabs,
  type CloseResult,
  type TabEntry,
} from './tab-rules';

const storageKey = (staffId: number) => `sb.tabs.${staffId}`;
/** How many closed tabs "reopen closed tab" remembers. */
const CLOSED_MEMORY = 10;

/**
 * Open tabs of the signed-in user, kept in localStorage per user so they survive a reload.
 * `mounted` holds the tab ids whose page has been shown in this page load: only those stay alive
 * while hidden (restored tabs load when first opened). `nonce` (by id) remounts a tab (refresh).
 */
export interface TabState {
  owner: number | null;
  tabs: TabEntry[];
  mounted: ReadonlySet<string>;
  nonce: Readonly<Record<string, number>>;
  closed: TabEntry[];
  /**
   * Counts closing actions; `closedIn[key]` is the count when that tab was last closed. A bookmark
   * still pending from before (the 100 ms delay) must not bring a tab back the user just closed.
   */
  closings: number;
  closedIn: Readonly<Record<string, number>>;
  /** Titles a section application reported for its tab (postMessage bridge). */
  titles: Readonly<Record<string, string>>;
  hydrate(staffId: number, keep?: (tab: TabEntry) => boolean): void;
  add(tab: TabEntry): void;
  retarget(fromKey: string, tab: TabEntry): void;
  /** The page instance `tab.id` takes the tab of `tab.key` (adoptTab). */
  adopt(tab: TabEntry): void;
  /**
   * Points the tab of the same page at a new address (an answer's link) and gives it a fresh page
   * instance, so the page reads the new filters as when first opened. False: no such tab.
   */
  reuse(tab: TabEntry, activeKey: string): boolean;
  /** Id of the tab with this key (a page not (yet) in a tab: the key itself). */
  idOf(key: string): string;
  markMounted(key: string): void;
  close(key: string, activeKey: string): CloseResult;
  closeOthers(activeKey: string): void;
  closeAll(): void;
  refresh(key: string): void;
  popClosed(): TabEntry | undefined;
  setTitle(key: string, title: string): void;
  forgetStored(): void;
}

function save(owner: number | null, tabs: readonly TabEntry[]): void {
  if (owner === null) return;
  try {
    localStorage.setItem(storageKey(owner), JSON.stringify(tabs.slice(1).map((tab) => ({ fullPath: tab.fullPath }))));
  } catch {
    // storage full or blocked: tabs last for this page load
  }
}

export const useTabs = create<TabState>((set, get) => {
  /** Applies a new list, remembering what disappeared for "reopen closed tab". */
  const commit = (tabs: TabEntry[]) => {
    const { tabs: before, closed, owner, mounted, closedIn } = get();
    const gone = before.filter((tab) => !tabs.some((kept) => kept.key === tab.key));
    const stillMounted = new Set([...mounted].filter((id) => tabs.some((tab) => tab.id === id)));
    const closings = get().closings + 1;
    set({
      tabs,
      closed: [...closed, ...gone].slice(-CLOSED_MEMORY),
      mounted: stillMounted,
      closings,
      closedIn: { ...closedIn, ...Object.fromEntries(gone.map((tab) => [tab.key, closings])) },
    });
    save(owner, tabs);
  };
  /** Applies a list in which no tab closed: a tab added, retargeted or adopted. */
  const place = (tabs: TabEntry[]) => {
    set({ tabs });
    save(get().owner, tabs);
  };
  return {
    owner: null,
    tabs: [HOME_TAB],
    mounted: new Set(),
    nonce: {},
    closed: [],
    closings: 0,
    closedIn: {},
    titles: {},
    hydrate: (staffId, keep = () => true) => {
      if (get().owner === staffId) return;
      let stored: unknown;
      try {
        stored = JSON.parse(localStorage.getItem(storageKey(staffId)) ?? '[]');
      } catch {
        stored = [];
      }
      const tabs = sanitizeTabs(stored).filter((tab, index) => index === 0 || keep(tab));
      set({ owner: staffId, tabs, mounted: new Set(), nonce: {}, closed: [], titles: {} });
    },
    add: (tab) => place(addTab(get().tabs, tab)),
    retarget: (fromKey, tab) => place(retargetTab(get().tabs, fromKey, tab)),
    adopt: (tab) => place(adoptTab(get().tabs, tab)),
    reuse: (tab, activeKey) => {
      const { tabs, reused } = reuseTab(get().tabs, tab, activeKey);
      if (!reused) return false;
      const { nonce, owner } = get();
      set({ tabs, nonce: reused.fullPath === tab.fullPath ? nonce : { ...nonce, [reused.id]: (nonce[reused.id] ?? 0) + 1 } });
      save(owner, tabs);
      return true;
    },
    idOf: (key) => get().tabs.find((tab) => tab.key === key)?.id ?? key,
    markMounted: (id) => {
      if (get().mounted.has(id)) return;
      set({ mounted: new Set([...get().mounted, id]) });
    },
    close: (key, activeKey) => {
      const result = closeTab(get().tabs, key, activeKey);
      commit(result.tabs);
      return result;
    },
    closeOthers: (activeKey) => commit(closeOtherTabs(get().tabs, activeKey)),
    closeAll: () => commit(closeAllTabs(get().tabs)),
    refresh: (key) => {
      const id = get().idOf(key);
      set({ nonce: { ...get().nonce, [id]: (get().nonce[id] ?? 0) + 1 } });
    },
    popClosed: () => {
      const closed = [...get().closed];
      const last = closed.pop();
      set({ closed });
      return last;
    },
    setTitle: (key, title) => set({ titles: { ...get().titles, [key]: title } }),
    forgetStored: () => {
      const { owner } = get();
      if (owner === null) return;
      try {
        localStorage.removeItem(storageKey(owner));
      } catch {
        // nothing stored
      }
    },
  };
});
