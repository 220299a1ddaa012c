import { eq, inArray, or } from 'drizzle-orm';
import { indexGraph, type FlowGraph } from '../../shared/api/workflow-graph';
import { APP_CODES } from '../../shared/error-codes';
import type { ServerMessageKey } from '../../shared/messages';
import type { Db } from '../db/database';
import { workflowInstances, workflowProcessVersions, workflowProcesses } from '../db/schema/index';
import { AppError } from '../http/app-error';

/** A refusal to delete what a process still uses; data names the processes so the page can list them. */
const inUse = (key: ServerMessageKey, processNames: string[]) => new AppError(APP_CODES.WORKFLOW_IN_USE, key, {}, 409, { processNames });

/**
 * The processes whose published version, or the version a running or returned request follows,
 * names the role in an assignee rule: deleting it would leave those nodes without people.
 */
export async function processesUsingRole(db: Db, roleId: number): Promise<string[]> {
  const live = db
    .selectDistinct({ versionId: workflowInstances.versionId })
    .from(workflowInstances)
    .where(inArray(workflowInstances.status, ['running', 'returned']));
  const published = db.select({ versionId: workflowProcesses.publishedVersionId }).from(workflowProcesses);
  const versions = await db
    .select({ graph: workflowProcessVersions.graph, name: workflowProcesses.name })
    .from(workflowProcessVersions)
    .innerJoin(workflowProcesses, eq(workflowProcesses.id, workflowProcessVersions.processId))
    .where(or(inArray(workflowProcessVersions.id, published), inArray(workflowProcessVersions.id, live)))
    .orderBy(workflowProcesses.id);
  const names = versions.flatMap(({ graph, name }) =>
    [...indexGraph(graph as FlowGraph).values()].some(
      ({ node }) => 'assignee' in node && node.assignee.kind === 'role' && node.assignee.roleId === roleId,
    )
      ? [name]
      : [],
  );
  return [...new Set(names)];
}

export async function refuseRoleInUse(db: Db, roleId: number): Promise<void> {
  const names = await processesUsingRole(db, roleId);
  if (names.length > 0) throw inUse('workflow.roleInUse', names);
}

/** A form bound to any process (its draft or published flow reads the form's fields) stays. */
export async function refuseFormInUse(db: Db, formId: number): Promise<void> {
  const bound = await db
    .select({ name: workflowProcesses.name })
    .from(workflowProcesses)
    .where(eq(workflowProcesses.formId, formId))
    .orderBy(workflowProcesses.id);
  if (bound.length > 0)
    throw inUse(
      'workflow.formInUse',
      bound.map((row) => row.name),
    );
}
