import { z } from 'zod';
import { SIGNED_IN, defineCall } from './define-call';
import { freeText, lineText } from './text-fields';

/** Feedback and rating (sections.md §7 Feedback; shell.md §7 rating prompt and page evaluation). */
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
