import type { ComponentType, LazyExoticComponent } from 'react';

/** A page loaded when first opened: `lazy(() => import('./reading/inbox-page'))`. */
type PageComponent = LazyExoticComponent<ComponentType>;

/** Mailbox pages: accounts, domains and sender addresses, templates, signatures, address book, white and black lists, chat-app notices, the mail log and selects. */
export const MAIL_TOOLS_PAGES: Readonly<Record<string, PageComponent>> = {};
