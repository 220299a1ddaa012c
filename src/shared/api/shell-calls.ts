import { z } from 'zod';
import { SIGNED_IN, defineCall } from './define-call';
import { freeText, lineText } from './text-fields';

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

export const versionDetail = z.object({
  versionId: z.number().int(),
  version: z.string(),
  title: z.string(),
  content: z.string().describe('Markdown'),
  releasedAt: z.string(),
});

export const versionPopupCheck = defineCall({
  id: 'shell.versionPopup',
  method: 'GET',
  path: '/v2/sys/staff/version/popup/check',
  permission: SIGNED_IN,
  tag: 'shell',
  summary: 'The version notice: popupState 1 forces the popup (a release the caller has not seen)',
  response: z.object({ popupState: z.union([z.literal(0), z.literal(1)]), versionDetail: versionDetail.nullable() }),
});

export const versionPopupRead = defineCall({
  id: 'shell.versionRead',
  method: 'POST',
  path: '/v2/sys/staff/version/popup/read',
  permission: SIGNED_IN,
  tag: 'shell',
  summary: 'The caller has seen the version notice',
  body: z.object({ versionId: z.number().int().positive() }),
  response: z.null(),
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

export const FEEDBACK_MAX_LENGTH = 1000;

/** A menu node id (resource ids are 32-bit: larger numbers would fail in SQL, not validation). */
const RESOURCE_ID_MAX = 2_147_483_647;
const resourceId = z.number().int().positive().max(RESOURCE_ID_MAX);

export const feedbackCommit = defineCall({
  id: 'shell.feedbackCommit',
  method: 'POST',
  path: '/v2/sys/staff/feedback/commit',
  permission: SIGNED_IN,
  tag: 'shell',
  repeatCheck: true,
  summary: 'Rate Switchboard or, with resourceId, the menu page the caller is on (1–5), and leave feedback',
  body: z.object({
    score: z.number().int().min(1).max(5),
    content: freeText.trim().max(FEEDBACK_MAX_LENGTH).default(''),
    pagePath: lineText.max(500).optional(),
    resourceId: resourceId.optional().describe('The menu page rated (a page the caller holds); absent for Switchboard as a whole'),
  }),
  response: z.object({ id: z.number().int() }),
});

export const pageEvaluation = z.object({
  evaluated: z.boolean(),
  score: z.number().int().min(1).max(5).nullable().describe('The caller’s latest rating of the page'),
  evaluatedAt: z.string().nullable().describe('When the caller last rated the page (ISO 8601)'),
});
export type PageEvaluation = z.infer<typeof pageEvaluation>;

export const pageEvaluationCheck = defineCall({
  id: 'shell.pageEvaluationCheck',
  method: 'GET',
  path: '/v2/sys/staff/page/evaluation/check',
  permission: SIGNED_IN,
  tag: 'shell',
  summary: 'Whether the caller has rated this menu page (shell.md §7 "page evaluation check by resourceId")',
  description: 'A resource that is not a menu page the caller holds answers not found.',
  query: z.object({ resourceId: z.coerce.number().int().positive().max(RESOURCE_ID_MAX) }),
  response: pageEvaluation,
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
