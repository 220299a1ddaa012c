import type { ComponentType, LazyExoticComponent } from 'react';

/** Pages of feedback and rating, by path: `lazy(() => import('./my-feedback-page'))`. */
export const FEEDBACK_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {};
