import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Pages of the audit log, by path. */
export const AUDIT_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/setModule/systemLog': lazy(() => import('./system-log-page')),
};
