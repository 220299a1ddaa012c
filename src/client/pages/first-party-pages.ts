import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { FEEDBACK_PAGES } from '../feedback/feedback-pages';
import { HRM_PAGES } from '../hrm/hrm-pages';
import { DEVICES_PAGES } from '../devices/devices-pages';
import { ADMIN_PAGES } from '../admin/admin-pages';
import { DICTIONARY_PAGES } from '../dictionaries/dictionary-pages';
import { ADMIN_MENU_PAGES } from '../admin/menu/menu-pages';
import { ADMIN_ORG_PAGES } from '../admin/org/org-pages';
import { AUDIT_PAGES } from '../audit/audit-pages';
import { MAIL_PAGES } from '../mail/mail-pages';
import { VERSION_PAGES } from '../versions/version-pages';
import { APPLY_PATHS } from '../workflow/apply/apply-path';

/**
 * Pages Switchboard implements itself, by path. A route of the table whose path is here renders
 * this component (after the access rule); every other route renders its section page or the
 * section application. Features add their pages with one line each; components are lazy so a
 * page's code loads when it is first opened.
 */
export type PageComponent = LazyExoticComponent<ComponentType>;

/** A lazily loaded page: `definePage(() => import('../business/month-performance-page'))`. */
export const definePage = (load: () => Promise<{ default: ComponentType }>): PageComponent => lazy(load);

/** One page renders every apply form of /general/process: the process bound to the route. */
const applyPage = definePage(() => import('../workflow/apply/apply-page'));

/** The request profile of the process centre's lists (the path says which list it came from). */
const taskProfilePage = definePage(() => import('../workflow/tasks/task-profile-page'));

export const FIRST_PARTY_PAGES: Readonly<Record<string, PageComponent>> = {
  // '/businessInquiry/resultsQuery/month': definePage(() => import('../business/month-performance-page')),
  '/general/download': definePage(() => import('../download/download-centre-page')),
  '/message/notification': definePage(() => import('../notifications/message-query-page')),
  '/businessInquiry/resultsQuery/month': definePage(() => import('../business/pages/month-performance-page')),
  '/businessInquiry/resultsQuery/day/c-end': definePage(() => import('../business/pages/day-direct-performance-page')),
  '/businessInquiry/resultsQuery/day/r-end': definePage(() => import('../business/pages/day-agent-performance-page')),
  '/businessInquiry/smsPerformance': definePage(() => import('../business/pages/sms-performance-page')),
  '/businessInquiry/voicePerformance': definePage(() => import('../business/pages/voice-performance-page')),
  '/businessInquiry/mailPerformance': definePage(() => import('../business/pages/mail-performance-page')),
  '/businessInquiry/numberPerformance': definePage(() => import('../business/pages/number-performance-page')),
  '/businessInquiry/sendRcdQuery': definePage(() => import('../business/send-record-page')),
  '/reportAnalysis/smsProfitAnalysis': definePage(() => import('../business/pages/sms-profit-page')),
  '/reportAnalysis/voice/profit': definePage(() => import('../business/pages/voice-profit-page')),
  '/reportAnalysis/userReport': definePage(() => import('../business/pages/profit-page')),
  '/crm/client-partner/my-client': definePage(() => import('../crm/my-client-page')),
  '/crm/client-partner/my-client/details': definePage(() => import('../crm/customer-details-page')),
  // The process centre's four lists and their request profile (one profile page serves all four).
  '/general/my-agent': definePage(() => import('../workflow/tasks/task-list-page').then((m) => ({ default: m.MyAgentPage }))),
  '/general/my-initiate': definePage(() => import('../workflow/tasks/task-list-page').then((m) => ({ default: m.MyInitiatePage }))),
  '/general/my-handle': definePage(() => import('../workflow/tasks/task-list-page').then((m) => ({ default: m.MyHandlePage }))),
  '/general/my-deliver': definePage(() => import('../workflow/tasks/task-list-page').then((m) => ({ default: m.MyDeliverPage }))),
  '/general/my-agent/profile': taskProfilePage,
  '/general/my-initiate/profile': taskProfilePage,
  '/general/my-handle/profile': taskProfilePage,
  '/general/my-deliver/profile': taskProfilePage,
  '/setModule/process/configer': definePage(() => import('../workflow/design/process-configer-page')),
  '/setModule/process/roles': definePage(() => import('../workflow/design/workflow-roles-page')),
  '/setModule/process/notify': definePage(() => import('../workflow/design/notice-rules-page')),
  '/setModule/process/formword': definePage(() => import('../workflow/design/form-fields-page')),
  '/general/process/sponsor': definePage(() => import('../workflow/apply/sponsor-page')),
  ...Object.fromEntries(APPLY_PATHS.map((path) => [path, applyPage])),
  // The knowledge base the assistant cites (a page of the message section, not in the menu).
  '/message/help': definePage(() => import('../assistant/help-page')),
  ...MAIL_PAGES,
  ...FEEDBACK_PAGES,
  ...VERSION_PAGES,
  ...HRM_PAGES,
  ...DEVICES_PAGES,
  ...ADMIN_PAGES,
  ...AUDIT_PAGES,
  ...DICTIONARY_PAGES,
  ...ADMIN_MENU_PAGES,
  ...ADMIN_ORG_PAGES,
};

export function firstPartyPage(path: string): PageComponent | undefined {
  return Object.prototype.hasOwnProperty.call(FIRST_PARTY_PAGES, path) ? FIRST_PARTY_PAGES[path] : undefined;
}
