import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Pages of the menu tree and field-level rights, by path. */
export const ADMIN_MENU_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/setModule/authManage/menu': lazy(() => import('./menu-tree-page')),
};
