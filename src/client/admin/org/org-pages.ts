import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Pages of departments, the permission look-up and staff import, by path. */
export const ADMIN_ORG_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/setModule/departmentalOrganization': lazy(() => import('./departments-page')),
  '/setModule/authManage/permissions': lazy(() => import('./permissions-page')),
};
