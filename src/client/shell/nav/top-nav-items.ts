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
