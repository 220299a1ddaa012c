import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { chooseBranch } from '../../../shared/api/workflow-conditions';
import { isTaskNode, type ExclusiveNode, type FlowNode, type ParallelNode, type TaskNode } from '../../../shared/api/workflow-graph';
import { workflowActions, workflowCopies, workflowInstances, workflowNodeRuns, workflowTasks } from '../../db/schema/index';
import { administrators, departmentChain, resolveAssignees } from './assignees';
import type { EngineRun } from './engine-context';
import { applyEffect } from './effects/effect-registry';

type Block = ExclusiveNode | ParallelNode;

/** Records a timeline entry of the request. */
export async function recordAction(
  run: EngineRun,
  entry: {
    action: string;
    nodeId: string;
    nodeName: string;
    staffId: number | null;
    taskId?: number | null;
    comment?: string;
    attachments?: unknown[];
    targets?: number[];
  },
): Promise<void> {
  await run.tx.insert(workflowActions).values({
    instanceId: run.instance.id,
    taskId: entry.taskId ?? null,
    nodeId: entry.nodeId,
    nodeName: entry.nodeName,
    staffId: entry.staffId,
    action: entry.action,
    comment: entry.comment ?? '',
    attachments: entry.attachments ?? [],
    targets: entry.targets ?? [],
    createdAt: run.now,
  });
}

async function insertRun(run: EngineRun, nodeId: string, status: string): Promise<number> {
  const [row] = await run.tx
    .insert(workflowNodeRuns)
    .values({
      instanceId: run.instance.id,
      nodeId,
      epoch: run.instance.epoch,
      status,
      startedAt: run.now,
      finishedAt: status === 'active' ? null : run.now,
    })
    .returning({ id: workflowNodeRuns.id });
  if (!row) throw new Error('node run insert returned nothing');
  return row.id;
}

/** Starts the flow from its first node (a new request, or a resubmission after a return). */
export async function enterFlow(run: EngineRun): Promise<void> {
  await enterSequence(run, run.graph.nodes, 0, null, null);
}

async function enterSequence(run: EngineRun, seq: FlowNode[], index: number, owner: Block | null, branchId: string | null): Promise<void> {
  const node = seq[index];
  if (node) await enterNode(run, node);
  else await endOfSequence(run, owner, branchId);
}

/** Enters a node as if the flow had just reached it (a rejection back to it). */
export async function enterAt(run: EngineRun, nodeId: string): Promise<void> {
  const place = run.places.get(nodeId);
  if (!place) throw new Error(`node ${nodeId} is not in the version's graph`);
  await enterSequence(run, place.seq, place.index, place.owner, place.branchId);
}

/** Moves on after a node finished: the next node of its sequence, or the end of that sequence. */
export async function continueAfter(run: EngineRun, nodeId: string): Promise<void> {
  const place = run.places.get(nodeId);
  if (!place) throw new Error(`node ${nodeId} is not in the version's graph`);
  await enterSequence(run, place.seq, place.index + 1, place.owner, place.branchId);
}

async function endOfSequence(run: EngineRun, owner: Block | null, branchId: string | null): Promise<void> {
  if (!owner) return finishApproved(run);
  if (owner.type === 'exclusive') {
    await closeRun(run, owner.id, 'done');
    return continueAfter(run, owner.id);
  }
  await insertRun(run, branchId ?? '', 'done');
  const branchIds = owner.branches.map((branch) => branch.id);
  const [finished] = await run.tx
    .select({ n: sql<number>`count(distinct ${workflowNodeRuns.nodeId})::int` })
    .from(workflowNodeRuns)
    .where(
      and(
        eq(workflowNodeRuns.instanceId, run.instance.id),
        eq(workflowNodeRuns.epoch, run.instance.epoch),
        eq(workflowNodeRuns.status, 'done'),
        inArray(workflowNodeRuns.nodeId, branchIds),
      ),
    );
  // The other branches are still running: the last one to finish moves the request on.
  if ((finished?.n ?? 0) < branchIds.length) return;
  await closeRun(run, owner.id, 'done');
  await continueAfter(run, owner.id);
}

async function closeRun(run: EngineRun, nodeId: string, status: 'done' | 'skipped' | 'failed'): Promise<void> {
  await run.tx
    .update(workflowNodeRuns)
    .set({ status, finishedAt: run.now })
    .where(
      and(
        eq(workflowNodeRuns.instanceId, run.instance.id),
        eq(workflowNodeRuns.epoch, run.instance.epoch),
        eq(workflowNodeRuns.nodeId, nodeId),
        eq(workflowNodeRuns.status, 'active'),
      ),
    );
}

async function enterNode(run: EngineRun, node: FlowNode): Promise<void> {
  if (isTaskNode(node)) return enterTaskNode(run, node);
  if (node.type === 'cc') {
    const people = await resolveAssignees(run.tx, node.assignee, resolveInput(run, node.id));
    await copyTo(run, people, { nodeId: node.id, nodeName: node.name, staffId: null });
    await insertRun(run, node.id, 'done');
    return continueAfter(run, node.id);
  }
  await insertRun(run, node.id, 'active');
  if (node.type === 'exclusive') {
    const chain = await departmentChain(run.tx, run.instance.applicantStaffId);
    const branch = chooseBranch(node, formDataOf(run), { applicantDeptCodes: chain.map((dept) => dept.code) });
    return enterSequence(run, branch.nodes, 0, node, branch.id);
  }
  for (const branch of node.branches) {
    // A branch may finish at once (all auto-passed) and, being the last, move the request on.
    if (run.instance.status !== 'running') return;
    await enterSequence(run, branch.nodes, 0, node, branch.id);
  }
}

export const formDataOf = (run: EngineRun) => run.instance.formData as Record<string, unknown>;

function resolveInput(run: EngineRun, nodeId: string) {
  return {
    applicantStaffId: run.instance.applicantStaffId,
    formData: formDataOf(run),
    chosen: run.instance.chosen as Record<string, number[]>,
    nodeId,
  };
}

/** Copies the request to people (cc node or ad hoc) and tells each of them once. */
export async function copyTo(
  run: EngineRun,
  people: readonly number[],
  by: { nodeId: string; nodeName: string; staffId: number | null; comment?: string },
): Promise<void> {
  if (people.length === 0) return;
  const added = await run.tx
    .insert(workflowCopies)
    .values(people.map((staffId) => ({ instanceId: run.instance.id, staffId, createdAt: run.now })))
    .onConflictDoNothing()
    .returning({ staffId: workflowCopies.staffId });
  await recordAction(run, { action: 'cc', ...by, targets: [...people] });
  for (const { staffId } of added) run.notices.push({ staffId, kind: 'cc', instanceId: run.instance.id, title: run.instance.title });
}

async function enterTaskNode(run: EngineRun, node: TaskNode): Promise<void> {
  let people = await resolveAssignees(run.tx, node.assignee, resolveInput(run, node.id));
  if (node.skipApproved && people.length > 0) {
    const agreed = await run.tx
      .selectDistinct({ staffId: workflowActions.staffId })
      .from(workflowActions)
      .where(and(eq(workflowActions.instanceId, run.instance.id), eq(workflowActions.action, 'agree')));
    const already = new Set(agreed.map((row) => row.staffId));
    const skipped = people.filter((id) => already.has(id));
    people = people.filter((id) => !already.has(id));
    if (skipped.length > 0 && people.length === 0) {
      await recordAction(run, { action: 'skip', nodeId: node.id, nodeName: node.name, staffId: null, targets: skipped });
      await insertRun(run, node.id, 'skipped');
      return continueAfter(run, node.id);
    }
  }
  if (people.length === 0 && node.emptyPolicy === 'admin') people = await administrators(run.tx);
  if (people.length === 0) {
    await recordAction(run, { action: 'autoPass', nodeId: node.id, nodeName: node.name, staffId: null });
    await insertRun(run, node.id, 'skipped');
    return continueAfter(run, node.id);
  }
  const runId = await insertRun(run, node.id, 'active');
  const inTurn = node.mode === 'sequential';
  const tasks = await run.tx
    .insert(workflowTasks)
    .values(
      people.map((staffId, seq) => ({
        instanceId: run.instance.id,
        nodeName: node.name,
        nodeId: node.id,
        nodeRunId: runId,
        kind: node.type === 'handler' ? 'handle' : 'approve',
        assigneeStaffId: staffId,
        seq,
        status: inTurn && seq > 0 ? 'waiting' : 'pending',
        createdAt: run.now,
      })),
    )
    .returning({ id: workflowTasks.id, staffId: workflowTasks.assigneeStaffId, status: workflowTasks.status });
  for (const task of tasks) if (task.status === 'pending') notifyTask(run, task.id, task.staffId);
}

export function notifyTask(run: EngineRun, taskId: number, staffId: number): void {
  run.notices.push({ staffId, kind: 'task', instanceId: run.instance.id, title: run.instance.title, taskId });
}

/** Ends a task node: its open tasks are cancelled and the flow moves on. */
export async function completeTaskNode(run: EngineRun, nodeRunId: number, nodeId: string): Promise<void> {
  await cancelOpenTasks(run, eq(workflowTasks.nodeRunId, nodeRunId));
  await run.tx.update(workflowNodeRuns).set({ status: 'done', finishedAt: run.now }).where(eq(workflowNodeRuns.id, nodeRunId));
  await continueAfter(run, nodeId);
}

export async function cancelOpenTasks(run: EngineRun, where: SQL): Promise<void> {
  await run.tx
    .update(workflowTasks)
    .set({ status: 'cancelled', actedAt: run.now, rev: sql`${workflowTasks.rev} + 1` })
    .where(and(eq(workflowTasks.instanceId, run.instance.id), inArray(workflowTasks.status, ['pending', 'waiting']), where));
}

/** Stops every open task and node of the current round (rejection, return, withdrawal). */
export async function stopRound(run: EngineRun): Promise<void> {
  await cancelOpenTasks(run, sql`true`);
  await run.tx
    .update(workflowNodeRuns)
    .set({ status: 'cancelled', finishedAt: run.now })
    .where(and(eq(workflowNodeRuns.instanceId, run.instance.id), eq(workflowNodeRuns.status, 'active')));
}

/** Moves the request to a new status and keeps the in-memory row in step. */
export async function setInstance(
  run: EngineRun,
  change: Partial<Pick<EngineRun['instance'], 'status' | 'finishedAt' | 'epoch' | 'formData'>>,
) {
  Object.assign(run.instance, change);
  await run.tx
    .update(workflowInstances)
    .set({ ...change, rev: sql`${workflowInstances.rev} + 1` })
    .where(eq(workflowInstances.id, run.instance.id));
}

async function finishApproved(run: EngineRun): Promise<void> {
  await setInstance(run, { status: 'approved', finishedAt: run.now });
  await applyEffect(run);
  run.notices.push({
    staffId: run.instance.applicantStaffId,
    kind: 'approved',
    instanceId: run.instance.id,
    title: run.instance.title,
  });
}
