import type { ComponentType, LazyExoticComponent } from 'react';

/** A page loaded when first opened: `lazy(() => import('./reading/inbox-page'))`. */
type PageComponent = LazyExoticComponent<ComponentType>;

/** Mailbox pages: sending, drafts and timed drafts, batch transmit, attachments, recipient suggestions and .eml download. */
export const MAIL_COMPOSE_PAGES: Readonly<Record<string, PageComponent>> = {};
