import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { addSignBody, AgreeBody, RejectBody, transmitBody } from '../../../shared/api/workflow-operate-calls';
import type { Lang } from '../../../shared/messages';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/database';
import { fitsInt4 } from '../../db/int4';
import { staff, workflowCopies, workflowInstances, workflowTasks } from '../../db/schema/index';
import { fail } from '../../http/app-error';
import { checkFormData } from '../form-check';
import { workflowFail } from '../workflow-errors';
import { copyTo, notifyTask, recordAction, setInstance, stopRound } from './advance';
import type { EngineRun } from './engine-context';
import { loadRun } from './load-run';
import {
  afterAgree,
  closeTask,
  nodeOfTask,
  rejectTargets,
  rejectToEnd,
  rejectToNode,
  resubmit,
  returnToApplicant,
  voteAgainstHolds,
  type TaskRow,
} from './task-moves';
import { sendNotices } from './workflow-notices';

export interface Actor {
  deps: AppDeps;
  staffId: number;
  lang: Lang;
}

const URGE_INTERVAL_MS = 10 * 60_000;

/** Whether someone takes part in a request: its applicant, an assignee of any of its tasks, or a cc. */
export async function isParticipant(db: Db, instance: { id: number; applicantStaffId: number }, staffId: number): Promise<boolean> {
  if (instance.applicantStaffId === staffId) return true;
  const [task] = await db
    .select({ id: workflowTasks.id })
    .from(workflowTasks)
    .where(and(eq(workflowTasks.instanceId, instance.id), eq(workflowTasks.assigneeStaffId, staffId)))
    .limit(1);
  if (task) return true;
  const [copy] = await db
    .select({ id: workflowCopies.staffId })
    .from(workflowCopies)
    .where(and(eq(workflowCopies.instanceId, instance.id), eq(workflowCopies.staffId, staffId)))
    .limit(1);
  return Boolean(copy);
}

/** Runs a move in one transaction with the request locked, then sends its notices. */
async function move<T>(actor: Actor, instanceId: number, body: (run: EngineRun) => Promise<T>): Promise<T> {
  const { deps } = actor;
  let notices: EngineRun['notices'] = [];
  const result = await deps.db.transaction(async (tx) => {
    const run = await loadRun(tx, instanceId, deps.clock.now());
    if (!(await isParticipant(tx, run.instance, actor.staffId))) throw fail.notFound();
    const value = await body(run);
    notices = run.notices;
    return value;
  });
  await sendNotices(deps, notices);
  return result;
}

/** A task move: the caller must be the assignee, the task still pending at the revision they saw. */
async function taskMove<T>(actor: Actor, taskRef: { taskId: number; rev: number }, body: (run: EngineRun, task: TaskRow) => Promise<T>) {
  if (!fitsInt4(taskRef.taskId)) throw fail.notFound();
  const [peek] = await actor.deps.db
    .select({ instanceId: workflowTasks.instanceId })
    .from(workflowTasks)
    .where(eq(workflowTasks.id, taskRef.taskId));
  if (!peek) throw fail.notFound();
  return move(actor, peek.instanceId, async (run) => {
    const [task] = await run.tx.select().from(workflowTasks).where(eq(workflowTasks.id, taskRef.taskId));
    if (!task) throw fail.notFound();
    if (task.assigneeStaffId !== actor.staffId) throw workflowFail.notAssignee();
    if (task.status !== 'pending' || task.rev !== taskRef.rev) throw workflowFail.stale();
    if (run.instance.status !== 'running' && run.instance.status !== 'returned') throw workflowFail.stale();
    return body(run, task);
  });
}

/** Closes the caller's task with their decision and puts it on the timeline. */
async function decide(
  run: EngineRun,
  task: TaskRow,
  action: 'agree' | 'reject',
  staffId: number,
  input: { comment: string; attachments: unknown[] },
): Promise<void> {
  await closeTask(run, task, action);
  await recordAction(run, {
    action,
    nodeId: task.nodeId,
    nodeName: task.nodeName,
    staffId,
    taskId: task.id,
    comment: input.comment,
    attachments: input.attachments,
  });
}

const result = (run: EngineRun) => ({ instanceId: run.instance.id, status: run.instance.status });

export async function agreeTask(actor: Actor, input: AgreeBody) {
  return taskMove(actor, input, async (run, task) => {
    if (task.kind === 'resubmit') {
      const data = await checkFormData(run.tx, run.fields, input.formData ?? run.instance.formData, actor.lang);
      await resubmit(run, task, data, input.comment);
      return result(run);
    }
    const node = nodeOfTask(run, task);
    if (input.formData && Object.keys(input.formData).length > 0) {
      const editable = new Set(Object.entries(node.fieldRights).flatMap(([key, right]) => (right === 'edit' ? [key] : [])));
      const stranger = Object.keys(input.formData).find((key) => !editable.has(key));
      if (stranger) throw workflowFail.invalid(`formData.${stranger}`, 'workflow.notEditable');
      const patch = await checkFormData(run.tx, run.fields, input.formData, actor.lang, new Set(Object.keys(input.formData)));
      await setInstance(run, { formData: { ...(run.instance.formData as Record<string, unknown>), ...patch } });
    }
    await decide(run, task, 'agree', actor.staffId, input);
    await afterAgree(run, task);
    await bump(run);
    return result(run);
  });
}

export async function rejectTask(actor: Actor, input: RejectBody) {
  return taskMove(actor, input, async (run, task) => {
    if (task.kind === 'resubmit') throw workflowFail.invalid('taskId', 'workflow.resubmitOnly');
    const node = nodeOfTask(run, task);
    if (node.type === 'handler') throw workflowFail.invalid('taskId', 'workflow.handlerNoReject');
    const target = input.target;
    if (target.kind === 'node' && !(await rejectTargets(run, node.id)).some((candidate) => candidate.id === target.nodeId)) {
      throw workflowFail.invalid('target.nodeId', 'workflow.rejectTarget');
    }
    await decide(run, task, 'reject', actor.staffId, input);
    // A vote against fails the node only once the threshold is out of reach.
    if (node.mode === 'vote' && (await voteAgainstHolds(run, task, node))) return result(run);
    if (target.kind === 'end') await rejectToEnd(run);
    else if (target.kind === 'node' && node.mode !== 'vote') await rejectToNode(run, target.nodeId);
    else await returnToApplicant(run);
    await bump(run);
    return result(run);
  });
}

/** The person must be able to sign in and hold no open task of the same node already. */
async function checkNewAssignee(run: EngineRun, task: TaskRow, staffId: number, field: string): Promise<void> {
  if (!fitsInt4(staffId)) throw workflowFail.invalid(field, 'workflow.badTarget');
  const [person] = await run.tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.status, 'active')));
  const [open] = await run.tx
    .select({ id: workflowTasks.id })
    .from(workflowTasks)
    .where(
      and(
        eq(workflowTasks.nodeRunId, task.nodeRunId ?? -1),
        eq(workflowTasks.assigneeStaffId, staffId),
        inArray(workflowTasks.status, ['pending', 'waiting']),
      ),
    );
  if (!person || open || staffId === task.assigneeStaffId) throw workflowFail.invalid(field, 'workflow.badTarget');
}

async function insertTask(run: EngineRun, from: TaskRow, change: Partial<TaskRow>): Promise<number> {
  const [row] = await run.tx
    .insert(workflowTasks)
    .values({
      instanceId: from.instanceId,
      nodeName: from.nodeName,
      nodeId: from.nodeId,
      nodeRunId: from.nodeRunId,
      kind: from.kind,
      seq: from.seq,
      assigneeStaffId: from.assigneeStaffId,
      status: 'pending',
      blocksTaskId: from.blocksTaskId,
      addedByTaskId: from.addedByTaskId,
      createdAt: run.now,
      ...change,
    })
    .returning({ id: workflowTasks.id });
  if (!row) throw new Error('task insert returned nothing');
  return row.id;
}

export async function transmitTask(actor: Actor, input: z.infer<typeof transmitBody>) {
  return taskMove(actor, input, async (run, task) => {
    if (task.kind === 'resubmit') throw workflowFail.invalid('taskId', 'workflow.resubmitOnly');
    await checkNewAssignee(run, task, input.toStaffId, 'toStaffId');
    await closeTask(run, task, 'transmit');
    const newId = await insertTask(run, task, { assigneeStaffId: input.toStaffId });
    await recordAction(run, {
      action: 'transmit',
      nodeId: task.nodeId,
      nodeName: task.nodeName,
      staffId: actor.staffId,
      taskId: task.id,
      comment: input.comment,
      targets: [input.toStaffId],
    });
    notifyTask(run, newId, input.toStaffId);
    await bump(run);
    return result(run);
  });
}

export async function addSigners(actor: Actor, input: z.infer<typeof addSignBody>) {
  return taskMove(actor, input, async (run, task) => {
    if (task.kind === 'resubmit') throw workflowFail.invalid('taskId', 'workflow.resubmitOnly');
    const node = nodeOfTask(run, task);
    if (node.mode === 'vote') throw workflowFail.invalid('taskId', 'workflow.voteNoAddSign');
    const people = [...new Set(input.staffIds)];
    for (const [index, staffId] of people.entries()) {
      await checkNewAssignee(run, task, staffId, `staffIds.${index}`);
    }
    if (input.position === 'before') {
      // The caller waits until every signer added before them has agreed.
      await run.tx
        .update(workflowTasks)
        .set({ status: 'waiting', rev: sql`${workflowTasks.rev} + 1` })
        .where(eq(workflowTasks.id, task.id));
    } else {
      await closeTask(run, task, 'addSignAfter');
    }
    for (const staffId of people) {
      const newId = await insertTask(run, task, {
        assigneeStaffId: staffId,
        addedByTaskId: task.id,
        blocksTaskId: input.position === 'before' ? task.id : null,
      });
      notifyTask(run, newId, staffId);
    }
    await recordAction(run, {
      action: input.position === 'before' ? 'addSignBefore' : 'addSignAfter',
      nodeId: task.nodeId,
      nodeName: task.nodeName,
      staffId: actor.staffId,
      taskId: task.id,
      comment: input.comment,
      targets: people,
    });
    await bump(run);
    return result(run);
  });
}

export async function commentOn(actor: Actor, input: { instanceId: number; comment: string; attachments: unknown[] }) {
  return move(actor, input.instanceId, async (run) => {
    await recordAction(run, { action: 'comment', nodeId: '', nodeName: '', staffId: actor.staffId, ...input });
    return result(run);
  });
}

export async function ccPeople(actor: Actor, input: { instanceId: number; staffIds: number[]; comment: string }) {
  return move(actor, input.instanceId, async (run) => {
    const people = [...new Set(input.staffIds)].filter(fitsInt4);
    const found = people.length
      ? await run.tx
          .select({ id: staff.id })
          .from(staff)
          .where(and(inArray(staff.id, people), eq(staff.status, 'active')))
      : [];
    if (found.length !== input.staffIds.length) throw workflowFail.invalid('staffIds', 'workflow.badTarget');
    await copyTo(run, people, { nodeId: '', nodeName: '', staffId: actor.staffId, comment: input.comment });
    return result(run);
  });
}

export async function withdraw(actor: Actor, input: { instanceId: number; comment: string }) {
  return move(actor, input.instanceId, async (run) => {
    if (run.instance.applicantStaffId !== actor.staffId) throw workflowFail.notApplicant();
    if (run.instance.status !== 'running' && run.instance.status !== 'returned') throw workflowFail.closed();
    await stopRound(run);
    await setInstance(run, { status: 'withdrawn', finishedAt: run.now });
    await recordAction(run, { action: 'withdraw', nodeId: '', nodeName: '', staffId: actor.staffId, comment: input.comment });
    await bump(run);
    return result(run);
  });
}

export async function urge(actor: Actor, input: { instanceId: number }) {
  return move(actor, input.instanceId, async (run) => {
    if (run.instance.applicantStaffId !== actor.staffId) throw workflowFail.notApplicant();
    if (run.instance.status !== 'running') throw workflowFail.closed();
    const since = new Date(run.now.getTime() - URGE_INTERVAL_MS);
    const claimed = await run.tx
      .update(workflowInstances)
      .set({ lastUrgedAt: run.now })
      .where(
        and(
          eq(workflowInstances.id, run.instance.id),
          or(isNull(workflowInstances.lastUrgedAt), lte(workflowInstances.lastUrgedAt, since)),
        ),
      )
      .returning({ id: workflowInstances.id });
    if (claimed.length === 0) {
      const last = run.instance.lastUrgedAt?.getTime() ?? run.now.getTime();
      throw workflowFail.urgeTooSoon(Math.max(1, Math.ceil((last + URGE_INTERVAL_MS - run.now.getTime()) / 1000)));
    }
    const open = await run.tx
      .select({ id: workflowTasks.id, staffId: workflowTasks.assigneeStaffId })
      .from(workflowTasks)
      .where(and(eq(workflowTasks.instanceId, run.instance.id), eq(workflowTasks.status, 'pending')));
    for (const task of open) {
      run.notices.push({ staffId: task.staffId, kind: 'urge', instanceId: run.instance.id, title: run.instance.title, taskId: task.id });
    }
    await recordAction(run, {
      action: 'urge',
      nodeId: '',
      nodeName: '',
      staffId: actor.staffId,
      targets: open.map((task) => task.staffId),
    });
    return { instanceId: run.instance.id, notified: open.length };
  });
}

/** Every move changes the request's revision, so a detail page read before it is known stale. */
async function bump(run: EngineRun): Promise<void> {
  await run.tx
    .update(workflowInstances)
    .set({ rev: sql`${workflowInstances.rev} + 1` })
    .where(eq(workflowInstances.id, run.instance.id));
}
