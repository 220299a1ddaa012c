import type { TFunction } from 'i18next';
import type { AssigneeRule, Condition, FlowNode } from '../../../shared/api/workflow-graph';
import { APPLICANT_DEPT } from '../../../shared/api/workflow-graph';
import type { FormField } from '../../../shared/api/workflow-form';

/** Names the designer shows for ids in the graph: staff, roles, form fields. */
export interface DesignerLookup {
  staffName(id: number): string;
  roleName(id: number): string;
  fields: readonly FormField[];
}

export function fieldLabel(lookup: DesignerLookup, key: string, t: TFunction): string {
  if (key === APPLICANT_DEPT) return t('workflowDesign.condition.applicantDept');
  const [base = '', part] = key.split('.');
  const field = lookup.fields.find((f) => f.key === base);
  const label = field ? field.label : base;
  return part === 'currency' ? t('workflowDesign.condition.currencyOf', { label }) : label;
}

/** "直接主管", "周启明、陈静", "角色：财务审批人"… as the card and the drawer summary read it. */
export function assigneeText(rule: AssigneeRule, lookup: DesignerLookup, t: TFunction): string {
  switch (rule.kind) {
    case 'staff':
      return rule.staffIds.length === 0
        ? t('workflowDesign.assignee.pickStaff')
        : rule.staffIds.map((id) => lookup.staffName(id)).join(t('workflowDesign.listSeparator'));
    case 'role':
      return t('workflowDesign.assignee.roleText', { name: rule.roleId > 0 ? lookup.roleName(rule.roleId) : '—' });
    case 'deptLead':
      return rule.level === 1 ? t('workflowDesign.assignee.lead1') : t('workflowDesign.assignee.leadN', { level: rule.level });
    case 'chosen':
      return t('workflowDesign.assignee.chosen');
    case 'formField':
      return t('workflowDesign.assignee.fieldText', { label: rule.field ? fieldLabel(lookup, rule.field, t) : '—' });
  }
}

/** One line per condition: "充值金额 ≥ 50000". */
export function conditionText(condition: Condition, lookup: DesignerLookup, t: TFunction): string {
  const value = Array.isArray(condition.value) ? condition.value.join(t('workflowDesign.listSeparator')) : condition.value;
  return `${fieldLabel(lookup, condition.field, t)} ${t(`workflowDesign.op.${condition.op}`)} ${value}`;
}

/** The second line of a task card: who and how. */
export function nodeSummary(node: FlowNode, lookup: DesignerLookup, t: TFunction): string {
  if (node.type === 'exclusive' || node.type === 'parallel') return '';
  const who = assigneeText(node.assignee, lookup, t);
  if (node.type === 'cc') return who;
  const mode =
    node.mode === 'vote'
      ? t('workflowDesign.mode.voteShort', { threshold: node.threshold ?? '—' })
      : t(`workflowDesign.mode.${node.mode}Short`);
  return `${who} · ${mode}`;
}
