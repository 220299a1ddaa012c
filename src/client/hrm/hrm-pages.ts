import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Pages of shift scheduling and attendance, by path. */
export const HRM_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/businessOperations/schedule': lazy(() => import('./schedule-page')),
  '/hrm/monthly-report/monthly-attendance-report': lazy(() => import('./attendance-report-page')),
  '/hrm/monthly-report/over-work-list': lazy(() => import('./overtime-page')),
  '/hrm/holiday-manage/users-holidays': lazy(() => import('./holidays-page')),
  '/hrm/holiday-manage/users-holidays-detail': lazy(() => import('./holiday-detail-page')),
};
