import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page loaded when first opened: `lazy(() => import('./reading/inbox-page'))`. */
type PageComponent = LazyExoticComponent<ComponentType>;

/** Mailbox pages: sending, drafts and timed drafts, batch transmit, attachments, recipient suggestions and .eml download. */
export const MAIL_COMPOSE_PAGES: Readonly<Record<string, PageComponent>> = {
  '/message/email/write': lazy(() => import('./compose/compose-page')),
  '/message/email/drafts': lazy(() => import('./compose/drafts-page')),
};
