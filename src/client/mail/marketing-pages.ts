import type { ComponentType, LazyExoticComponent } from 'react';

/** A page loaded when first opened: `lazy(() => import('./reading/inbox-page'))`. */
type PageComponent = LazyExoticComponent<ComponentType>;

/** Mailbox pages: marketing mail to customer segments. */
export const MAIL_MARKETING_PAGES: Readonly<Record<string, PageComponent>> = {};
