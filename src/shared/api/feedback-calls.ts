import { z } from 'zod';
import { PERMISSION_KEYS } from '../permissions';
import { calendarDate } from './calendar-date';
import { SIGNED_IN, defineCall } from './define-call';
import { exportQueued } from './download-calls';
import { freeText, lineText } from './text-fields';

/** Feedback and rating (sections.md §7 Feedback; shell.md §7 rating prompt and page evaluation). */
export const FEEDBACK_MAX_LENGTH = 1000;
export const FEEDBACK_REPLY_MAX_LENGTH = 2000;

const PREFIX = '/v2/sys/staff/feedback';
const TAG = 'feedback';
/** Record ids are PostgreSQL integers: a larger number names nothing and must not reach SQL. */
const ID_MAX = 2_147_483_647;
const id = z.number().int().positive().max(ID_MAX);
/** A menu node id (resource ids are 32-bit: larger numbers would fail in SQL, not validation). */
const resourceId = z.number().int().positive().max(ID_MAX);
const paging = { page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(100).default(20) };
const score = z.number().int().min(1).max(5);
const bilingual = { name: lineText.trim().min(1).max(60), nameEn: lineText.trim().min(1).max(80) };
/** A path of the portal ("/crm/…"): the page a popup rule or a rating names. */
const portalPath = lineText
  .trim()
  .max(500)
  .refine((path) => path.startsWith('/'), 'feedback.pathFormat')
  .meta({ pattern: '^/[a-z/-]*$' });

/** Where a piece of feedback stands: new → being handled → replied; closed needs no (further) answer. */
export const FEEDBACK_STATUSES = ['open', 'processing', 'replied', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
/** The statuses the unreplied count and the handler's badge count. */
export const UNREPLIED_STATUSES: readonly FeedbackStatus[] = ['open', 'processing'];

// ——— Submitting and rating ———

export const feedbackCommit = defineCall({
  id: 'shell.feedbackCommit',
  method: 'POST',
  path: `${PREFIX}/commit`,
  permission: SIGNED_IN,
  tag: 'shell',
  repeatCheck: true,
  summary: 'Rate Switchboard or, with resourceId, the menu page the caller is on (1–5), and leave feedback',
  description:
    'With words the feedback waits for a handler’s reply (status open); a bare rating needs no answer and is stored closed. ' +
    'categoryId names an enabled feedback category, questionId the rating question that was asked.',
  body: z.object({
    score,
    content: freeText.trim().max(FEEDBACK_MAX_LENGTH).default(''),
    pagePath: lineText.max(500).optional(),
    resourceId: resourceId.optional().describe('The menu page rated (a page the caller holds); absent for Switchboard as a whole'),
    categoryId: id.optional(),
    questionId: id.optional(),
    popupConfigId: id.optional().describe('The popup rule whose popover the rating came from'),
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
  query: z.object({ resourceId: z.coerce.number().int().positive().max(ID_MAX) }),
  response: pageEvaluation,
});

// ——— Questions, tips, score levels ———

export const feedbackQuestion = z.object({
  id: z.number().int(),
  content: z.string(),
  contentEn: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type FeedbackQuestion = z.infer<typeof feedbackQuestion>;

export const questionList = defineCall({
  id: 'feedback.questionList',
  method: 'GET',
  path: `${PREFIX}/question/list`,
  permission: SIGNED_IN,
  tag: TAG,
  summary: 'The rating questions in their order (the rating dialog asks the first enabled one)',
  response: z.array(feedbackQuestion),
});

export const QUESTIONS_MAX = 20;

export const questionUpdate = defineCall({
  id: 'feedback.questionUpdate',
  method: 'POST',
  path: `${PREFIX}/question/update`,
  permission: PERMISSION_KEYS.feedbackConfig,
  tag: TAG,
  summary: 'Replaces the question list: listed questions are kept in this order (with id: changed), unlisted ones removed',
  body: z.object({
    questions: z
      .array(
        z.object({
          id: id.optional(),
          content: lineText.trim().min(1).max(200),
          contentEn: lineText.trim().min(1).max(300),
          enabled: z.boolean().default(true),
        }),
      )
      .max(QUESTIONS_MAX),
  }),
  response: z.array(feedbackQuestion),
});

export const feedbackTips = z.object({
  content: z.string(),
  contentEn: z.string(),
  updatedAt: z.string().nullable(),
});
export type FeedbackTips = z.infer<typeof feedbackTips>;

export const tipsGet = defineCall({
  id: 'feedback.tipsGet',
  method: 'GET',
  path: `${PREFIX}/tips`,
  permission: SIGNED_IN,
  tag: TAG,
  summary: 'The note shown above the feedback form (what happens to feedback, how soon it is answered); empty when none',
  response: feedbackTips,
});

export const tipsUpdate = defineCall({
  id: 'feedback.tipsUpdate',
  method: 'POST',
  path: `${PREFIX}/tips/update`,
  permission: PERMISSION_KEYS.feedbackConfig,
  tag: TAG,
  summary: 'Changes the note above the feedback form (both languages; empty removes it)',
  body: z.object({ content: freeText.trim().max(500), contentEn: freeText.trim().max(800) }),
  response: feedbackTips,
});

export const scoreLevel = z.object({ score: z.number().int(), name: z.string(), nameEn: z.string() });
export type ScoreLevel = z.infer<typeof scoreLevel>;

export const scoreLevels = defineCall({
  id: 'feedback.scoreLevels',
  method: 'GET',
  path: `${PREFIX}/score/levels`,
  permission: SIGNED_IN,
  tag: TAG,
  summary: 'What each score 1–5 means (非常不满意 … 非常满意), from the dictionary; every score has a level',
  response: z.array(scoreLevel),
});

// ——— Dictionary: categories and score levels ———

export const DICT_TYPES = ['category', 'scoreLevel'] as const;
export type DictType = (typeof DICT_TYPES)[number];

export const dictEntry = z.object({
  id: z.number().int(),
  dictType: z.enum(DICT_TYPES),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type DictEntry = z.infer<typeof dictEntry>;

export const dictPage = defineCall({
  id: 'feedback.dictPage',
  method: 'POST',
  effect: 'reads',
  path: `${PREFIX}/dict/page`,
  permission: SIGNED_IN,
  tag: TAG,
  summary: 'Feedback dictionary entries (categories, score levels), paged; everyone reads them for the feedback form',
  description: 'Only holders of the settings page see disabled entries.',
  body: z.object({ ...paging, dictType: z.enum(DICT_TYPES).optional(), enabledOnly: z.boolean().default(false) }),
  response: z.object({ rows: z.array(dictEntry), count: z.number().int() }),
});

export const dictSave = defineCall({
  id: 'feedback.dictSave',
  method: 'POST',
  path: `${PREFIX}/dict/save`,
  permission: PERMISSION_KEYS.feedbackConfig,
  tag: TAG,
  summary: 'Adds or changes a dictionary entry; a score level’s code is its score 1–5 and cannot be disabled',
  body: z.object({
    id: id.optional(),
    dictType: z.enum(DICT_TYPES),
    code: lineText
      .trim()
      .min(1)
      .max(30)
      .refine((code) => /^[a-z0-9_-]+$/i.test(code), 'feedback.codeFormat')
      .meta({ pattern: '^[a-z0-9_-]{1,30}$' }),
    ...bilingual,
    sort: z.number().int().min(0).max(9999).default(0),
    enabled: z.boolean().default(true),
  }),
  response: dictEntry,
});

// ——— Popup rules and the rating popover ———

/** When the rating popover shows: after the Nth sign-in, within days after a release, on a page. */
export const POPUP_TRIGGERS = ['signIns', 'release', 'page'] as const;
export type PopupTrigger = (typeof POPUP_TRIGGERS)[number];

export const popupConfig = z.object({
  id: z.number().int(),
  name: z.string(),
  trigger: z.enum(POPUP_TRIGGERS),
  signInCount: z.number().int().nullable(),
  releaseDays: z.number().int().nullable(),
  pagePath: z.string().nullable(),
  cooldownDays: z.number().int(),
  questionId: z.number().int().nullable(),
  enabled: z.boolean(),
  shownCount: z.number().int().describe('How many times the popover of this rule has shown'),
  ratedCount: z.number().int().describe('How many ratings came from it'),
  updatedAt: z.string(),
});
export type PopupConfig = z.infer<typeof popupConfig>;

export const popupConfigList = defineCall({
  id: 'feedback.popupConfigList',
  method: 'GET',
  path: `${PREFIX}/popup/config/list`,
  permission: PERMISSION_KEYS.feedbackConfig,
  tag: TAG,
  summary: 'The popup rules of the rating popover, with how often each showed and was answered',
  response: z.array(popupConfig),
});

export const popupConfigBody = z
  .object({
    id: id.optional(),
    name: lineText.trim().min(1).max(60),
    trigger: z.enum(POPUP_TRIGGERS),
    signInCount: z.number().int().min(1).max(1000).nullable().default(null),
    releaseDays: z.number().int().min(1).max(90).nullable().default(null),
    pagePath: portalPath.nullable().default(null),
    cooldownDays: z.number().int().min(0).max(365).default(30),
    questionId: id.nullable().default(null),
    enabled: z.boolean().default(true),
  })
  .superRefine((rule, ctx) => {
    // Each trigger needs its own setting: the sign-in count, the days after a release, the page.
    const needs = { signIns: 'signInCount', release: 'releaseDays', page: 'pagePath' } as const;
    const field = needs[rule.trigger];
    if (rule[field] === null) ctx.addIssue({ code: 'custom', path: [field], message: 'feedback.triggerSetting' });
  });

export const popupConfigSave = defineCall({
  id: 'feedback.popupConfigSave',
  method: 'POST',
  path: `${PREFIX}/popup/config/save`,
  permission: PERMISSION_KEYS.feedbackConfig,
  tag: TAG,
  summary: 'Adds or changes a popup rule (signIns needs signInCount, release releaseDays, page pagePath)',
  body: popupConfigBody,
  response: popupConfig,
});

export const popupPrompt = z.object({
  show: z.boolean(),
  configId: z.number().int().nullable(),
  trigger: z.enum(POPUP_TRIGGERS).nullable(),
  question: z.string().nullable().describe('The question the popover asks, in the caller’s language'),
  questionId: z.number().int().nullable(),
});
export type PopupPrompt = z.infer<typeof popupPrompt>;

export const popupTriggers = defineCall({
  id: 'feedback.popupTriggers',
  method: 'POST',
  effect: 'reads',
  path: `${PREFIX}/popup/triggers`,
  permission: SIGNED_IN,
  tag: TAG,
  summary: 'Whether the rating popover shows now, on this page, for the caller; a yes is recorded as a showing',
  description:
    'The first enabled rule that applies wins: signIns after the caller’s Nth sign-in, release within releaseDays of the latest ' +
    'release, page on that path. A rule shows a person once per cooldownDays (0 = once ever), and never within a day of their last rating.',
  body: z.object({ path: lineText.trim().max(500) }),
  response: popupPrompt,
});

// ——— My feedback ———

export const feedbackReply = z.object({
  id: z.number().int(),
  content: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type FeedbackReply = z.infer<typeof feedbackReply>;

export const feedbackRow = z.object({
  id: z.number().int(),
  score: z.number().int(),
  content: z.string(),
  pagePath: z.string().nullable(),
  pageName: z.string().nullable().describe('The rated menu page, in the caller’s language'),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  authorId: z.number().int(),
  authorName: z.string(),
  authorJobNumber: z.string(),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  replyCount: z.number().int(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});
export type FeedbackRow = z.infer<typeof feedbackRow>;

export const feedbackDetailView = feedbackRow.extend({ replies: z.array(feedbackReply), question: z.string().nullable() });
export type FeedbackDetailView = z.infer<typeof feedbackDetailView>;

export const myPage = defineCall({
  id: 'feedback.myPage',
  method: 'POST',
  effect: 'reads',
  path: `${PREFIX}/my/page`,
  permission: SIGNED_IN,
  tag: TAG,
  summary: 'The caller’s own feedback, newest first, each with its replies',
  body: z.object({ ...paging, status: z.enum(FEEDBACK_STATUSES).optional() }),
  response: z.object({ rows: z.array(feedbackDetailView), count: z.number().int() }),
});

export const feedbackDetail = defineCall({
  id: 'feedback.detail',
  method: 'GET',
  path: `${PREFIX}/detail/:id`,
  permission: SIGNED_IN,
  tag: TAG,
  summary: 'One piece of feedback with its replies: its author and the handlers may read it, anyone else gets not found',
  params: z.object({ id: z.coerce.number().int().positive().max(ID_MAX) }),
  response: feedbackDetailView,
});

// ——— Handling ———

export const manageFilter = z.object({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  categoryId: id.optional(),
  score: score.optional(),
  assignee: z.enum(['me', 'none']).optional().describe('me: assigned to the caller; none: not assigned'),
  keyword: lineText.trim().max(60).optional().describe('Words of the feedback, or the author’s name or job number'),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
});
export type ManageFilter = z.output<typeof manageFilter>;

export const managePage = defineCall({
  id: 'feedback.managePage',
  method: 'POST',
  effect: 'reads',
  path: `${PREFIX}/manage/page`,
  permission: PERMISSION_KEYS.feedbackHandle,
  tag: TAG,
  summary: 'All feedback for handling, filtered (status, category, score, assignee, words, submitted between), newest first',
  body: manageFilter.extend(paging),
  response: z.object({ rows: z.array(feedbackRow), count: z.number().int() }),
});

export const feedbackCount = defineCall({
  id: 'feedback.count',
  method: 'GET',
  path: `${PREFIX}/count`,
  permission: PERMISSION_KEYS.feedbackHandle,
  tag: TAG,
  summary: 'How many pieces of feedback are in each status (the handling page’s tabs)',
  response: z.object({
    all: z.number().int(),
    open: z.number().int(),
    processing: z.number().int(),
    replied: z.number().int(),
    closed: z.number().int(),
  }),
});

export const feedbackScore = defineCall({
  id: 'feedback.score',
  method: 'GET',
  path: `${PREFIX}/score`,
  permission: PERMISSION_KEYS.feedbackHandle,
  tag: TAG,
  summary: 'The ratings of the last `days` days: how many, the average (a decimal string) and how many of each score',
  query: z.object({ days: z.coerce.number().int().min(1).max(366).default(30) }),
  response: z.object({
    count: z.number().int(),
    average: z.string().nullable(),
    distribution: z.array(z.object({ score: z.number().int(), count: z.number().int() })),
  }),
});

export const unreplyCount = defineCall({
  id: 'feedback.unreplyCount',
  method: 'GET',
  path: `${PREFIX}/unreply/count`,
  permission: PERMISSION_KEYS.feedbackHandle,
  tag: TAG,
  summary: 'How much feedback waits for a reply (open or being handled): the handler’s badge in the shell',
  response: z.object({ count: z.number().int() }),
});

export const replyFeedback = defineCall({
  id: 'feedback.reply',
  method: 'POST',
  path: `${PREFIX}/reply`,
  permission: PERMISSION_KEYS.feedbackHandle,
  tag: TAG,
  repeatCheck: true,
  summary: 'Answers a piece of feedback: it becomes replied and its author gets a 反馈回复 message (and the push notice)',
  body: z.object({ id, content: freeText.trim().min(1).max(FEEDBACK_REPLY_MAX_LENGTH) }),
  response: feedbackDetailView,
});

export const handleFeedback = defineCall({
  id: 'feedback.handle',
  method: 'POST',
  path: `${PREFIX}/manage/update`,
  permission: PERMISSION_KEYS.feedbackHandle,
  tag: TAG,
  summary: 'Assigns feedback to a handler (null: unassigned) and/or sets its status, for one or several at once',
  description: 'assigneeId must hold the handling page. Setting replied is the reply call’s business, not this one’s.',
  body: z
    .object({
      ids: z.array(id).min(1).max(100),
      assigneeId: id.nullable().optional(),
      status: z.enum(['open', 'processing', 'closed']).optional(),
    })
    .refine((body) => body.assigneeId !== undefined || body.status !== undefined, {
      message: 'feedback.nothingToChange',
      path: ['status'],
    }),
  response: z.object({ changed: z.number().int() }),
});

export const handlerOptions = defineCall({
  id: 'feedback.handlers',
  method: 'GET',
  path: `${PREFIX}/handlers`,
  permission: PERMISSION_KEYS.feedbackHandle,
  tag: TAG,
  summary: 'The staff who may handle feedback (the assign list)',
  response: z.array(z.object({ staffId: z.number().int(), name: z.string(), jobNumber: z.string() })),
});

export const exportFeedbackBody = manageFilter;

export const exportFeedback = defineCall({
  id: 'feedback.export',
  method: 'POST',
  path: `${PREFIX}/manage/export`,
  permission: PERMISSION_KEYS.feedbackHandle,
  tag: TAG,
  answer: 'file',
  timeoutMs: 300_000,
  summary: 'The handling list’s filter as an xlsx (or a download-centre job when large)',
  body: exportFeedbackBody,
  response: exportQueued,
});
