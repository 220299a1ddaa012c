import {
  SECTIONS,
  SHELL_ROUTES,
  type DetailRouteDef,
  type MenuGroupDef,
  type RouteDef,
  type SectionDef,
  type ShellRouteDef,
} from '../../shared/routes/index';

/**
 * Look-ups over the shared route table: what a path is (menu page, detail page, shell route,
 * redirect, unknown page of a section, or nothing at all). Built once at start-up.
 */
export interface MenuPageEntry {
  section: SectionDef;
  group: MenuGroupDef;
  page: RouteDef;
}

export type ResolvedRoute =
  | { kind: 'shell'; path: string; route: ShellRouteDef }
  | { kind: 'page'; path: string; entry: MenuPageEntry }
  | { kind: 'detail'; path: string; section: SectionDef; detail: DetailRouteDef; parent: MenuPageEntry | null }
  | { kind: 'redirect'; path: string; to: string }
  /** Under a section prefix but not in the table: the section's catch-all handles it. */
  | { kind: 'section-unknown'; path: string; section: SectionDef }
  | { kind: 'unknown'; path: string };

export interface RouteIndex {
  pages: ReadonlyMap<string, MenuPageEntry>;
  details: ReadonlyMap<string, { section: SectionDef; detail: DetailRouteDef }>;
  shell: ReadonlyMap<string, ShellRouteDef>;
  redirects: ReadonlyMap<string, string>;
  sections: readonly SectionDef[];
}

export function buildRouteIndex(
  sections: readonly SectionDef[] = SECTIONS,
  shellRoutes: readonly ShellRouteDef[] = SHELL_ROUTES,
): RouteIndex {
  const pages = new Map<string, MenuPageEntry>();
  const details = new Map<string, { section: SectionDef; detail: DetailRouteDef }>();
  const redirects = new Map<string, string>();
  for (const section of sections) {
    for (const group of section.groups) for (const page of group.pages) pages.set(page.path, { section, group, page });
    for (const detail of section.details) details.set(detail.path, { section, detail });
    for (const { from, to } of section.redirects ?? []) redirects.set(from, to);
  }
  const shell = new Map(shellRoutes.map((route) => [route.path, route]));
  return { pages, details, shell, redirects, sections };
}

export const ROUTE_INDEX: RouteIndex = buildRouteIndex();

/** `/crm/x/` → `/crm/x`; the table has no trailing slashes. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The section whose prefix owns the path (`/crm` owns `/crm/a`, not `/crmx`). */
export function sectionOfPath(path: string, index: RouteIndex = ROUTE_INDEX): SectionDef | null {
  return index.sections.find((s) => path === s.prefix || path.startsWith(`${s.prefix}/`)) ?? null;
}

export function resolveRoute(rawPath: string, index: RouteIndex = ROUTE_INDEX): ResolvedRoute {
  const path = normalizePath(rawPath);
  const redirect = index.redirects.get(path);
  if (redirect) return { kind: 'redirect', path, to: redirect };
  const shell = index.shell.get(path);
  if (shell) return { kind: 'shell', path, route: shell };
  const entry = index.pages.get(path);
  if (entry) return { kind: 'page', path, entry };
  const found = index.details.get(path);
  if (found) return { kind: 'detail', path, ...found, parent: index.pages.get(found.detail.parent) ?? null };
  const section = sectionOfPath(path, index);
  if (section) return { kind: 'section-unknown', path, section };
  return { kind: 'unknown', path };
}

/** The menu path that stays highlighted for a path: itself, or a detail page's parent. */
export function activeMenuPath(path: string, index: RouteIndex = ROUTE_INDEX): string {
  const resolved = resolveRoute(path, index);
  return resolved.kind === 'detail' ? resolved.detail.parent : resolved.path;
}
