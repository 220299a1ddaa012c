import { eq } from 'drizzle-orm';
import { indexGraph, type FlowGraph } from '../../../shared/api/workflow-graph';
import type { FormField } from '../../../shared/api/workflow-form';
import type { Db } from '../../db/database';
import { fitsInt4 } from '../../db/int4';
import { workflowInstances, workflowProcessVersions, workflowProcesses } from '../../db/schema/index';
import { fail } from '../../http/app-error';
import { workflowFail } from '../workflow-errors';
import type { EngineRun } from './engine-context';

/** Loads a request for a move and locks its row: moves of one request run one after another. */
export async function loadRun(tx: Db, instanceId: number, now: Date, lock = true): Promise<EngineRun> {
  if (!fitsInt4(instanceId)) throw fail.notFound();
  const query = tx.select().from(workflowInstances).where(eq(workflowInstances.id, instanceId));
  const [instance] = lock ? await query.for('update') : await query;
  if (!instance) throw fail.notFound();
  if (instance.versionId === null) throw workflowFail.legacy();
  const [version] = await tx
    .select({
      graph: workflowProcessVersions.graph,
      fields: workflowProcessVersions.formFields,
      serviceName: workflowProcessVersions.serviceName,
      name: workflowProcesses.name,
      nameEn: workflowProcesses.nameEn,
    })
    .from(workflowProcessVersions)
    .innerJoin(workflowProcesses, eq(workflowProcesses.id, workflowProcessVersions.processId))
    .where(eq(workflowProcessVersions.id, instance.versionId));
  if (!version) throw fail.notFound();
  const graph = version.graph as FlowGraph;
  return {
    tx,
    now,
    instance,
    graph,
    fields: version.fields as FormField[],
    places: indexGraph(graph),
    serviceName: version.serviceName,
    processName: { zh: version.name, en: version.nameEn },
    notices: [],
  };
}
