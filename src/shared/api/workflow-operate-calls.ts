import { z } from 'zod';
import { PERMISSION_KEYS } from '../permissions';
import { SIGNED_IN, defineCall } from './define-call';
import { freeText } from './text-fields';
import { attachmentValue, formData } from './workflow-form';
import { flowGraph, nodeId } from './workflow-graph';

/** Workflow actions (sections.md §7 "operate"): every move names the task and the revision it saw. */

const id = z.number().int().positive();
const comment = freeText.max(2000).default('');
const attachments = z.array(attachmentValue).max(20).default([]);
const taskRef = { taskId: id, rev: z.number().int().min(0).describe('The task revision the caller saw (task.rev)') };

export const startBody = z.object({
  processId: id,
  formData,
  /** Approvers the applicant chooses for nodes whose rule is "chosen at start", by node id. */
  chosen: z.record(nodeId, z.array(id).min(1).max(20)).default({}),
  comment,
  attachments,
});
export type StartBody = z.infer<typeof startBody>;
export const startResult = z.object({ instanceId: z.number().int() });

export const operateStart = defineCall({
  id: 'workflow.operateStart',
  method: 'POST',
  path: '/v2/workflow/operate/start',
  permission: PERMISSION_KEYS.workflow,
  tag: 'workflow',
  summary: 'Start a request of a published process with its form data',
  body: startBody,
  response: startResult,
  repeatCheck: true,
});

export const agreeBody = z.object({
  ...taskRef,
  comment,
  attachments,
  /** Fields this node may edit; a returned request's resubmission sends the whole form. */
  formData: formData.optional(),
});
export type AgreeBody = z.infer<typeof agreeBody>;
export const moveResult = z.object({ instanceId: z.number().int(), status: z.string() });

export const operateAgree = defineCall({
  id: 'workflow.operateAgree',
  method: 'POST',
  path: '/v2/workflow/operate/agree',
  permission: SIGNED_IN,
  tag: 'workflow',
  summary: 'Agree to a task (or submit a returned request again)',
  body: agreeBody,
  response: moveResult,
  repeatCheck: true,
});

export const rejectTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('applicant') }).describe('Back to the applicant, who may edit and resubmit'),
  z.object({ kind: z.literal('end') }).describe('End the request as rejected'),
  z.object({ kind: z.literal('node'), nodeId }).describe('Back to an earlier node (canRejectProcessNode)'),
]);
export const rejectBody = z.object({
  ...taskRef,
  comment: freeText.min(1).max(2000),
  attachments,
  target: rejectTarget.default({ kind: 'applicant' }),
});
export type RejectBody = z.infer<typeof rejectBody>;

export const operateReject = defineCall({
  id: 'workflow.operateReject',
  method: 'POST',
  path: '/v2/workflow/operate/reject',
  permission: SIGNED_IN,
  tag: 'workflow',
  summary: 'Reject a task: to the applicant, to an earlier node, or end the request',
  body: rejectBody,
  response: moveResult,
  repeatCheck: true,
});

export const transmitBody = z.object({ ...taskRef, toStaffId: id, comment });
export const operateTransmit = defineCall({
  id: 'workflow.operateTransmit',
  method: 'POST',
  path: '/v2/workflow/operate/transmit',
  permission: SIGNED_IN,
  tag: 'workflow',
  summary: 'Hand a task to another person (转交)',
  body: transmitBody,
  response: moveResult,
  repeatCheck: true,
});

export const addSignBody = z.object({
  ...taskRef,
  staffIds: z.array(id).min(1).max(10),
  position: z.enum(['before', 'after']),
  comment,
});
export const operateAddSign = defineCall({
  id: 'workflow.operateAddSign',
  method: 'POST',
  path: '/v2/workflow/operate/addSign',
  permission: SIGNED_IN,
  tag: 'workflow',
  summary: 'Add signers before the caller (they agree first) or after (the caller agrees now)',
  body: addSignBody,
  response: moveResult,
  repeatCheck: true,
});

const instanceRef = { instanceId: id };

export const operateComment = defineCall({
  id: 'workflow.operateComment',
  method: 'POST',
  path: '/v2/workflow/operate/comment',
  permission: SIGNED_IN,
  tag: 'workflow',
  summary: 'Comment on a request (nothing moves)',
  body: z.object({ ...instanceRef, comment: freeText.min(1).max(2000), attachments }),
  response: moveResult,
  repeatCheck: true,
});

export const operateWithdraw = defineCall({
  id: 'workflow.operateWithdraw',
  method: 'POST',
  path: '/v2/workflow/operate/withdraw',
  permission: SIGNED_IN,
  tag: 'workflow',
  summary: 'The applicant withdraws a running or returned request',
  body: z.object({ ...instanceRef, comment }),
  response: moveResult,
  repeatCheck: true,
});

export const operateUrge = defineCall({
  id: 'workflow.operateUrge',
  method: 'POST',
  path: '/v2/workflow/operate/urge',
  permission: SIGNED_IN,
  tag: 'workflow',
  summary: 'The applicant reminds the current approvers (at most once per 10 minutes)',
  body: z.object(instanceRef),
  response: z.object({ instanceId: z.number().int(), notified: z.number().int() }),
  repeatCheck: true,
});

export const operateCc = defineCall({
  id: 'workflow.operateCc',
  method: 'POST',
  path: '/v2/workflow/operate/cc',
  permission: SIGNED_IN,
  tag: 'workflow',
  summary: 'Copy a request to people (ad hoc cc)',
  body: z.object({ ...instanceRef, staffIds: z.array(id).min(1).max(20), comment }),
  response: moveResult,
  repeatCheck: true,
});

/** A node of the request's own version, with its state and people in the current round. */
export const nodeState = z.object({
  nodeId: z.string(),
  name: z.string(),
  type: z.string(),
  state: z.enum(['waiting', 'active', 'done', 'skipped', 'cancelled', 'failed']),
  people: z.array(z.object({ staffId: z.number().int(), name: z.string(), status: z.string(), action: z.string().nullable() })),
});

export const timelineEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  nodeId: z.string(),
  nodeName: z.string(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  comment: z.string(),
  attachments: z.array(attachmentValue),
  targets: z.array(z.number().int()),
  createdAt: z.string(),
});

export const myTask = z.object({ taskId: z.number().int(), rev: z.number().int(), nodeId: z.string(), kind: z.string() });

export const instanceDetail = z.object({
  instanceId: z.number().int(),
  processId: z.number().int(),
  processName: z.string(),
  title: z.string(),
  status: z.string(),
  rev: z.number().int(),
  version: z.number().int(),
  applicant: z.object({ staffId: z.number().int(), name: z.string() }),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  formFields: z.array(z.unknown()).describe('The version’s form fields the caller may see'),
  formData,
  editable: z.array(z.string()).describe('Fields the caller’s open task may edit'),
  graph: flowGraph,
  nodes: z.array(nodeState),
  timeline: z.array(timelineEntry),
  myTask: myTask.nullable().describe('The caller’s open task on this request, if any'),
});
export type InstanceDetail = z.infer<typeof instanceDetail>;

export const operateInstanceDetail = defineCall({
  id: 'workflow.operateInstanceDetail',
  method: 'GET',
  path: '/v2/workflow/operate/instanceDetail',
  permission: SIGNED_IN,
  tag: 'workflow',
  summary: 'A request: form, the version’s graph with each node’s state and people, the timeline',
  query: z.object({ instanceId: z.coerce.number().int().positive() }),
  response: instanceDetail,
});

export const operateFormData = defineCall({
  id: 'workflow.operateFormData',
  method: 'GET',
  path: '/v2/workflow/operate/form/data',
  permission: SIGNED_IN,
  tag: 'workflow',
  summary: 'A request’s form data as the caller may see it',
  query: z.object({ instanceId: z.coerce.number().int().positive() }),
  response: z.object({ formFields: z.array(z.unknown()), formData, editable: z.array(z.string()) }),
});

export const operateCurrentTask = defineCall({
  id: 'workflow.operateCurrentTaskId',
  method: 'GET',
  path: '/v2/workflow/operate/select/currentTaskId',
  permission: SIGNED_IN,
  tag: 'workflow',
  summary: 'The caller’s open task on a request, if any',
  query: z.object({ instanceId: z.coerce.number().int().positive() }),
  response: myTask.nullable(),
});

export const rejectNodesResult = z.array(z.object({ nodeId: z.string(), name: z.string() }));
export const canRejectProcessNode = defineCall({
  id: 'workflow.canRejectProcessNode',
  method: 'GET',
  path: '/v2/workflow/select/canRejectProcessNode',
  permission: SIGNED_IN,
  tag: 'workflow',
  summary: 'The earlier nodes a task may be rejected back to',
  query: z.object({ taskId: z.coerce.number().int().positive() }),
  response: rejectNodesResult,
});
