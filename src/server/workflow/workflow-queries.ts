import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InstanceDetail } from '../../shared/api/workflow-operate-calls';
import type { MyPageBody } from '../../shared/api/workflow-process-calls';
import { addDays, shanghaiDayStart } from '../../shared/business/dates';
import { isTaskNode, type FlowGraph } from '../../shared/api/workflow-graph';
import { moneyValue, type FormField, type MoneyValue } from '../../shared/api/workflow-form';
import type { Db } from '../db/database';
import { fitsInt4 } from '../db/int4';
import {
  staff,
  workflowActions,
  workflowCopies,
  workflowInstances,
  workflowNodeRuns,
  workflowProcessVersions,
  workflowProcesses,
  workflowTasks,
} from '../db/schema/index';
import { fail } from '../http/app-error';
import { likePattern } from '../staff';
import { rejectTargets } from './engine/task-moves';
import { isParticipant } from './engine/task-actions';
import { loadRun } from './engine/load-run';

export type ListKind = 'todo' | 'apply' | 'handle' | 'cc';
type PageInput = MyPageBody;

const applicant = alias(staff, 'applicant');

/** The four lists of the process centre (my/toDoPage, applyPage, handlePage, ccMePage). */
export async function myPage(db: Db, staffId: number, kind: ListKind, input: PageInput) {
  // A process id beyond the column's range names no process: an empty page, not an out-of-range error.
  if (input.processId !== undefined && !fitsInt4(input.processId)) return { rows: [], count: 0 };
  const parts: (SQL | undefined)[] = [];
  if (input.keyword) parts.push(ilike(workflowInstances.title, likePattern(input.keyword)));
  if (input.processId) parts.push(eq(workflowInstances.processId, input.processId));
  if (input.status) parts.push(eq(workflowInstances.status, input.status));
  if (input.applicant) {
    const pattern = likePattern(input.applicant);
    parts.push(or(ilike(applicant.name, pattern), ilike(applicant.jobNumber, pattern)));
  }
  // The day range reads the date the row shows: the task's arrival on task lists, the request's start otherwise.
  const shownAt = kind === 'todo' || kind === 'handle' ? workflowTasks.createdAt : workflowInstances.createdAt;
  if (input.from) parts.push(gte(shownAt, shanghaiDayStart(input.from)));
  if (input.to) parts.push(lt(shownAt, shanghaiDayStart(addDays(input.to, 1))));
  const base = () =>
    db
      .select({
        taskId: kind === 'todo' || kind === 'handle' ? workflowTasks.id : sql<number | null>`null::int`,
        rev: kind === 'todo' || kind === 'handle' ? workflowTasks.rev : sql<number | null>`null::int`,
        instanceId: workflowInstances.id,
        title: workflowInstances.title,
        processName: workflowProcesses.name,
        processNameEn: workflowProcesses.nameEn,
        nodeName: kind === 'todo' || kind === 'handle' ? workflowTasks.nodeName : sql<string | null>`null::text`,
        applicantName: applicant.name,
        status: workflowInstances.status,
        createdAt: kind === 'todo' || kind === 'handle' ? workflowTasks.createdAt : workflowInstances.createdAt,
        formData: workflowInstances.formData,
        formFields: workflowProcessVersions.formFields,
      })
      .from(workflowInstances)
      .innerJoin(workflowProcesses, eq(workflowProcesses.id, workflowInstances.processId))
      .innerJoin(applicant, eq(applicant.id, workflowInstances.applicantStaffId))
      .leftJoin(workflowProcessVersions, eq(workflowProcessVersions.id, workflowInstances.versionId));
  let query;
  if (kind === 'todo' || kind === 'handle') {
    parts.push(eq(workflowTasks.assigneeStaffId, staffId));
    parts.push(kind === 'todo' ? eq(workflowTasks.status, 'pending') : eq(workflowTasks.status, 'done'));
    if (kind === 'todo') parts.push(inArray(workflowInstances.status, ['running', 'returned']));
    query = base().innerJoin(workflowTasks, eq(workflowTasks.instanceId, workflowInstances.id));
  } else if (kind === 'cc') {
    parts.push(eq(workflowCopies.staffId, staffId));
    query = base().innerJoin(workflowCopies, eq(workflowCopies.instanceId, workflowInstances.id));
  } else {
    parts.push(eq(workflowInstances.applicantStaffId, staffId));
    query = base();
  }
  const where = and(...parts);
  const order =
    kind === 'todo'
      ? [asc(workflowTasks.createdAt), asc(workflowTasks.id)]
      : [desc(workflowInstances.createdAt), desc(workflowInstances.id)];
  const rows = await query
    .where(where)
    .orderBy(...order)
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const countQuery = db
    .select({ n: sql<number>`count(*)::int` })
    .from(workflowInstances)
    .innerJoin(applicant, eq(applicant.id, workflowInstances.applicantStaffId));
  const [total] = await (
    kind === 'todo' || kind === 'handle'
      ? countQuery.innerJoin(workflowTasks, eq(workflowTasks.instanceId, workflowInstances.id))
      : kind === 'cc'
        ? countQuery.innerJoin(workflowCopies, eq(workflowCopies.instanceId, workflowInstances.id))
        : countQuery
  ).where(where);
  return {
    rows: rows.map(({ formData, formFields, ...row }) => ({
      ...row,
      keyFigure: keyFigureOf(formFields as FormField[] | null, formData as Record<string, unknown>),
      createdAt: row.createdAt.toISOString(),
    })),
    count: total?.n ?? 0,
  };
}

/** The value of the form's first money field, in field order (what a list shows beside the title). */
export function keyFigureOf(fields: readonly FormField[] | null, data: Record<string, unknown>): MoneyValue | null {
  for (const field of fields ?? []) {
    if (field.type !== 'money') continue;
    const value = moneyValue.safeParse(data[field.key]);
    if (value.success) return value.data;
  }
  return null;
}

/** What the caller may see of the form: the fields their open task's node hides are left out. */
function visibleFields(fields: FormField[], rights: Record<string, string>): FormField[] {
  return fields.filter((field) => rights[field.key] !== 'hidden');
}

/** A request as its participants see it: form, graph with node states and people, timeline, own task. */
export async function instanceDetail(db: Db, staffId: number, instanceId: number, now: Date): Promise<InstanceDetail> {
  if (!fitsInt4(instanceId)) throw fail.notFound();
  const [peek] = await db.select().from(workflowInstances).where(eq(workflowInstances.id, instanceId));
  if (!peek || !(await isParticipant(db, peek, staffId))) throw fail.notFound();
  return db.transaction(async (tx) => {
    const run = await loadRun(tx, instanceId, now, false);
    const { instance } = run;
    // One connection per transaction: its queries run one after another.
    const [version] = await tx
      .select()
      .from(workflowProcessVersions)
      .where(eq(workflowProcessVersions.id, instance.versionId ?? -1));
    const [process] = await tx.select().from(workflowProcesses).where(eq(workflowProcesses.id, instance.processId));
    const tasks = await tx
      .select({ task: workflowTasks, name: staff.name })
      .from(workflowTasks)
      .innerJoin(staff, eq(staff.id, workflowTasks.assigneeStaffId))
      .where(eq(workflowTasks.instanceId, instanceId))
      .orderBy(asc(workflowTasks.id));
    const runs = await tx
      .select()
      .from(workflowNodeRuns)
      .where(and(eq(workflowNodeRuns.instanceId, instanceId), eq(workflowNodeRuns.epoch, instance.epoch)));
    const actions = await tx
      .select({ action: workflowActions, name: staff.name })
      .from(workflowActions)
      .leftJoin(staff, eq(staff.id, workflowActions.staffId))
      .where(eq(workflowActions.instanceId, instanceId))
      .orderBy(asc(workflowActions.id));
    const [person] = await tx.select({ name: staff.name }).from(staff).where(eq(staff.id, instance.applicantStaffId));
    const mine = tasks.find((row) => row.task.assigneeStaffId === staffId && row.task.status === 'pending')?.task ?? null;
    const node = mine ? run.places.get(mine.nodeId)?.node : undefined;
    const rights = node && isTaskNode(node) ? node.fieldRights : {};
    const fields = visibleFields(run.fields, rights);
    const shown = new Set(fields.map((field) => field.key));
    const data = Object.fromEntries(Object.entries(instance.formData as Record<string, unknown>).filter(([key]) => shown.has(key)));
    const graph = run.graph as FlowGraph;
    const nodes = [...run.places.values()].map(({ node: each }) => {
      const latest = runs.filter((entry) => entry.nodeId === each.id).at(-1);
      return {
        nodeId: each.id,
        name: each.name,
        type: each.type,
        state: (latest?.status ?? 'waiting') as InstanceDetail['nodes'][number]['state'],
        people: tasks
          .filter((row) => row.task.nodeId === each.id && latest && row.task.nodeRunId === latest.id)
          .map((row) => ({ staffId: row.task.assigneeStaffId, name: row.name, status: row.task.status, action: row.task.action })),
      };
    });
    return {
      instanceId,
      processId: instance.processId,
      processName: process?.name ?? '',
      title: instance.title,
      status: instance.status,
      rev: instance.rev,
      version: version?.version ?? 0,
      applicant: { staffId: instance.applicantStaffId, name: person?.name ?? '' },
      createdAt: instance.createdAt.toISOString(),
      finishedAt: instance.finishedAt?.toISOString() ?? null,
      formFields: fields,
      formData: data,
      editable:
        mine?.kind === 'resubmit'
          ? run.fields.map((field) => field.key)
          : Object.entries(rights).flatMap(([key, right]) => (right === 'edit' ? [key] : [])),
      graph,
      nodes,
      timeline: actions.map(({ action, name }) => ({
        id: action.id,
        action: action.action,
        nodeId: action.nodeId,
        nodeName: action.nodeName,
        staffId: action.staffId,
        staffName: name,
        comment: action.comment,
        attachments: action.attachments as InstanceDetail['timeline'][number]['attachments'],
        targets: action.targets as number[],
        createdAt: action.createdAt.toISOString(),
      })),
      myTask: mine ? { taskId: mine.id, rev: mine.rev, nodeId: mine.nodeId, kind: mine.kind } : null,
    };
  });
}

/** The earlier nodes the caller's task may send the request back to. */
export async function rejectNodesOf(db: Db, staffId: number, taskId: number, now: Date) {
  if (!fitsInt4(taskId)) throw fail.notFound();
  const [task] = await db.select().from(workflowTasks).where(eq(workflowTasks.id, taskId));
  if (!task || task.assigneeStaffId !== staffId) throw fail.notFound();
  return db.transaction(async (tx) => {
    const run = await loadRun(tx, task.instanceId, now, false);
    return (await rejectTargets(run, task.nodeId)).map((node) => ({ nodeId: node.id, name: node.name }));
  });
}
