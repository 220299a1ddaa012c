/**
 * Types of the one route table. Every page of every section is declared once (see ./sections/),
 * and the menu seed, the client router, the access rule, the palette and the assistant's
 * navigation all read from it.
 */

/** Area tags of sections.md §1, plus HOME for the shell. */
export const AREAS = ['HOME', 'SYS', 'BQ', 'CRM', 'RPT', 'FC', 'OC', 'SRM', 'MC', 'QM', 'CSC', 'GER', 'TJ', 'HRM'] as const;
export type Area = (typeof AREAS)[number];

/** Concept names of the applications that own pages (shell.md §1); used as iframeName. */
export const APP_NAMES = ['home', 'srm', 'crm', 'qm', 'bq', 'rpt', 'oc', 'tbx', 'sys', 'fc', 'mc', 'csc', 'ger', 'tj', 'hrm'] as const;
export type AppName = (typeof APP_NAMES)[number];

export interface Title {
  zh: string;
  en: string;
}

/** Layout hide flags a route may carry (shell.md §2 "route metadata"). */
export interface HideFlags {
  /** Hide the bookmark (tab) bar. */
  bookmarks?: boolean;
  /** Hide the side navigation. */
  sideNav?: boolean;
  /** Never create a bookmark tab for this route. */
  noBookmark?: boolean;
}

export interface RouteDef {
  /** Full path, starting with the section prefix, no trailing slash. */
  path: string;
  title: Title;
  /** Shorter English label where `title.en` is too long for the menu, top navigation and tabs; the full title stays their tooltip. */
  shortEn?: string;
  /** What the page is for, taken from the spec's description where it gives one. */
  description?: Title;
  /** Owning application; defaults to the section's. */
  iframeName?: AppName;
  /** Only one tab per path; opening it again replaces the existing tab. */
  onlyOneBookmark?: boolean;
  /** The page receives the query string as properties. */
  propsFromQuery?: boolean;
  hide?: HideFlags;
  /** Extra search words (synonyms, abbreviations) for page search, palette and assistant. */
  keywords?: string[];
  /** Named route, e.g. GeneralDownload, MessageEmailInbox. */
  name?: string;
}

/** A page reached from another page; not a menu item. Its parent stays highlighted. */
export interface DetailRouteDef extends RouteDef {
  /** Path of the menu page that stays highlighted (activeRouter). Must be a menu page. */
  parent: string;
}

/** A menu directory inside a section. */
export interface MenuGroupDef {
  /** Stable key, unique within the section, lower-kebab-case. */
  key: string;
  title: Title;
  /** Shorter English label where `title.en` is too long for the menu, top navigation and tabs; the full title stays their tooltip. */
  shortEn?: string;
  pages: RouteDef[];
}

export interface SectionDef {
  area: Area;
  /** Route prefix, e.g. /businessInquiry. */
  prefix: string;
  iframeName: AppName;
  title: Title;
  /** Shorter English label where `title.en` is too long for the menu, top navigation and tabs; the full title stays their tooltip. */
  shortEn?: string;
  description: Title;
  /** lucide-react icon name for the section's top-level menu. */
  icon: string;
  groups: MenuGroupDef[];
  details: DetailRouteDef[];
  /** Paths that redirect elsewhere, e.g. /message/email → /message/email/inbox. */
  redirects?: { from: string; to: string }[];
  /** The prefix may be visited without a session (shell.md §4: /offerManage). */
  publicPrefix?: boolean;
}

/** Top-level menus that open another system in a new browser tab (shell.md §2). */
export const EXTERNAL_MENU_KEYS = ['IMFS', 'MONITOR', 'NWP', 'BIBOARD', 'CRMATCH'] as const;
export type ExternalMenuKey = (typeof EXTERNAL_MENU_KEYS)[number];

export interface ExternalMenuDef {
  key: ExternalMenuKey;
  title: Title;
  description: Title;
  /** Address with a .com host; the shell swaps the suffix for the current host's. */
  url: string;
  icon: string;
}

/** Shell routes (shell.md §2) — not menu items of a section. */
export interface ShellRouteDef extends RouteDef {
  /** Passes the permission check for every signed-in user. */
  alwaysAllowed: boolean;
  /** Reachable without a session (login, authorize). */
  public?: boolean;
}
