import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { VERSION_PATHS } from '../../shared/versions/version-paths';

/** Pages of version notes and notices, by path. */
export const VERSION_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  [VERSION_PATHS.timeline]: lazy(() => import('./timeline-page')),
  [VERSION_PATHS.list]: lazy(() => import('./notice-list-page')),
  [VERSION_PATHS.config]: lazy(() => import('./note-config-page')),
};
