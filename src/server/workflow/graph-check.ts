import { and, eq, inArray } from 'drizzle-orm';
import { graphIds, indexGraph, isTaskNode, APPLICANT_DEPT, type FlowGraph } from '../../shared/api/workflow-graph';
import type { FormField } from '../../shared/api/workflow-form';
import { APP_CODES } from '../../shared/error-codes';
import type { Db } from '../db/database';
import { workflowRoles } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { effectNamed, missingFields } from './engine/effects/effect-registry';
import { workflowFail } from './workflow-errors';

/** Checks a graph before it is published: ids, votes, the fields and roles it names, the effect's fields. */
export async function checkGraph(db: Db, graph: FlowGraph, fields: readonly FormField[], serviceName: string | null): Promise<void> {
  const places = [...indexGraph(graph).values()];
  if (!places.some((place) => isTaskNode(place.node))) throw workflowFail.invalid('graph.nodes', 'workflow.graphEmpty');
  const ids = graphIds(graph);
  if (new Set(ids).size !== ids.length) throw workflowFail.invalid('graph', 'workflow.graphDuplicateId');
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const roleIds = new Set<number>();
  for (const { node } of places) {
    if (node.type === 'exclusive') {
      for (const condition of node.branches.flatMap((branch) => branch.conditions)) {
        const [key = '', part] = condition.field.split('.');
        const field = byKey.get(key);
        const known = condition.field === APPLICANT_DEPT || (field && (!part || (part === 'currency' && field.type === 'money')));
        if (!known) throw workflowFail.invalid(`graph.${node.id}`, 'workflow.graphUnknownField');
      }
    }
    if (!('assignee' in node)) continue;
    if (node.assignee.kind === 'formField') {
      const field = byKey.get(node.assignee.field);
      if (!field) throw workflowFail.invalid(`graph.${node.id}`, 'workflow.graphUnknownField');
      if (field.type !== 'staff') throw workflowFail.invalid(`graph.${node.id}`, 'workflow.graphFieldType');
    }
    if (node.assignee.kind === 'role') roleIds.add(node.assignee.roleId);
    if (isTaskNode(node)) {
      if (node.mode === 'vote' && node.threshold === undefined) throw workflowFail.invalid(`graph.${node.id}`, 'workflow.graphThreshold');
      if (Object.keys(node.fieldRights).some((key) => !byKey.has(key))) {
        throw workflowFail.invalid(`graph.${node.id}.fieldRights`, 'workflow.graphUnknownField');
      }
    }
  }
  const wanted = [...roleIds].filter((id) => id <= 2_147_483_647);
  const roles = wanted.length
    ? await db
        .select({ id: workflowRoles.id })
        .from(workflowRoles)
        .where(and(inArray(workflowRoles.id, wanted), eq(workflowRoles.state, 'enabled')))
    : [];
  if (roles.length !== roleIds.size) throw workflowFail.invalid('graph', 'workflow.graphUnknownRole');
  if (serviceName !== null) {
    const effect = effectNamed(serviceName);
    if (!effect) throw workflowFail.invalid('serviceName', 'workflow.serviceUnknown');
    const missing = missingFields(effect, fields);
    if (missing.length > 0) {
      const list = missing.map((need) => `${need.key} (${need.type})`).join(', ');
      throw new AppError(APP_CODES.VALIDATION, 'workflow.graphEffectFields', { fields: list }, 400, { field: 'serviceName' });
    }
  }
}
