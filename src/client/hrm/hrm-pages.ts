import type { ComponentType, LazyExoticComponent } from 'react';

/** Pages of shift scheduling and attendance, by path: `lazy(() => import('./schedule-page'))`. */
export const HRM_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {};
