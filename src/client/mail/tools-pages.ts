import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page loaded when first opened: `lazy(() => import('./reading/inbox-page'))`. */
type PageComponent = LazyExoticComponent<ComponentType>;

/** Mailbox pages: accounts, domains and sender addresses, templates, signatures, address book, white and black lists, chat-app notices, the mail log and selects. */
export const MAIL_TOOLS_PAGES: Readonly<Record<string, PageComponent>> = {
  '/message/email/set': lazy(() => import('./tools/mail-settings-page')),
  '/message/email/adb': lazy(() => import('./tools/address-book-page')),
  '/message/email/logs': lazy(() => import('./tools/mail-log-page')),
  '/message/email/um': lazy(() => import('./tools/mail-manual-page')),
  '/setModule/email/account': lazy(() => import('./tools/account-admin-page')),
  '/setModule/email/domain': lazy(() => import('./tools/domain-admin-page')),
  '/setModule/email/inbox': lazy(() => import('./tools/follow-rules-page')),
  '/setModule/email/signature': lazy(() => import('./tools/shared-items-page')),
};
