import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { MARKETING_PATHS } from './marketing/campaign-links';

/** A page loaded when first opened: `lazy(() => import('./reading/inbox-page'))`. */
type PageComponent = LazyExoticComponent<ComponentType>;

/** Mailbox pages: marketing mail to customer segments. */
export const MAIL_MARKETING_PAGES: Readonly<Record<string, PageComponent>> = {
  [MARKETING_PATHS.list]: lazy(() => import('./marketing/marketing-page')),
  [MARKETING_PATHS.add]: lazy(() => import('./marketing/campaign-add-page')),
  [MARKETING_PATHS.detail]: lazy(() => import('./marketing/campaign-detail-page')),
};
