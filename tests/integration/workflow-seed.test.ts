import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mySummary,
  selectProcess,
  operateAgree,
  operateInstanceDetail,
  operateStart,
  type InstanceDetail,
  type ProcessSummary,
} from '../../src/shared/api/workflow-calls';
import {
  customerAccountLedger,
  customers,
  staff,
  workflowActions,
  workflowInstances,
  workflowProcessVersions,
  workflowProcesses,
  workflowTasks,
} from '../../src/server/db/schema/index';
import { workflowSeed } from '../../src/server/workflow/workflow-seed';
import { callApi, signIn } from '../helpers/api';
import { dataOf } from '../helpers/business';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { idempotenceKey } from '../../src/shared/api/staff-calls';

/** The demo organisation's published processes and the history played through the engine. */
let t: TestApp;
const tokens = new Map<string, string>();
const token = (user: string) => tokens.get(user) ?? '';
const USERS = ['sales', 'sales2', 'lead1', 'finance', 'admin', 'ops'];

beforeAll(async () => {
  t = await createTestApp({}, { seedScale: 0.01 });
  for (const user of USERS) tokens.set(user, (await signIn(t, user)).token);
}, 180_000);
afterAll(async () => t.close());

const withKey = async (user: string) => ({
  token: token(user),
  headers: { 'X-Idempotence-Key': (await dataOf<{ key: string }>(t, idempotenceKey, {}, token(user))).key },
});

type Process = { id: number; code: string; version: number; groupName: string; formPath: string };

describe('seeded process definitions', () => {
  it('publishes every apply process of sections.md §2 with its form path and group', async () => {
    const processes = await dataOf<Process[]>(t, selectProcess, {}, token('sales'));
    expect(processes.map((p) => [p.code, p.version, p.groupName, p.formPath])).toEqual([
      ['recharge', 1, '财务', '/general/process/recharge-apply/recharge/apply'],
      ['payment', 1, '财务', '/general/process/recharge-apply/payment/apply'],
      ['hedge', 1, '财务', '/general/process/recharge-apply/hedge/apply'],
      ['prepay-credit', 1, '信用', '/general/process/credit-apply/prepay/apply'],
      ['postpay-credit', 1, '信用', '/general/process/credit-apply/postpay/apply'],
      ['credit-deferral', 1, '信用', '/general/process/credit-apply/deferral/apply'],
      ['credit-method', 1, '信用', '/general/process/credit-apply/method/apply'],
      ['bill-change', 1, '信用', '/general/process/credit-apply/bill-change/apply'],
      ['temporary-credit', 1, '信用', '/general/process/credit-apply/temporary/apply'],
      ['special-price', 1, '报价', '/general/process/special-apply/special/apply'],
      ['voice-special-price', 1, '报价', '/general/process/special-apply/voice-special/apply'],
      ['supplier', 1, '供应商', '/general/process/supplier-apply/supplier/apply'],
      ['supplier-body-replace', 1, '供应商', '/general/process/supplier-body-replace/apply'],
      ['modify-client-source', 1, '客户', '/general/process/modify-client-source/apply'],
      ['modify-supplier-source', 1, '供应商', '/general/process/modify-supplier-source/apply'],
      ['contract-seal', 1, '合同', '/general/process/contract-seal/apply'],
      ['account-unsuspend', 1, '客户', '/general/process/account/unsuspend/apply'],
      ['sea-pick-cust-lead', 1, '客户', '/general/process/sea-pick-cust-lead/apply'],
      ['cross-dept-share', 1, '客户', '/general/process/cross-dept-share/apply'],
    ]);
    const db = t.services.deps.db;
    type Node = { type: string; id: string; mode?: string; branches?: { conditions?: unknown[]; nodes: Node[] }[] };
    const graphOf = async (code: string) => {
      const id = processes.find((p) => p.code === code)?.id ?? 0;
      const [version] = await db.select().from(workflowProcessVersions).where(eq(workflowProcessVersions.processId, id));
      return (version?.graph as { nodes: Node[] }).nodes;
    };
    // recharge: lead → finance, and the general manager from 50,000 USD; payment ends in a countersign.
    const recharge = await graphOf('recharge');
    expect(recharge.map((node) => node.id)).toEqual(['lead', 'finance', 'size']);
    expect(recharge[2]?.branches?.map((branch) => [branch.conditions, branch.nodes.map((node) => node.id)])).toEqual([
      [
        [
          { field: 'amount', op: 'gte', value: '50000' },
          { field: 'amount.currency', op: 'eq', value: 'USD' },
        ],
        ['gm'],
      ],
    ]);
    expect((await graphOf('payment')).map((node) => [node.id, node.mode])).toEqual([
      ['lead', 'orsign'],
      ['finance', 'orsign'],
      ['gm', 'countersign'],
    ]);
    expect((await graphOf('supplier')).map((node) => node.type)).toEqual(['approver', 'parallel', 'approver']);
    // Each process whose approval changes the business is bound to that effect.
    const bound = await db
      .select({ code: workflowProcesses.code, service: workflowProcessVersions.serviceName })
      .from(workflowProcessVersions)
      .innerJoin(workflowProcesses, eq(workflowProcesses.id, workflowProcessVersions.processId))
      .where(isNotNull(workflowProcessVersions.serviceName))
      .orderBy(workflowProcesses.id);
    expect(bound.map((row) => [row.code, row.service])).toEqual([
      ['recharge', 'recharge'],
      ['prepay-credit', 'credit-prepay'],
      ['postpay-credit', 'credit-postpay'],
      ['credit-deferral', 'credit-deferral'],
      ['credit-method', 'credit-method'],
      ['bill-change', 'credit-bill-change'],
      ['temporary-credit', 'credit-temporary'],
      ['modify-client-source', 'modify-client-source'],
      ['account-unsuspend', 'account-unsuspend'],
      ['sea-pick-cust-lead', 'sea-pick-cust-lead'],
      ['cross-dept-share', 'cross-dept-share'],
    ]);
  });

  it('plays a history through the engine: requests in every state, in flight for sales, tasks for finance and admin', async () => {
    const db = t.services.deps.db;
    const byStatus = await db
      .select({ status: workflowInstances.status, n: sql<number>`count(*)::int` })
      .from(workflowInstances)
      .groupBy(workflowInstances.status)
      .orderBy(workflowInstances.status);
    expect(byStatus.map((row) => [row.status, row.n])).toEqual([
      ['approved', 8],
      ['rejected', 4],
      ['returned', 1],
      ['running', 18],
      ['withdrawn', 2],
    ]);
    // Every request follows a published version and starts with its applicant's start on the timeline.
    const starts = await db.execute(
      sql`select count(*)::int as n from workflow_instances i
          where i.version_id is not null
            and (select a.action from workflow_actions a where a.instance_id = i.id order by a.id limit 1) = 'start'`,
    );
    expect((starts as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(33);
    const summaries = Object.fromEntries(
      await Promise.all(USERS.map(async (user) => [user, await dataOf<ProcessSummary>(t, mySummary, {}, token(user))] as const)),
    );
    expect(Object.fromEntries(USERS.map((user) => [user, [summaries[user]?.applyNum, summaries[user]?.todoNum]]))).toEqual({
      sales: [13, 1],
      sales2: [4, 0],
      lead1: [0, 3],
      finance: [0, 7],
      admin: [0, 6],
      ops: [1, 0],
    });
    // The returned request waits for 李娜 to resubmit; the approved recharge credited its customer.
    const [returned] = await db
      .select({ kind: workflowTasks.kind, username: staff.username })
      .from(workflowTasks)
      .innerJoin(workflowInstances, eq(workflowInstances.id, workflowTasks.instanceId))
      .innerJoin(staff, eq(staff.id, workflowTasks.assigneeStaffId))
      .where(and(eq(workflowInstances.status, 'returned'), eq(workflowTasks.status, 'pending')));
    expect(returned).toEqual({ kind: 'resubmit', username: 'sales' });
    const ledger = await db
      .select({ amount: customerAccountLedger.amount, source: customerAccountLedger.source })
      .from(customerAccountLedger)
      .orderBy(asc(customerAccountLedger.id));
    expect(ledger).toEqual([{ amount: '3500.000000', source: 'workflow:recharge' }]);
    const kinds = await db.selectDistinct({ action: workflowActions.action }).from(workflowActions).orderBy(workflowActions.action);
    expect(kinds.map((row) => row.action)).toEqual(
      expect.arrayContaining(['agree', 'cc', 'reject', 'resubmit', 'start', 'transmit', 'urge', 'withdraw']),
    );
  });

  it('seeds once, and removes requests from before the engine (no version) on the next run', async () => {
    const db = t.services.deps.db;
    const [someone] = await db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'sales'));
    const [any] = await db.select({ processId: workflowInstances.processId }).from(workflowInstances).limit(1);
    await db.insert(workflowInstances).values({
      processId: any?.processId ?? 0,
      title: '旧申请',
      applicantStaffId: someone?.id ?? 0,
      status: 'running',
      createdAt: t.clock.now(),
    });
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(workflowInstances))[0]?.n;
    expect(await count()).toBe(34);
    await workflowSeed.seed(db, { scale: 0.01, clock: t.clock, log: t.services.deps.log, interactive: false });
    expect(await count()).toBe(33);
  });

  it('runs a new recharge through lead, finance and the ledger', async () => {
    const processes = await dataOf<Process[]>(t, selectProcess, {}, token('sales'));
    const db = t.services.deps.db;
    const [sales] = await db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'sales'));
    const [customer] = await db
      .select()
      .from(customers)
      .where(eq(customers.ownerStaffId, sales?.id ?? 0))
      .orderBy(desc(customers.id))
      .limit(1);
    const recharge = processes.find((p) => p.code === 'recharge');
    const started = await callApi(
      t.app,
      operateStart,
      {
        body: {
          processId: recharge?.id,
          formData: { customer: customer?.code, amount: { amount: '800', currency: 'USD' }, reason: '预充值' },
        },
      },
      await withKey('sales'),
    );
    expect(started.body.code, started.body.msg).toBe(0);
    const instanceId = (started.body.data as { instanceId: number }).instanceId;
    for (const user of ['lead1', 'finance']) {
      const detail = await dataOf<InstanceDetail>(t, operateInstanceDetail, { query: { instanceId } }, token(user));
      const answer = await callApi(
        t.app,
        operateAgree,
        { body: { taskId: detail.myTask?.taskId, rev: detail.myTask?.rev } },
        await withKey(user),
      );
      expect(answer.body.code, `${user}: ${answer.body.msg}`).toBe(0);
    }
    const detail = await dataOf<InstanceDetail>(t, operateInstanceDetail, { query: { instanceId } }, token('sales'));
    expect(detail.status).toBe('approved');
    const [entry] = await db
      .select({ currency: customerAccountLedger.currency, amount: customerAccountLedger.amount })
      .from(customerAccountLedger)
      .where(eq(customerAccountLedger.instanceId, instanceId));
    expect(entry).toEqual({ currency: 'USD', amount: '800.000000' });
  });
});
