import { z } from 'zod';
import { moneyValue } from '../api/workflow-form';

/**
 * The confirmation card of an answer such as 同意张伟的充值申请: the exact task the assistant found
 * (and the revision it saw), for the asker to agree to with a click. The assistant itself never
 * acts; the card's button sends the workflow's own agree call. `state` is read from the task's
 * record whenever the chat is shown, so a card once used (here, on the to-do page or from the
 * palette) shows what became of the task and cannot be pressed again.
 */
export const CARD_STATES = ['open', 'agreed', 'rejected', 'handled', 'changed'] as const;
export type CardState = (typeof CARD_STATES)[number];

export const approvalCard = z.object({
  kind: z.literal('agree'),
  taskId: z.number().int(),
  rev: z.number().int(),
  instanceId: z.number().int(),
  title: z.string(),
  processName: z.string(),
  applicantName: z.string(),
  nodeName: z.string().nullable(),
  keyFigure: moneyValue.nullable().describe('The form’s first money field'),
  createdAt: z.string().describe('When the task reached the asker'),
  state: z.enum(CARD_STATES).describe('open: still waiting, at the revision the card names'),
  /** When the task was handled (null while open). */
  handledAt: z.string().nullable(),
});
export type ApprovalCard = z.infer<typeof approvalCard>;

/** Where a request's detail opens for the person it waits on. */
export const taskProfileUrl = (instanceId: number): string => `/general/my-agent/profile?id=${instanceId}`;
