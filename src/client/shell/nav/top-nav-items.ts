import type { MenuNode } from '../../../shared/api/staff-calls';
import { HOME_MENU_ID } from '../../../shared/routes/menu-keys';
import { EXTERNAL_MENU_KEYS } from '../../../shared/routes/types';
import { containsRouter, visibleChildren } from '../../routes/menu-tree';

/** shell.md §2: these menus open another system in a new browser tab. */
export const NEW_TAB_KEYS: readonly string[] = EXTERNAL_MENU_KEYS;

export function opensInNewTab(node: MenuNode): boolean {
  return NEW_TAB_KEYS.includes(node.international);
}

/**
 * The top-level menu that is active: the active layout's (set by the last navigation's area, or by
 * choosing a menu here), else the one holding the page on screen.
 */
export function activeTopId(tree: readonly MenuNode[], activePath: string, activeLayout: string | null): number | null {
  const top = visibleChildren(tree);
  const chosen = top.find((node) => !opensInNewTab(node) && node.layoutName === activeLayout);
  if (chosen) return chosen.id;
  return top.find((node) => node.router === activePath || containsRouter(node, activePath))?.id ?? null;
}

/** The drawer 导航 lists every top-level menu except the home menu (id 598692). */
export function drawerItems(tree: readonly MenuNode[]): MenuNode[] {
  return visibleChildren(tree).filter((node) => node.id !== HOME_MENU_ID);
}

/** Narrower than this, the row shows no menu at all (the drawer 导航 has them all): a cut-down stub helps nobody. */
export const MIN_TOP_ITEM_WIDTH = 64;

/**
 * Which top-level menus the row shows (indexes): as many whole items as fit, in menu order, and
 * always the active one, which takes the place of the last items that would leave it no room. An
 * active item wider than the whole row is shown alone, cut with an ellipsis. The rest are in the
 * drawer 导航.
 */
export function fitTopItems(widths: readonly number[], available: number, activeIndex: number, gap: number): number[] {
  if (available < MIN_TOP_ITEM_WIDTH) return [];
  const active = activeIndex >= 0 && activeIndex < widths.length ? activeIndex : -1;
  const reserved = active >= 0 ? (widths[active] ?? 0) : 0;
  if (reserved > available) return [active];
  const shown: number[] = [];
  // The active item's room is taken first; the others follow in menu order while they fit.
  let used = reserved;
  for (let i = 0; i < widths.length; i += 1) {
    if (i === active) continue;
    const width = (widths[i] ?? 0) + (used > 0 ? gap : 0);
    if (used + width > available) break;
    shown.push(i);
    used += width;
  }
  if (active >= 0) shown.push(active);
  return shown.sort((a, b) => a - b);
}
