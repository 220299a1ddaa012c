import { z } from 'zod';
import { PERMISSION_KEYS } from '../permissions';
import { defineCall } from './define-call';
import { formData } from './workflow-form';
import { EMPTY_POLICIES, SIGN_MODES, nodeId } from './workflow-graph';

/** What the apply page uses before a request starts: the approval path preview and the saved draft. */

const id = z.number().int().positive();

export const previewBody = z.object({
  processId: id,
  formData: formData.default({}).describe('The form as filled so far; missing fields are fine'),
  chosenApprovers: z
    .record(nodeId, z.array(id).max(20))
    .default({})
    .describe('Approvers picked so far for nodes whose rule is "chosen at start", by node id (as start’s `chosen`)'),
});
export type PreviewBody = z.infer<typeof previewBody>;

const person = z.object({ staffId: z.number().int(), name: z.string() });

export const previewNode = z.object({
  nodeId: z.string(),
  name: z.string(),
  kind: z.enum(['approver', 'handler', 'cc']),
  mode: z.enum(SIGN_MODES).nullable().describe('How the node’s people sign (依次/会签/或签/票签); null for cc'),
  people: z.array(person).describe('Who the node goes to, in the order an in-turn node asks them'),
  whenEmpty: z
    .enum(EMPTY_POLICIES)
    .nullable()
    .describe('Set when the rule names nobody: autoPass (the node passes by itself) or admin (people are the administrators)'),
  chosenByApplicant: z.boolean().describe('The applicant picks this node’s approvers before starting'),
  parallel: z
    .object({ nodeId: z.string(), name: z.string(), branchId: z.string(), branchName: z.string() })
    .nullable()
    .describe('The parallel block and branch holding the node; branches of one block run at the same time'),
});
export type PreviewNode = z.infer<typeof previewNode>;

export const previewResult = z.object({
  nodes: z.array(previewNode).describe('The nodes the request would pass, in order, on the branches its current values choose'),
  pendingFields: z
    .array(z.string())
    .describe('Fields the path depends on (branch conditions, approver fields) that are still empty: it may change once they are filled'),
});
export type PreviewResult = z.infer<typeof previewResult>;

export const operatePreview = defineCall({
  id: 'workflow.operatePreview',
  method: 'POST',
  effect: 'reads',
  path: '/v2/workflow/operate/preview',
  permission: PERMISSION_KEYS.workflow,
  tag: 'workflow',
  summary: 'Who will approve: the path a request would take with the form’s current values',
  body: previewBody,
  response: previewResult,
});

export const draftBody = z.object({
  processId: id,
  formData: formData.describe('The form as filled so far (checked in full only when the request starts)'),
  chosenApprovers: previewBody.shape.chosenApprovers,
});
export type DraftBody = z.infer<typeof draftBody>;

export const draftRow = z.object({
  processId: z.number().int(),
  formData,
  chosenApprovers: z.record(z.string(), z.array(z.number().int())),
  updatedAt: z.string().describe('When the draft was last saved (ISO instant)'),
});
export type DraftRow = z.infer<typeof draftRow>;

export const operateDraftSave = defineCall({
  id: 'workflow.operateDraftSave',
  method: 'POST',
  path: '/v2/workflow/operate/draft/save',
  permission: PERMISSION_KEYS.workflow,
  tag: 'workflow',
  summary: 'Keep the caller’s unfinished apply form of a process (replaces their earlier draft of it)',
  body: draftBody,
  response: draftRow,
});

export const operateDraft = defineCall({
  id: 'workflow.operateDraft',
  method: 'GET',
  path: '/v2/workflow/operate/draft',
  permission: PERMISSION_KEYS.workflow,
  tag: 'workflow',
  summary: 'The caller’s saved apply form of a process, or null; starting the request removes it',
  query: z.object({ processId: z.coerce.number().int().positive() }),
  response: draftRow.nullable(),
});
