import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isTaskNode, type TaskNode } from '../../../shared/api/workflow-graph';
import { workflowNodeRuns, workflowTasks } from '../../db/schema/index';
import { workflowFail } from '../workflow-errors';
import { completeTaskNode, enterAt, enterFlow, notifyTask, recordAction, setInstance, stopRound } from './advance';
import type { EngineRun } from './engine-context';

export type TaskRow = typeof workflowTasks.$inferSelect;

/** The task node a task belongs to, from the request's own version. */
export function nodeOfTask(run: EngineRun, task: TaskRow): TaskNode {
  const node = run.places.get(task.nodeId)?.node;
  if (!node || !isTaskNode(node)) throw new Error(`task ${task.id} names no task node of its version`);
  return node;
}

/** Closes a task once: the row must still be pending at the revision read under the lock. */
export async function closeTask(run: EngineRun, task: TaskRow, action: string): Promise<void> {
  const closed = await run.tx
    .update(workflowTasks)
    .set({ status: 'done', action, actedAt: run.now, rev: sql`${workflowTasks.rev} + 1` })
    .where(and(eq(workflowTasks.id, task.id), eq(workflowTasks.rev, task.rev), eq(workflowTasks.status, 'pending')))
    .returning({ id: workflowTasks.id });
  if (closed.length === 0) throw workflowFail.stale();
}

async function tasksOfRun(run: EngineRun, nodeRunId: number): Promise<TaskRow[]> {
  return run.tx
    .select()
    .from(workflowTasks)
    .where(eq(workflowTasks.nodeRunId, nodeRunId))
    .orderBy(asc(workflowTasks.seq), asc(workflowTasks.id));
}

async function activate(run: EngineRun, task: TaskRow): Promise<void> {
  await run.tx
    .update(workflowTasks)
    .set({ status: 'pending', rev: sql`${workflowTasks.rev} + 1` })
    .where(eq(workflowTasks.id, task.id));
  notifyTask(run, task.id, task.assigneeStaffId);
}

/** Vote arithmetic: voters are the node's own tasks that were not handed on. */
function tally(tasks: TaskRow[], threshold: number) {
  const voters = tasks.filter((task) => task.action !== 'transmit' && task.status !== 'cancelled');
  const agreed = voters.filter((task) => task.action === 'agree').length;
  const open = voters.filter((task) => task.status === 'pending' || task.status === 'waiting').length;
  const needed = Math.ceil((threshold * voters.length) / 100);
  return { passed: agreed >= needed, stillPossible: agreed + open >= needed };
}

/** After a task agreed: unblock, take the next turn, or finish the node as its mode says. */
export async function afterAgree(run: EngineRun, task: TaskRow): Promise<void> {
  if (task.blocksTaskId !== null && (await releaseBlocked(run, task.blocksTaskId))) return;
  if (task.nodeRunId === null) return;
  const node = nodeOfTask(run, task);
  const tasks = await tasksOfRun(run, task.nodeRunId);
  if (node.mode === 'orsign') return completeTaskNode(run, task.nodeRunId, node.id);
  if (node.mode === 'vote') {
    const votes = tally(tasks, node.threshold ?? 100);
    if (votes.passed) return completeTaskNode(run, task.nodeRunId, node.id);
    if (!votes.stillPossible) return returnToApplicant(run);
    return;
  }
  if (tasks.some((other) => other.status === 'pending')) return;
  const next = tasks.find((other) => other.status === 'waiting');
  if (next) return activate(run, next);
  await completeTaskNode(run, task.nodeRunId, node.id);
}

/** A signer added before someone agreed: that person's task opens once no such signer is left. */
async function releaseBlocked(run: EngineRun, blockedId: number): Promise<boolean> {
  const [left] = await run.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(workflowTasks)
    .where(and(eq(workflowTasks.blocksTaskId, blockedId), inArray(workflowTasks.status, ['pending', 'waiting'])));
  if ((left?.n ?? 0) > 0) return true;
  const [blocked] = await run.tx.select().from(workflowTasks).where(eq(workflowTasks.id, blockedId));
  if (!blocked || blocked.status !== 'waiting') return false;
  await activate(run, blocked);
  return true;
}

/** A vote against: the node fails only when the threshold can no longer be reached. */
export async function voteAgainstHolds(run: EngineRun, task: TaskRow, node: TaskNode): Promise<boolean> {
  if (task.nodeRunId === null) return false;
  return tally(await tasksOfRun(run, task.nodeRunId), node.threshold ?? 100).stillPossible;
}

/** Sends the request back to its applicant, who may edit and submit it again (or withdraw it). */
export async function returnToApplicant(run: EngineRun): Promise<void> {
  await stopRound(run);
  await setInstance(run, { status: 'returned', epoch: run.instance.epoch + 1 });
  const [task] = await run.tx
    .insert(workflowTasks)
    .values({
      instanceId: run.instance.id,
      nodeName: '发起人',
      nodeId: 'start',
      kind: 'resubmit',
      assigneeStaffId: run.instance.applicantStaffId,
      createdAt: run.now,
    })
    .returning({ id: workflowTasks.id });
  run.notices.push({
    staffId: run.instance.applicantStaffId,
    kind: 'returned',
    instanceId: run.instance.id,
    title: run.instance.title,
    ...(task ? { taskId: task.id } : {}),
  });
}

/** Ends the request as rejected. */
export async function rejectToEnd(run: EngineRun): Promise<void> {
  await stopRound(run);
  await setInstance(run, { status: 'rejected', finishedAt: run.now });
  run.notices.push({ staffId: run.instance.applicantStaffId, kind: 'rejected', instanceId: run.instance.id, title: run.instance.title });
}

/** Earlier task nodes this request has passed, outside parallel blocks: where a rejection may send it. */
export async function rejectTargets(run: EngineRun, fromNodeId: string): Promise<TaskNode[]> {
  const from = run.places.get(fromNodeId);
  if (!from) return [];
  const done = await run.tx
    .selectDistinct({ nodeId: workflowNodeRuns.nodeId })
    .from(workflowNodeRuns)
    .where(and(eq(workflowNodeRuns.instanceId, run.instance.id), eq(workflowNodeRuns.status, 'done')));
  const passed = new Set(done.map((row) => row.nodeId));
  return [...run.places.values()]
    .filter((place) => isTaskNode(place.node) && !place.inParallel && place.order < from.order && passed.has(place.node.id))
    .map((place) => place.node as TaskNode);
}

/** Resumes the request at an earlier node, in a new round. */
export async function rejectToNode(run: EngineRun, nodeId: string): Promise<void> {
  await stopRound(run);
  await setInstance(run, { epoch: run.instance.epoch + 1 });
  await enterAt(run, nodeId);
}

/** The applicant submits a returned request again: the flow starts over with the edited form. */
export async function resubmit(run: EngineRun, task: TaskRow, formData: Record<string, unknown>, comment: string): Promise<void> {
  await closeTask(run, task, 'resubmit');
  await setInstance(run, { status: 'running', formData });
  await recordAction(run, {
    action: 'resubmit',
    nodeId: 'start',
    nodeName: task.nodeName,
    staffId: task.assigneeStaffId,
    taskId: task.id,
    comment,
  });
  await enterFlow(run);
}
