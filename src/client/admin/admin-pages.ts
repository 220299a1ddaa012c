import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Pages of administration (users, roles, grants, departments, menus, dictionaries), by path: `lazy(() => import('./x-page'))`. */
export const ADMIN_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/setModule/authManage/user': lazy(() => import('./users-page')),
  '/setModule/roles': lazy(() => import('./roles-page')),
};
