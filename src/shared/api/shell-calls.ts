import { z } from 'zod';
import { SIGNED_IN, defineCall } from './define-call';
import { freeText } from './text-fields';

/**
 * Shell start-up and settings calls (shell.md §1/§7). Where the spec gives no path, the path is
 * Switchboard's own choice (README "Shell endpoints").
 */
/**
 * The main summary of shell.md §3 (myCustomer, todayCustomer, task, todaySend) comes from two calls:
 * crm-calls `customerStatistics` (customers and sends in the caller's scope) and workflow-calls
 * `mySummary` (task = the to-do count).
 */
export const promotionLink = z.object({
  id: z.number().int(),
  channel: z.string(),
  title: z.string(),
  url: z.string(),
  signups: z.number().int(),
});

export const promotionLinks = defineCall({
  id: 'shell.promotionLink',
  method: 'GET',
  path: '/kunlun/crm/main/get/promotionLink',
  permission: SIGNED_IN,
  tag: 'shell',
  summary: 'The caller’s promotion links (by job number) with their sign-ups',
  response: z.object({ jobNumber: z.string(), links: z.array(promotionLink) }),
});

export const quickAccessEntry = z.object({
  resourceId: z.number().int(),
  router: z.string(),
  name: z.string(),
  nameEn: z.string(),
});
export type QuickAccessEntry = z.infer<typeof quickAccessEntry>;
export const QUICK_ACCESS_MAX = 20;

export const quickAccessList = defineCall({
  id: 'shell.quickAccessList',
  method: 'GET',
  path: '/v2/sys/staff/quickAccess/list',
  permission: SIGNED_IN,
  tag: 'shell',
  summary: 'The caller’s quick-access entries in order (pages they may still open)',
  response: z.array(quickAccessEntry),
});

export const quickAccessSave = defineCall({
  id: 'shell.quickAccessSave',
  method: 'POST',
  path: '/v2/sys/staff/quickAccess/save',
  permission: SIGNED_IN,
  tag: 'shell',
  summary: 'Replace the caller’s quick-access entries (menu page ids, in order)',
  body: z.object({ resourceIds: z.array(z.number().int().positive()).max(QUICK_ACCESS_MAX) }),
  response: z.array(quickAccessEntry),
});

/** Setting types: tour flags `{group}_guide`, PAGE_SEARCH_GUIDE, COMMON_DATE_MODE_GUIDE… */
export const baseDataType = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{1,63}$/, 'shell.baseDataType');
export const baseDataItem = z.object({ type: z.string(), remark: z.string(), content: z.unknown() });

export const baseDataGet = defineCall({
  id: 'shell.baseDataGet',
  method: 'GET',
  path: '/v2/sys/staff/baseData/get',
  permission: SIGNED_IN,
  tag: 'shell',
  summary: 'The caller’s shell settings ("base system data"), all or of one type',
  query: z.object({ type: baseDataType.optional() }),
  response: z.array(baseDataItem),
});

export const baseDataSave = defineCall({
  id: 'shell.baseDataSave',
  method: 'POST',
  path: '/v2/sys/staff/baseData/save',
  permission: SIGNED_IN,
  tag: 'shell',
  summary: 'Store one shell setting of the caller (content is JSON, at most 16 KB)',
  body: z.object({
    type: baseDataType,
    remark: freeText.max(200).default(''),
    content: z.unknown().refine((value) => value !== undefined && JSON.stringify(value).length <= 16_384, 'shell.baseDataType'),
  }),
  response: baseDataItem,
});

export const simbankCheck = defineCall({
  id: 'shell.simbankCheck',
  method: 'GET',
  path: '/v2/sys/staff/simbank/check',
  permission: SIGNED_IN,
  tag: 'shell',
  summary: 'Whether the caller may use SIM-bank features (holds a SIM-bank page)',
  response: z.object({ isSimbank: z.boolean() }),
});

export const loginPrompt = defineCall({
  id: 'shell.loginPrompt',
  method: 'GET',
  path: '/kunlun/crm/sysLoginPrompt/genQuery/one',
  permission: SIGNED_IN,
  tag: 'shell',
  summary: 'The prompt shown after sign-in, and whether it invites rating and feedback',
  response: z.object({ id: z.number().int(), content: z.string(), showFeedback: z.boolean() }).nullable(),
});

export const shellConfig = defineCall({
  id: 'shell.config',
  method: 'GET',
  path: '/v2/sys/staff/shell/config',
  permission: SIGNED_IN,
  tag: 'shell',
  summary: 'Shell configuration: the section applications connected (SECTION_APPS)',
  response: z.object({
    sectionApps: z.record(z.string(), z.string()).describe('iframeName → base URL of the section application'),
  }),
});
