import type { ComponentType, LazyExoticComponent } from 'react';

/** Pages of version notes and notices, by path: `lazy(() => import('./timeline-page'))`. */
export const VERSION_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {};
