import { z } from 'zod';
import { SIGNED_IN, defineCall } from './define-call';
import { SIGN_MODES } from './workflow-graph';

/**
 * What the caller may do on an open task, before they press 同意 or 拒绝 (select/agreeAction,
 * select/rejectAction): the dialogs show only what the engine would accept.
 */

const taskQuery = z.object({ taskId: z.coerce.number().int().positive() });

const taskHead = {
  taskId: z.number().int(),
  rev: z.number().int().describe('Send back with the move (task.rev)'),
  instanceId: z.number().int(),
  nodeId: z.string(),
  nodeName: z.string(),
  kind: z
    .enum(['approve', 'handle', 'resubmit'])
    .describe('approve (审批), handle (办理) or resubmit (a returned request back with its applicant)'),
  mode: z
    .enum(SIGN_MODES)
    .nullable()
    .describe('The node’s sign mode: sequential 依次审批, countersign 会签, orsign 或签, vote 票签; null for resubmit'),
};

export const agreeOptions = z.object({
  ...taskHead,
  commentRequired: z.boolean().describe('Whether 同意 needs a comment (a reason is asked for on reject only)'),
  commentMax: z.number().int(),
  attachmentsMax: z.number().int(),
  canAddSign: z.boolean().describe('加签 allowed: not on a vote and not when resubmitting'),
  addSignPositions: z.array(z.enum(['before', 'after'])).describe('before: they agree first; after: the caller agrees now'),
  addSignMax: z.number().int(),
  canTransmit: z.boolean().describe('转交 allowed (not when resubmitting)'),
  editableFields: z.array(z.string()).describe('Form fields the agreement may change (all of them when resubmitting)'),
  threshold: z.number().int().nullable().describe('A vote’s pass share in percent; null otherwise'),
});
export type AgreeOptions = z.infer<typeof agreeOptions>;

export const rejectOptions = z.object({
  ...taskHead,
  allowed: z.boolean().describe('Whether 拒绝 is possible at all (a handling step or a resubmission cannot reject)'),
  reasonRequired: z.boolean().describe('A reject always needs a reason'),
  reasonMax: z.number().int(),
  toApplicant: z.boolean().describe('退回发起人: the applicant may edit and submit again (the default)'),
  toEnd: z.boolean().describe('驳回并结束: the request ends as rejected'),
  nodes: z
    .array(z.object({ nodeId: z.string(), name: z.string() }))
    .describe('退回到之前节点: earlier passed nodes, in flow order (none on a vote, where 拒绝 is a vote against)'),
  voteAgainst: z.boolean().describe('On a vote, 拒绝 counts against; the request moves only once the threshold is out of reach'),
});
export type RejectOptions = z.infer<typeof rejectOptions>;

export const selectAgreeAction = defineCall({
  id: 'workflow.selectAgreeAction',
  method: 'GET',
  path: '/v2/workflow/select/agreeAction',
  permission: SIGNED_IN,
  tag: 'workflow',
  summary: 'What the caller’s open task allows on agree: comment rule, add-signer, hand-over, editable fields',
  query: taskQuery,
  response: agreeOptions,
});

export const selectRejectAction = defineCall({
  id: 'workflow.selectRejectAction',
  method: 'GET',
  path: '/v2/workflow/select/rejectAction',
  permission: SIGNED_IN,
  tag: 'workflow',
  summary: 'Where the caller’s open task may send a request on reject, and whether a reason is needed',
  query: taskQuery,
  response: rejectOptions,
});
