/**
 * Permission keys (`international`) and stable numeric ids of menu nodes, derived from the route
 * table so that a role grant, a saved quick-access entry or a favourite never points at a
 * different page after the table grows.
 */

/** `/setModule/authManage/user` in section SYS → `SYS_AUTH_MANAGE_USER`. */
export function pageKey(area: string, prefix: string, path: string): string {
  const rest = path.startsWith(prefix) ? path.slice(prefix.length) : path;
  const words = rest
    .split(/[/\-_]+/)
    .filter(Boolean)
    .flatMap((part) => part.split(/(?<=[a-z0-9])(?=[A-Z])/))
    .map((word) => word.toUpperCase());
  return [area, ...words].join('_');
}

/** Menu groups: `BQ` + `performance` → `BQ_G_PERFORMANCE`. */
export function groupKey(area: string, key: string): string {
  return `${area}_G_${key.replace(/-/g, '_').toUpperCase()}`;
}

/** The home menu keeps the id the navigation drawer hides (shell.md §2: menu id 598692). */
export const HOME_MENU_ID = 598692;

/**
 * Stable id from a key: FNV-1a (32 bit), folded into 1,000,000…2,147,483,647 so it never meets
 * the small fixed ids. Uniqueness over the whole table is asserted by a test.
 */
export function stableId(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return 1_000_000 + (hash % 2_146_483_647);
}
