import type { ComponentType, LazyExoticComponent } from 'react';

/** A page loaded when first opened: `lazy(() => import('./reading/inbox-page'))`. */
type PageComponent = LazyExoticComponent<ComponentType>;
import { MAIL_COMPOSE_PAGES } from './compose-pages';
import { MAIL_MARKETING_PAGES } from './marketing-pages';
import { MAIL_READING_PAGES } from './reading-pages';
import { MAIL_TOOLS_PAGES } from './tools-pages';
import { MAIL_TRANSPORT_PAGES } from './transport-pages';

/** Every page of the mailbox and its administration, by path. */
export const MAIL_PAGES: Readonly<Record<string, PageComponent>> = {
  ...MAIL_READING_PAGES,
  ...MAIL_COMPOSE_PAGES,
  ...MAIL_TOOLS_PAGES,
  ...MAIL_TRANSPORT_PAGES,
  ...MAIL_MARKETING_PAGES,
};
