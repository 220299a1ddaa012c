import { and, eq, inArray } from 'drizzle-orm';
import { indexGraph, type FlowGraph } from '../../../shared/api/workflow-graph';
import type { FormField } from '../../../shared/api/workflow-form';
import type { StartBody } from '../../../shared/api/workflow-operate-calls';
import { fitsInt4 } from '../../db/int4';
import { staff, workflowInstances, workflowProcessVersions, workflowProcesses } from '../../db/schema/index';
import { fail } from '../../http/app-error';
import { checkFormData } from '../form-check';
import { workflowFail } from '../workflow-errors';
import { enterFlow, recordAction } from './advance';
import type { EngineRun } from './engine-context';
import type { Actor } from './task-actions';
import { sendNotices } from './workflow-notices';

/** The nodes whose approvers the applicant picks: each needs at least one active person. */
async function checkChosen(actor: Actor, graph: FlowGraph, chosen: Record<string, number[]>): Promise<Record<string, number[]>> {
  const kept: Record<string, number[]> = {};
  for (const place of indexGraph(graph).values()) {
    const node = place.node;
    if (!('assignee' in node) || node.assignee.kind !== 'chosen') continue;
    const people = [...new Set(chosen[node.id] ?? [])].filter(fitsInt4);
    const found = people.length
      ? await actor.deps.db
          .select({ id: staff.id })
          .from(staff)
          .where(and(inArray(staff.id, people), eq(staff.status, 'active')))
      : [];
    if (people.length === 0 || found.length !== (chosen[node.id] ?? []).length) {
      throw workflowFail.invalid(`chosen.${node.id}`, 'workflow.chosenMissing');
    }
    kept[node.id] = people;
  }
  return kept;
}

/** Starts a request on the process's published version; it stays on that version to the end. */
export async function startInstance(actor: Actor, input: StartBody): Promise<{ instanceId: number }> {
  const { deps } = actor;
  if (!fitsInt4(input.processId)) throw fail.notFound();
  const [process] = await deps.db.select().from(workflowProcesses).where(eq(workflowProcesses.id, input.processId));
  if (!process) throw fail.notFound();
  if (process.state !== 'enabled') throw workflowFail.disabled();
  if (process.publishedVersionId === null) throw workflowFail.notPublished();
  const [version] = await deps.db.select().from(workflowProcessVersions).where(eq(workflowProcessVersions.id, process.publishedVersionId));
  if (!version) throw workflowFail.notPublished();
  const graph = version.graph as FlowGraph;
  const fields = version.formFields as FormField[];
  const formData = await checkFormData(deps.db, fields, input.formData, actor.lang);
  const chosen = await checkChosen(actor, graph, input.chosen);
  const [applicant] = await deps.db.select({ name: staff.name }).from(staff).where(eq(staff.id, actor.staffId));
  let notices: EngineRun['notices'] = [];
  const instanceId = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [instance] = await tx
      .insert(workflowInstances)
      .values({
        processId: process.id,
        versionId: version.id,
        title: `${process.name}（${applicant?.name ?? ''}）`,
        applicantStaffId: actor.staffId,
        status: 'running',
        createdAt: now,
        formData,
        chosen,
      })
      .returning();
    if (!instance) throw new Error('instance insert returned nothing');
    const run: EngineRun = {
      tx,
      now,
      instance,
      graph,
      fields,
      places: indexGraph(graph),
      serviceName: version.serviceName,
      processName: { zh: process.name, en: process.nameEn },
      notices: [],
    };
    await recordAction(run, {
      action: 'start',
      nodeId: 'start',
      nodeName: '发起人',
      staffId: actor.staffId,
      comment: input.comment,
      attachments: input.attachments,
    });
    await enterFlow(run);
    notices = run.notices;
    return instance.id;
  });
  await sendNotices(deps, notices);
  return { instanceId };
}
