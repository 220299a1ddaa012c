import { APPLICANT_DEPT, indexGraph, isTaskNode, type Condition, type FlowGraph } from '../../../shared/api/workflow-graph';
import type { FormField } from '../../../shared/api/workflow-form';

/**
 * What keeps a draft from being published, found before the server is asked, per node so the
 * canvas can mark the card (DingTalk's red 请设置审批人). The server's graph check stays the judge.
 */
export type GraphProblem =
  'empty' | 'noStaff' | 'noRole' | 'noStaffField' | 'threshold' | 'noCondition' | 'conditionIncomplete' | 'unknownField';

export interface NodeProblem {
  /** The node (or branch) to fix; null for the flow as a whole. */
  id: string | null;
  problem: GraphProblem;
}

/** The condition fields a form offers: each field, a money field's currency, the applicant's department. */
export function conditionFieldKnown(field: string, fields: readonly FormField[]): boolean {
  if (field === APPLICANT_DEPT) return true;
  const [key = '', part] = field.split('.');
  const found = fields.find((f) => f.key === key);
  return !!found && (!part || (part === 'currency' && found.type === 'money'));
}

function conditionProblem(condition: Condition, fields: readonly FormField[]): GraphProblem | null {
  const values = Array.isArray(condition.value) ? condition.value : [condition.value];
  if (condition.field === '' || values.length === 0 || values.some((v) => v.trim() === '')) return 'conditionIncomplete';
  return conditionFieldKnown(condition.field, fields) ? null : 'unknownField';
}

export function graphProblems(graph: FlowGraph, fields: readonly FormField[]): NodeProblem[] {
  const problems: NodeProblem[] = [];
  const places = [...indexGraph(graph).values()];
  if (!places.some((place) => isTaskNode(place.node))) problems.push({ id: null, problem: 'empty' });
  for (const { node } of places) {
    if (node.type === 'exclusive') {
      for (const branch of node.branches) {
        if (branch.conditions.length === 0) problems.push({ id: branch.id, problem: 'noCondition' });
        for (const condition of branch.conditions) {
          const problem = conditionProblem(condition, fields);
          if (problem) problems.push({ id: branch.id, problem });
        }
      }
      continue;
    }
    if (node.type === 'parallel') continue;
    const rule = node.assignee;
    if (rule.kind === 'staff' && rule.staffIds.length === 0) problems.push({ id: node.id, problem: 'noStaff' });
    if (rule.kind === 'role' && !(rule.roleId > 0)) problems.push({ id: node.id, problem: 'noRole' });
    if (rule.kind === 'formField' && fields.find((f) => f.key === rule.field)?.type !== 'staff') {
      problems.push({ id: node.id, problem: 'noStaffField' });
    }
    if (isTaskNode(node) && node.mode === 'vote' && node.threshold === undefined) problems.push({ id: node.id, problem: 'threshold' });
  }
  return problems;
}
