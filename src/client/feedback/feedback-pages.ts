import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { FEEDBACK_CONFIG_PATH, FEEDBACK_LIST_PATH, MY_FEEDBACK_PATH } from '../../shared/feedback/feedback-links';

/** Pages of feedback and rating, by path. */
export const FEEDBACK_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  [MY_FEEDBACK_PATH]: lazy(() => import('./my-feedback-page')),
  [FEEDBACK_LIST_PATH]: lazy(() => import('./fb-list-page')),
  [FEEDBACK_CONFIG_PATH]: lazy(() => import('./fb-config-page')),
};
