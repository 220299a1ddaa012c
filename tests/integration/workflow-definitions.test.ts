import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  operateStart,
  processFormAuditField,
  processHistoryVersion,
  processQueryPage,
  processStateUpdate,
  processUpdate,
  processPublish,
  roleSave,
  selectProcessNode,
} from '../../src/shared/api/workflow-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { customerAccountLedger, customerAccounts } from '../../src/server/db/schema/index';
import type { TestApp } from '../helpers/test-app';
import { RECHARGE_FORM, type WorkflowDriver, approver, workflowTestApp } from '../helpers/workflow';

/** Definitions and versions, conditions, form validation and the recharge effect, through the API. */
let t: TestApp;
let w: WorkflowDriver;

beforeAll(async () => {
  ({ t, w } = await workflowTestApp());
}, 120_000);
afterAll(async () => t.close());

describe('definitions and versions', () => {
  it('pins a request to the version it started on, and a disabled process takes no new requests', async () => {
    const processId = await w.publish([approver('lead', { kind: 'deptLead', level: 1 })]);
    const first = await w.start('sales', processId);
    const process = (
      await w.ok<{ rows: { id: number; rev: number; draftGraph: unknown }[] }>('admin', processQueryPage, { body: { pageSize: 100 } })
    ).rows.find((row) => row.id === processId);
    const edited = await w.ok<{ rev: number }>('admin', processUpdate, {
      params: { id: processId },
      body: {
        code: `p-${processId}-v2`,
        name: '流程 v2',
        nameEn: 'Process v2',
        formId: null,
        serviceName: null,
        graph: { nodes: [approver('fin', w.rule('finance'))] },
        rev: process?.rev ?? -1,
      },
    });
    // A second save from the same stale revision is refused.
    const stale = await w.call('admin', processUpdate, {
      params: { id: processId },
      body: { code: 'x-stale', name: 'x', nameEn: 'x', graph: { nodes: [approver('a', w.rule('ops'))] }, rev: process?.rev ?? -1 },
    });
    expect(stale.body.code).toBe(APP_CODES.CONFLICT);
    await w.ok('admin', processPublish, { params: { id: processId }, body: { rev: edited.rev } });
    const second = await w.start('sales', processId, {});
    expect((await w.detail('sales', first)).version).toBe(1);
    expect((await w.detail('sales', second)).version).toBe(2);
    expect((await w.detail('sales', first)).nodes.map((node) => [node.nodeId, node.state, node.people.map((p) => p.staffId)])).toEqual([
      ['lead', 'active', [w.id('sales2')]],
    ]);
    expect((await w.detail('sales', second)).nodes.map((node) => [node.nodeId, node.people.map((p) => p.staffId)])).toEqual([
      ['fin', [w.id('finance')]],
    ]);
    expect(await w.ok('admin', selectProcessNode, { query: { processId } })).toEqual([{ nodeId: 'fin', name: 'fin', type: 'approver' }]);
    const versions = await w.ok<{ version: number }[]>('admin', processHistoryVersion, { params: { id: processId } });
    expect(versions.map((v) => v.version)).toEqual([2, 1]);

    await w.ok('admin', processStateUpdate, { body: { id: processId, state: 'disabled' } });
    const refused = await w.call('sales', operateStart, { body: { processId, formData: {} } });
    expect(refused.body).toMatchObject({ code: APP_CODES.CONFLICT, msg: '该流程已停用，不能发起新的申请' });
    // The running request follows version 1 to its end.
    expect((await w.agree('sales2', await w.task('sales2', first))).body.data).toEqual({ instanceId: first, status: 'approved' });
    await w.ok('admin', processStateUpdate, { body: { id: processId, state: 'enabled' } });
  });

  it('refuses to publish a vote without threshold or an effect whose fields the form lacks', async () => {
    const vote = w.publish([approver('v', w.rule('finance', 'ops'), { mode: 'vote' })]);
    await expect(vote).rejects.toThrow(/10000400/);
    const effect = w.publish([approver('a', w.rule('finance'))], undefined, 'recharge');
    await expect(effect).rejects.toThrow(/customer \(customer\), amount \(money\)/);
  });
});

describe('recharge: conditions, the effect applied once, only the assignee acts', () => {
  let processId = 0;
  beforeAll(async () => {
    const role = await w.ok<{ id: number }>('admin', roleSave, {
      body: { code: 'finance-approvers', name: '财务审批人', nameEn: 'Finance approvers', staffIds: [w.id('finance')] },
    });
    processId = await w.publish(
      [
        approver('lead', { kind: 'deptLead', level: 1 }),
        approver('finance', { kind: 'role', roleId: role.id }),
        {
          type: 'exclusive',
          id: 'big',
          name: '金额判断',
          branches: [
            {
              id: 'usd50k',
              name: '≥ 50,000 USD',
              conditions: [
                { field: 'amount', op: 'gte', value: '50000' },
                { field: 'amount.currency', op: 'eq', value: 'USD' },
              ],
              nodes: [approver('gm', w.rule('admin'))],
            },
          ],
          defaultBranch: { id: 'small', name: '其他', nodes: [] },
        },
      ],
      RECHARGE_FORM,
      'recharge',
    );
  });

  it('credits the customer once, even when the final approval is sent again', async () => {
    const id = await w.start('sales', processId, { customer: 'C900001', amount: { amount: '1200.50', currency: 'USD' } });
    const lead = await w.task('sales2', id);
    // Someone who takes part but is not the assignee, someone who does not, and a stale revision.
    expect((await w.agree('sales', lead)).body.code).toBe(APP_CODES.FORBIDDEN);
    expect((await w.agree('newhire', lead)).body.code).toBe(APP_CODES.NOT_FOUND);
    expect((await w.agree('sales2', { ...lead, rev: lead.rev + 1 })).body.code).toBe(APP_CODES.TASK_STALE);
    expect((await w.agree('sales2', lead, { comment: '同意' })).body.code).toBe(0);
    const finance = await w.task('finance', id);
    expect((await w.agree('finance', finance)).body.data).toEqual({ instanceId: id, status: 'approved' });
    const again = await w.agree('finance', finance);
    expect(again.body).toMatchObject({ code: APP_CODES.TASK_STALE, msg: '该待办已被处理或已变更，请刷新后查看' });
    const db = t.services.deps.db;
    expect(
      await db.select({ balance: customerAccounts.balance }).from(customerAccounts).where(eq(customerAccounts.customerId, 900001)),
    ).toEqual([{ balance: '1200.500000' }]);
    const ledger = await db.select().from(customerAccountLedger).where(eq(customerAccountLedger.instanceId, id));
    expect(ledger.map((row) => [row.amount, row.balanceAfter, row.currency])).toEqual([['1200.500000', '1200.500000', 'USD']]);
    const detail = await w.detail('sales', id);
    expect(detail.timeline.map((entry) => [entry.action, entry.nodeId, entry.comment])).toEqual([
      ['start', 'start', ''],
      ['agree', 'lead', '同意'],
      ['agree', 'finance', ''],
    ]);
    expect(detail.nodes.map((node) => [node.nodeId, node.state])).toEqual([
      ['lead', 'done'],
      ['finance', 'done'],
      ['big', 'done'],
      ['gm', 'waiting'],
    ]);
  });

  it('sends 50,000 USD to the general manager but 60,000 CNY down the default branch', async () => {
    const big = await w.start('sales', processId, { customer: 'C900001', amount: { amount: '50000', currency: 'USD' } });
    const cny = await w.start('sales', processId, { customer: 'C900001', amount: { amount: '60000', currency: 'CNY' } });
    for (const id of [big, cny]) {
      expect((await w.agree('sales2', await w.task('sales2', id))).body.code).toBe(0);
      expect((await w.agree('finance', await w.task('finance', id))).body.code).toBe(0);
    }
    expect((await w.detail('sales', big)).status).toBe('running');
    expect((await w.detail('admin', big)).myTask?.nodeId).toBe('gm');
    expect((await w.detail('sales', cny)).status).toBe('approved');
    const balances = await t.services.deps.db
      .select({ currency: customerAccounts.currency, balance: customerAccounts.balance })
      .from(customerAccounts)
      .where(eq(customerAccounts.customerId, 900001))
      .orderBy(customerAccounts.currency);
    expect(balances).toEqual([
      { currency: 'CNY', balance: '60000.000000' },
      { currency: 'USD', balance: '1200.500000' },
    ]);
  });

  it('shows per node what each field of the form is: read unless the node says otherwise', async () => {
    const rows = (await w.ok<{ rows: { id: number; formId: number }[] }>('admin', processQueryPage, { body: { pageSize: 100 } })).rows;
    const formId = rows.find((row) => row.id === processId)?.formId ?? 0;
    const audit = await w.ok<{ formFields: { key: string }[]; processes: unknown[] }>('admin', processFormAuditField, {
      params: { formId },
    });
    const read = { customer: 'read', amount: 'read', note: 'read' };
    expect([audit.formFields.map((field) => field.key), audit.processes]).toEqual([
      ['customer', 'amount', 'note'],
      [
        {
          processId,
          nodes: [
            { nodeId: 'lead', name: 'lead', rights: read },
            { nodeId: 'finance', name: 'finance', rights: read },
            { nodeId: 'gm', name: 'gm', rights: read },
          ],
        },
      ],
    ]);
  });

  it('names the field of a bad form and starts nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ customer: 'C900001', amount: { amount: '12.3456789', currency: 'USD' } }, 'formData.amount.amount'],
      [{ customer: 'C900001', amount: { amount: '10', currency: 'EUR' } }, 'formData.amount.currency'],
      [{ customer: 'C404', amount: { amount: '10', currency: 'USD' } }, 'formData.customer'],
      [{ amount: { amount: '10', currency: 'USD' } }, 'formData.customer'],
      [{ customer: 'C900001', amount: { amount: '10', currency: 'USD' }, extra: 1 }, 'formData'],
    ];
    for (const [formData, field] of cases) {
      const answer = await w.call('sales', operateStart, { body: { processId, formData } });
      expect(answer.status, field).toBe(400);
      expect(answer.body, field).toMatchObject({ code: APP_CODES.VALIDATION, data: { field } });
    }
  });
});
