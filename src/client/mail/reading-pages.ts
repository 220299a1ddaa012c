import type { ComponentType, LazyExoticComponent } from 'react';

/** A page loaded when first opened: `lazy(() => import('./reading/inbox-page'))`. */
type PageComponent = LazyExoticComponent<ComponentType>;

/** Mailbox pages: folders, lists, counters, the detail, marks, stars, junk, correspondence, follow-up owners, finance bill mail and search. */
export const MAIL_READING_PAGES: Readonly<Record<string, PageComponent>> = {};
