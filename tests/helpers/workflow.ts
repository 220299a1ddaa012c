import { eq, inArray } from 'drizzle-orm';
import type { CallDef } from '../../src/shared/api/define-call';
import { idempotenceKey } from '../../src/shared/api/staff-calls';
import { formSave, myToDoPage, processPublish, processSave } from '../../src/shared/api/workflow-process-calls';
import { operateAgree, operateInstanceDetail, operateStart, type InstanceDetail } from '../../src/shared/api/workflow-operate-calls';
import type { FlowNode } from '../../src/shared/api/workflow-graph';
import type { FormField } from '../../src/shared/api/workflow-form';
import { customers, departments, staff } from '../../src/server/db/schema/index';
import { callApi, signIn, type RawAnswer } from './api';
import { createTestApp, type TestApp } from './test-app';

export const WORKFLOW_USERS = ['admin', 'sales', 'sales2', 'finance', 'ops', 'newhire'] as const;
export type WorkflowUser = (typeof WORKFLOW_USERS)[number];

/** Signed-in demo users, their staff ids, and calls made as them with a fresh repeat-check key. */
export class WorkflowDriver {
  readonly tokens = new Map<string, string>();
  readonly ids = new Map<string, number>();
  private serial = 0;
  constructor(readonly t: TestApp) {}

  async signInAll(): Promise<void> {
    for (const user of WORKFLOW_USERS) this.tokens.set(user, (await signIn(this.t, user)).token);
    const rows = await this.t.services.deps.db
      .select({ id: staff.id, username: staff.username })
      .from(staff)
      .where(inArray(staff.username, [...WORKFLOW_USERS]));
    for (const row of rows) this.ids.set(row.username, row.id);
  }

  id(user: WorkflowUser): number {
    return this.ids.get(user) ?? 0;
  }

  /** An assignee rule naming these users. */
  rule(...users: WorkflowUser[]) {
    return { kind: 'staff' as const, staffIds: users.map((user) => this.id(user)) };
  }

  agree(user: WorkflowUser, task: { taskId: number; rev: number }, extra: Record<string, unknown> = {}): Promise<RawAnswer> {
    return this.call(user, operateAgree, { body: { ...task, ...extra } });
  }

  async todoCount(user: WorkflowUser): Promise<number> {
    return (await this.ok<{ count: number }>(user, myToDoPage, { body: {} })).count;
  }

  async key(user: WorkflowUser): Promise<string> {
    return ((await callApi(this.t.app, idempotenceKey, {}, { token: this.tokens.get(user) ?? '' })).body.data as { key: string }).key;
  }

  async call(user: WorkflowUser, call: CallDef, request: Record<string, unknown>, key?: string): Promise<RawAnswer> {
    const headers: Record<string, string> = call.repeatCheck ? { 'X-Idempotence-Key': key ?? (await this.key(user)) } : {};
    return callApi(this.t.app, call, request, { token: this.tokens.get(user) ?? '', headers });
  }

  /** The call's data; fails the test with the envelope's message otherwise. */
  async ok<T>(user: WorkflowUser, call: CallDef, request: Record<string, unknown>): Promise<T> {
    const answer = await this.call(user, call, request);
    if (answer.body.code !== 0) throw new Error(`${user} → ${call.id}: ${answer.body.code} ${answer.body.msg}`);
    return answer.body.data as T;
  }

  /** Publishes a process (a new form and definition) and returns its id. */
  async publish(graph: FlowNode[], fields: FormField[] = REASON_FORM, serviceName: string | null = null): Promise<number> {
    this.serial += 1;
    const code = `p-${this.serial}`;
    const form = await this.ok<{ id: number }>('admin', formSave, {
      body: { code: `f-${this.serial}`, name: '表单', nameEn: 'Form', fields },
    });
    const process = await this.ok<{ id: number; rev: number }>('admin', processSave, {
      body: { code, name: `流程${this.serial}`, nameEn: `Process ${this.serial}`, formId: form.id, serviceName, graph: { nodes: graph } },
    });
    await this.ok('admin', processPublish, { params: { id: process.id }, body: { rev: process.rev } });
    return process.id;
  }

  async start(user: WorkflowUser, processId: number, formData: Record<string, unknown> = { reason: '测试' }, extra = {}): Promise<number> {
    return (await this.ok<{ instanceId: number }>(user, operateStart, { body: { processId, formData, ...extra } })).instanceId;
  }

  async detail(user: WorkflowUser, instanceId: number): Promise<InstanceDetail> {
    return this.ok<InstanceDetail>(user, operateInstanceDetail, { query: { instanceId } });
  }

  /** The user's open task on a request (fails when there is none). */
  async task(user: WorkflowUser, instanceId: number): Promise<{ taskId: number; rev: number }> {
    const mine = (await this.detail(user, instanceId)).myTask;
    if (!mine) throw new Error(`${user} has no open task on request ${instanceId}`);
    return { taskId: mine.taskId, rev: mine.rev };
  }

  /** Department leads for the tests: 张伟 (sales2) leads 销售一部, 周启明 (admin) the sales centre. */
  async setLeads(): Promise<void> {
    const db = this.t.services.deps.db;
    await db
      .update(departments)
      .set({ leadStaffId: this.id('sales2') })
      .where(eq(departments.code, 'SALES1'));
    await db
      .update(departments)
      .set({ leadStaffId: this.id('admin') })
      .where(eq(departments.code, 'SALES'));
  }

  async addCustomer(id: number, code: string): Promise<void> {
    await this.t.services.deps.db.insert(customers).values({
      id,
      code,
      name: `测试客户 ${code}`,
      type: 'c',
      countryId: 1,
      level: 'A',
      ownerStaffId: this.id('sales'),
      deptId: 1,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
  }
}

export const REASON_FORM: FormField[] = [{ key: 'reason', label: '事由', type: 'text', required: true }];

export const RECHARGE_FORM: FormField[] = [
  { key: 'customer', label: '客户', type: 'customer', required: true },
  { key: 'amount', label: '充值金额', type: 'money', required: true, currencies: ['USD', 'CNY'] },
  { key: 'note', label: '备注', type: 'textarea', required: false },
];

/** An approver node with the defaults the schema fills in. */
export function approver(
  id: string,
  assignee: FlowNode extends infer N ? (N extends { assignee: infer A } ? A : never) : never,
  extra = {},
) {
  return {
    type: 'approver' as const,
    id,
    name: id,
    assignee,
    mode: 'orsign' as const,
    emptyPolicy: 'autoPass' as const,
    skipApproved: false,
    fieldRights: {},
    ...extra,
  };
}

/** A fresh app with the demo users signed in, department leads set and one customer (C900001). */
export async function workflowTestApp(): Promise<{ t: TestApp; w: WorkflowDriver }> {
  const t = await createTestApp();
  const w = new WorkflowDriver(t);
  await w.signInAll();
  await w.setLeads();
  await w.addCustomer(900001, 'C900001');
  return { t, w };
}
