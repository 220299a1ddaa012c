import type { ResourceEntry } from '../../shared/api/staff-calls';
import { ROUTE_INDEX, resolveRoute, type RouteIndex } from './route-index';

/**
 * shell.md §5 page access, as a pure function. A path may be opened when it is
 *  - in the user's resource list (a menu page granted to them),
 *  - a detail page whose parent menu page is in the list,
 *  - a shell route that always passes (home, refresh, error pages…),
 *  - or not in the route table at all: the section's catch-all hands it to the section
 *    application, which enforces its own rules (and paths under no section end on the 404 page).
 * A redirect is judged by its target. Anything else shows the 403 page.
 */
export function allowedRouters(resources: readonly Pick<ResourceEntry, 'router'>[]): ReadonlySet<string> {
  return new Set(resources.map((entry) => entry.router));
}

export function canAccess(path: string, routers: ReadonlySet<string>, index: RouteIndex = ROUTE_INDEX): boolean {
  const resolved = resolveRoute(path, index);
  switch (resolved.kind) {
    case 'page':
      return routers.has(resolved.path);
    case 'detail':
      return routers.has(resolved.detail.parent) || routers.has(resolved.path);
    case 'shell':
      return resolved.route.alwaysAllowed || routers.has(resolved.path);
    case 'redirect':
      return canAccess(resolved.to, routers, index);
    case 'section-unknown':
    case 'unknown':
      return true;
  }
}
