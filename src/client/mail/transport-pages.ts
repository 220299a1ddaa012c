import type { ComponentType, LazyExoticComponent } from 'react';

/** A page loaded when first opened: `lazy(() => import('./reading/inbox-page'))`. */
type PageComponent = LazyExoticComponent<ComponentType>;

/** Mailbox pages: IMAP sync on demand, and the outbox of mail waiting for a relay. */
export const MAIL_TRANSPORT_PAGES: Readonly<Record<string, PageComponent>> = {};
