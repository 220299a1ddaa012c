import { eq, inArray } from 'drizzle-orm';
import type { PreviewBody, PreviewNode, PreviewResult } from '../../shared/api/workflow-apply-calls';
import { chooseBranch, type ConditionFacts } from '../../shared/api/workflow-conditions';
import { APPLICANT_DEPT, isTaskNode, type FlowGraph, type FlowNode } from '../../shared/api/workflow-graph';
import type { Db } from '../db/database';
import { fitsInt4 } from '../db/int4';
import { staff, workflowProcessVersions, workflowProcesses } from '../db/schema/index';
import { fail } from '../http/app-error';
import { administrators, departmentChain, resolveAssignees } from './engine/assignees';
import { workflowFail } from './workflow-errors';

/** The published version a new request of this process would follow (refusing as start does). */
export async function startableVersion(db: Db, processId: number) {
  if (!fitsInt4(processId)) throw fail.notFound();
  const [process] = await db.select().from(workflowProcesses).where(eq(workflowProcesses.id, processId));
  if (!process) throw fail.notFound();
  if (process.state !== 'enabled') throw workflowFail.disabled();
  if (process.publishedVersionId === null) throw workflowFail.notPublished();
  const [version] = await db.select().from(workflowProcessVersions).where(eq(workflowProcessVersions.id, process.publishedVersionId));
  if (!version) throw workflowFail.notPublished();
  return { process, version };
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

type Draft = Omit<PreviewNode, 'people'> & { staffIds: number[] };
type Parallel = PreviewNode['parallel'];

/**
 * Walks the version's graph the way the engine would enter it (same branch choice, same assignee
 * resolution and empty-node rule), without creating anything.
 */
export async function previewPath(db: Db, applicantStaffId: number, input: PreviewBody): Promise<PreviewResult> {
  const { version } = await startableVersion(db, input.processId);
  const graph = version.graph as FlowGraph;
  const facts: ConditionFacts = { applicantDeptCodes: (await departmentChain(db, applicantStaffId)).map((dept) => dept.code) };
  const drafts: Draft[] = [];
  const pending = new Set<string>();
  const noteIfEmpty = (field: string) => {
    if (field !== APPLICANT_DEPT && isEmpty(input.formData[field.split('.')[0] ?? ''])) pending.add(field.split('.')[0] ?? field);
  };

  const walk = async (seq: FlowNode[], parallel: Parallel): Promise<void> => {
    for (const node of seq) {
      if (node.type === 'exclusive') {
        for (const branch of node.branches) branch.conditions.forEach((condition) => noteIfEmpty(condition.field));
        await walk(chooseBranch(node, input.formData, facts).nodes, parallel);
        continue;
      }
      if (node.type === 'parallel') {
        for (const branch of node.branches) {
          await walk(branch.nodes, { nodeId: node.id, name: node.name, branchId: branch.id, branchName: branch.name });
        }
        continue;
      }
      if (node.assignee.kind === 'formField') noteIfEmpty(node.assignee.field);
      let staffIds = await resolveAssignees(db, node.assignee, {
        applicantStaffId,
        formData: input.formData,
        chosen: input.chosenApprovers,
        nodeId: node.id,
      });
      let whenEmpty: PreviewNode['whenEmpty'] = null;
      if (staffIds.length === 0 && isTaskNode(node)) {
        if (node.emptyPolicy === 'admin') staffIds = await administrators(db);
        whenEmpty = staffIds.length > 0 ? 'admin' : 'autoPass';
      }
      drafts.push({
        nodeId: node.id,
        name: node.name,
        kind: node.type,
        mode: isTaskNode(node) ? node.mode : null,
        staffIds,
        whenEmpty,
        chosenByApplicant: node.assignee.kind === 'chosen',
        parallel,
      });
    }
  };
  await walk(graph.nodes, null);

  const ids = [...new Set(drafts.flatMap((draft) => draft.staffIds))];
  const names = new Map(
    (ids.length ? await db.select({ id: staff.id, name: staff.name }).from(staff).where(inArray(staff.id, ids)) : []).map((row) => [
      row.id,
      row.name,
    ]),
  );
  return {
    nodes: drafts.map(({ staffIds, ...node }) => ({
      ...node,
      people: staffIds.map((staffId) => ({ staffId, name: names.get(staffId) ?? '' })),
    })),
    pendingFields: [...pending],
  };
}
