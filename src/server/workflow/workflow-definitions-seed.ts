import { eq, inArray } from 'drizzle-orm';
import { flowGraph, type AssigneeRule, type FlowNode } from '../../shared/api/workflow-graph';
import type { FormField } from '../../shared/api/workflow-form';
import type { Db } from '../db/database';
import { staff, workflowForms, workflowProcessVersions, workflowProcesses, workflowRoleMembers, workflowRoles } from '../db/schema/index';

const approver = (id: string, name: string, assignee: AssigneeRule, extra: Partial<FlowNode> = {}) => ({
  type: 'approver',
  id,
  name,
  assignee,
  ...extra,
});
const lead = approver('lead', '部门负责人审批', { kind: 'deptLead', level: 1 }, { emptyPolicy: 'admin' });
const reason: FormField = { key: 'reason', label: '申请事由', labelEn: 'Reason', type: 'textarea', required: true, max: 1000 };
const files: FormField = { key: 'files', label: '附件', labelEn: 'Attachments', type: 'attachment', required: false, max: 10 };
const customer: FormField = { key: 'customer', label: '客户', labelEn: 'Customer', type: 'customer', required: true };
const money = (key: string, label: string, labelEn: string): FormField => ({ key, label, labelEn, type: 'money', required: true });

interface DefinitionSeed {
  code: string;
  group: string;
  service: string | null;
  fields: FormField[];
  nodes: (ids: { finance: number; gm: number }) => unknown[];
}

/** A realistic form and flow for each seeded apply process (issue: recharge lead → finance, + GM from 50,000 USD). */
const DEFINITIONS: DefinitionSeed[] = [
  {
    code: 'recharge',
    group: '财务',
    service: 'recharge',
    fields: [customer, money('amount', '充值金额', 'Amount'), reason, files],
    nodes: ({ finance, gm }) => [
      lead,
      approver('finance', '财务审批', { kind: 'role', roleId: finance }),
      {
        type: 'exclusive',
        id: 'size',
        name: '金额判断',
        branches: [
          {
            id: 'large',
            name: '50,000 USD 及以上',
            conditions: [
              { field: 'amount', op: 'gte', value: '50000' },
              { field: 'amount.currency', op: 'eq', value: 'USD' },
            ],
            nodes: [approver('gm', '总经理审批', { kind: 'staff', staffIds: [gm] })],
          },
        ],
        defaultBranch: { id: 'normal', name: '其他金额', nodes: [] },
      },
    ],
  },
  {
    code: 'payment',
    group: '财务',
    service: null,
    fields: [
      { key: 'supplier', label: '供应商', labelEn: 'Supplier', type: 'supplier', required: true },
      money('amount', '付款金额', 'Amount'),
      reason,
      files,
    ],
    nodes: ({ finance, gm }) => [
      lead,
      approver('finance', '财务审批', { kind: 'role', roleId: finance }),
      approver('gm', '总经办会签', { kind: 'staff', staffIds: [gm] }, { mode: 'countersign' }),
    ],
  },
  {
    code: 'prepay-credit',
    group: '信用',
    service: null,
    fields: [customer, money('limit', '信用额度', 'Credit limit'), reason],
    nodes: ({ finance }) => [lead, approver('finance', '财务审批', { kind: 'role', roleId: finance })],
  },
  {
    code: 'special-price',
    group: '报价',
    service: null,
    fields: [
      customer,
      { key: 'price', label: '特价（每条）', labelEn: 'Special price (each)', type: 'number', required: true, minValue: 0 },
      reason,
    ],
    nodes: ({ gm }) => [lead, approver('gm', '总经理审批', { kind: 'staff', staffIds: [gm] })],
  },
  {
    code: 'contract-seal',
    group: '合同',
    service: null,
    fields: [customer, { ...files, key: 'contract', label: '合同文件', labelEn: 'Contract', required: true }, reason],
    nodes: ({ gm }) => [lead, { type: 'handler', id: 'seal', name: '用印办理', assignee: { kind: 'staff', staffIds: [gm] } }],
  },
  {
    code: 'cross-dept-share',
    group: '客户',
    service: null,
    fields: [customer, { key: 'period', label: '共享期间', labelEn: 'Period', type: 'dateRange', required: true }, reason],
    nodes: ({ gm }) => [lead, { type: 'cc', id: 'notify', name: '抄送总经办', assignee: { kind: 'staff', staffIds: [gm] } }],
  },
];

/**
 * Publishes version 1 of each seeded process that has none yet: a form, the flow above and the
 * finance approvers role (陈静). A few rows, so the first start stays quick; idempotent.
 */
export async function seedDefinitions(db: Db, now: Date): Promise<void> {
  const open = await db
    .select()
    .from(workflowProcesses)
    .where(
      inArray(
        workflowProcesses.code,
        DEFINITIONS.map((d) => d.code),
      ),
    );
  const unpublished = open.filter((process) => process.publishedVersionId === null);
  if (unpublished.length === 0) return;
  const people = await db
    .select({ id: staff.id, username: staff.username })
    .from(staff)
    .where(inArray(staff.username, ['admin', 'finance']));
  const gm = people.find((p) => p.username === 'admin')?.id;
  const financeStaff = people.find((p) => p.username === 'finance')?.id;
  if (gm === undefined || financeStaff === undefined) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(workflowRoles)
      .values({ code: 'finance-approvers', name: '财务审批人', nameEn: 'Finance approvers', updatedAt: now })
      .onConflictDoNothing();
    const [role] = await tx.select({ id: workflowRoles.id }).from(workflowRoles).where(eq(workflowRoles.code, 'finance-approvers'));
    if (!role) return;
    await tx.insert(workflowRoleMembers).values({ roleId: role.id, staffId: financeStaff }).onConflictDoNothing();
    for (const process of unpublished) {
      const definition = DEFINITIONS.find((d) => d.code === process.code);
      if (!definition) continue;
      const graph = flowGraph.parse({ nodes: definition.nodes({ finance: role.id, gm }) });
      await tx
        .insert(workflowForms)
        .values({ code: `${process.code}-form`, name: process.name, nameEn: process.nameEn, fields: definition.fields, updatedAt: now })
        .onConflictDoNothing();
      const [form] = await tx
        .select({ id: workflowForms.id })
        .from(workflowForms)
        .where(eq(workflowForms.code, `${process.code}-form`));
      const [version] = await tx
        .insert(workflowProcessVersions)
        .values({
          processId: process.id,
          version: 1,
          graph,
          formFields: definition.fields,
          serviceName: definition.service,
          publishedAt: now,
        })
        .returning({ id: workflowProcessVersions.id });
      await tx
        .update(workflowProcesses)
        .set({
          groupName: definition.group,
          formId: form?.id ?? null,
          draftGraph: graph,
          serviceName: definition.service,
          publishedVersionId: version?.id ?? null,
          updatedAt: now,
        })
        .where(eq(workflowProcesses.id, process.id));
    }
  });
}
