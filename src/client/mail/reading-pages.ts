import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { MAIL_PATHS } from '../../shared/mail/folders';

/** A page loaded when first opened: `lazy(() => import('./reading/inbox-page'))`. */
type PageComponent = LazyExoticComponent<ComponentType>;

const folder = (name: 'InboxPage' | 'StarPage' | 'SpamPage' | 'SentPage') =>
  lazy(() => import('./reading/folder-pages').then((module) => ({ default: module[name] })));

/** Mailbox pages: folders, lists, counters, the detail, marks, stars, junk, correspondence, follow-up owners, finance bill mail and search. */
export const MAIL_READING_PAGES: Readonly<Record<string, PageComponent>> = {
  [MAIL_PATHS.inbox]: folder('InboxPage'),
  [MAIL_PATHS.star]: folder('StarPage'),
  [MAIL_PATHS.spam]: folder('SpamPage'),
  [MAIL_PATHS.sent]: folder('SentPage'),
  [MAIL_PATHS.correspondence]: lazy(() => import('./reading/correspondence-page')),
  [MAIL_PATHS.details]: lazy(() => import('./reading/mail-detail-page')),
  [MAIL_PATHS.none]: lazy(() => import('./reading/no-mailbox-page')),
};
