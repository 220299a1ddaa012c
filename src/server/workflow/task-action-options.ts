import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AgreeOptions, RejectOptions } from '../../shared/api/workflow-action-option-calls';
import { isTaskNode } from '../../shared/api/workflow-graph';
import { addSignBody, agreeBody, rejectBody } from '../../shared/api/workflow-operate-calls';
import type { Db } from '../db/database';
import { fitsInt4 } from '../db/int4';
import { workflowTasks } from '../db/schema/index';
import { fail } from '../http/app-error';
import { loadRun } from './engine/load-run';
import { workflowFail } from './workflow-errors';
import { rejectNodesOf } from './workflow-queries';

/** Limits read from the move calls' own schemas, so the dialogs never promise more than the moves accept. */
const maxItems = (schema: z.ZodType) => Number(z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }).maxItems ?? 0);
const LIMITS = {
  commentMax: agreeBody.shape.comment.unwrap().maxLength ?? 0,
  attachmentsMax: maxItems(agreeBody.shape.attachments.unwrap()),
  addSignMax: maxItems(addSignBody.shape.staffIds),
  reasonMax: rejectBody.shape.comment.maxLength ?? 0,
  reasonRequired: (rejectBody.shape.comment.minLength ?? 0) > 0,
};

/** The caller's open task with its node, refusing like a move would (unknown → 404, handled → stale). */
async function openTask(db: Db, staffId: number, taskId: number, now: Date) {
  if (!fitsInt4(taskId)) throw fail.notFound();
  const [task] = await db.select().from(workflowTasks).where(eq(workflowTasks.id, taskId));
  if (!task || task.assigneeStaffId !== staffId) throw fail.notFound();
  const run = await db.transaction((tx) => loadRun(tx, task.instanceId, now, false));
  const status = run.instance.status;
  if (task.status !== 'pending' || (status !== 'running' && status !== 'returned')) throw workflowFail.stale();
  const place = run.places.get(task.nodeId)?.node;
  const node = task.kind !== 'resubmit' && place && isTaskNode(place) ? place : null;
  const head = {
    taskId: task.id,
    rev: task.rev,
    instanceId: task.instanceId,
    nodeId: task.nodeId,
    nodeName: task.nodeName,
    kind: task.kind as AgreeOptions['kind'],
    mode: node?.mode ?? null,
  };
  return { head, node, fields: run.fields };
}

export async function agreeOptionsOf(db: Db, staffId: number, taskId: number, now: Date): Promise<AgreeOptions> {
  const { head, node, fields } = await openTask(db, staffId, taskId, now);
  const canAddSign = node !== null && node.mode !== 'vote';
  return {
    ...head,
    commentRequired: false,
    commentMax: LIMITS.commentMax,
    attachmentsMax: LIMITS.attachmentsMax,
    canAddSign,
    addSignPositions: canAddSign ? ['before', 'after'] : [],
    addSignMax: canAddSign ? LIMITS.addSignMax : 0,
    canTransmit: node !== null,
    editableFields: node
      ? Object.entries(node.fieldRights).flatMap(([key, right]) => (right === 'edit' ? [key] : []))
      : fields.map((field) => field.key),
    threshold: node?.mode === 'vote' ? (node.threshold ?? 100) : null,
  };
}

export async function rejectOptionsOf(db: Db, staffId: number, taskId: number, now: Date): Promise<RejectOptions> {
  const { head, node } = await openTask(db, staffId, taskId, now);
  const allowed = node !== null && node.type !== 'handler';
  const vote = node?.mode === 'vote';
  return {
    ...head,
    allowed,
    reasonRequired: LIMITS.reasonRequired,
    reasonMax: LIMITS.reasonMax,
    toApplicant: allowed,
    toEnd: allowed,
    // A vote against never sends the request to an earlier node (the engine returns it to the applicant).
    nodes: allowed && !vote ? await rejectNodesOf(db, staffId, taskId, now) : [],
    voteAgainst: allowed && vote,
  };
}
