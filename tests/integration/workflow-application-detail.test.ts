import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountUnsuspendApplicationDetail,
  financePayApplicationDetail,
  rechargeApplicationDetail,
  tempCreditApplicationDetail,
} from '../../src/shared/api/workflow-detail-calls';
import { formSave, processPublish, processSave } from '../../src/shared/api/workflow-process-calls';
import type { FormField } from '../../src/shared/api/workflow-form';
import { addDays, shanghaiDate } from '../../src/shared/business/dates';
import { APP_CODES } from '../../src/shared/error-codes';
import { eq } from 'drizzle-orm';
import { countries, customers } from '../../src/server/db/schema/index';
import type { TestApp } from '../helpers/test-app';
import { RECHARGE_FORM, type WorkflowDriver, approver, workflowTestApp } from '../helpers/workflow';

/** The application detail views: by id or processInstanceId, typed per family, for those who may see the request. */
let t: TestApp;
let w: WorkflowDriver;
let recharge = 0;
let tripartite = 0;
let temporary = 0;

/** Publishes a one-step process (finance approves) under the process code a family covers. */
async function publishAs(code: string, fields: FormField[], serviceName: string) {
  const form = await w.ok<{ id: number }>('admin', formSave, { body: { code: `${code}-form`, name: code, nameEn: code, fields } });
  const process = await w.ok<{ id: number; rev: number }>('admin', processSave, {
    body: { code, name: code, nameEn: code, formId: form.id, serviceName, graph: { nodes: [approver('finance', w.rule('finance'))] } },
  });
  await w.ok('admin', processPublish, { params: { id: process.id }, body: { rev: process.rev } });
  return process.id;
}

beforeAll(async () => {
  ({ t, w } = await workflowTestApp());
  await t.services.deps.db
    .insert(countries)
    .values({ id: 1, code: 'CN', mcc: '460', dialCode: '86', nameZh: '中国', nameEn: 'China' })
    .onConflictDoNothing();
  const rechargeId = await publishAs(
    'recharge',
    [...RECHARGE_FORM, { key: 'payer', label: '付款方', type: 'text', required: false }],
    'recharge',
  );
  recharge = await w.start('sales', rechargeId, { customer: 'C900001', amount: { amount: '300', currency: 'USD' }, note: '月度充值' });
  await w.agree('finance', await w.task('finance', recharge));
  tripartite = await w.start('sales', rechargeId, {
    customer: 'C900001',
    amount: { amount: '50', currency: 'CNY' },
    payer: '星河代付有限公司',
  });
  const today = shanghaiDate(t.clock.now());
  const tempId = await publishAs(
    'temporary-credit',
    [
      { key: 'customer', label: '客户', type: 'customer', required: true },
      { key: 'tempLimit', label: '临时额度', type: 'money', required: true },
      { key: 'period', label: '期间', type: 'dateRange', required: true },
    ],
    'credit-temporary',
  );
  temporary = await w.start('sales', tempId, {
    customer: 'C900001',
    tempLimit: { amount: '800', currency: 'USD' },
    period: { from: today, to: addDays(today, 2) },
  });
  await w.agree('finance', await w.task('finance', temporary));
}, 120_000);
afterAll(async () => t.close());

describe('recharge family', () => {
  it('answers the typed form, the customer, its balance and the ledger row the approval wrote, by processInstanceId', async () => {
    const detail = await w.ok<{
      application: {
        id: number;
        processInstanceId: number;
        processCode: string;
        status: string;
        applicant: { name: string; deptName: string };
      };
      form: Record<string, unknown>;
      related: {
        customer: { code: string; ownerName: string };
        balances: unknown[];
        ledger: { amount: string; instanceId: number }[];
        effect: { serviceName: string };
      };
    }>('sales', rechargeApplicationDetail, { query: { processInstanceId: recharge } });
    expect(detail.application).toMatchObject({
      id: recharge,
      processInstanceId: recharge,
      processCode: 'recharge',
      status: 'approved',
      applicant: { name: '李娜', deptName: '销售一部' },
    });
    expect(detail.form).toEqual({
      customer: 'C900001',
      amount: { amount: '300', currency: 'USD' },
      rechargeType: 'toAccount',
      payer: null,
      reason: null,
      files: null,
    });
    expect(detail.related.customer).toMatchObject({ code: 'C900001', ownerName: '李娜' });
    expect(detail.related.balances).toEqual([{ currency: 'USD', balance: '300.000000' }]);
    expect(detail.related.ledger.map((row) => [row.amount, row.instanceId])).toEqual([['300.000000', recharge]]);
    expect(detail.related.effect.serviceName).toBe('recharge');
  });

  it('answers the same application by id, and a third-party payer makes it tripartite', async () => {
    const byId = await w.ok<{ application: { id: number } }>('finance', rechargeApplicationDetail, { query: { id: recharge } });
    expect(byId.application.id).toBe(recharge);
    const other = await w.ok<{ form: { rechargeType: string; payer: string }; related: { effect: unknown; ledger: unknown[] } }>(
      'sales',
      rechargeApplicationDetail,
      { query: { id: tripartite } },
    );
    expect([other.form.rechargeType, other.form.payer, other.related.effect, other.related.ledger]).toEqual([
      'tripartite',
      '星河代付有限公司',
      null,
      [],
    ]);
  });

  it('shows it to administrators, and to nobody else outside the request', async () => {
    expect((await w.call('admin', rechargeApplicationDetail, { query: { id: recharge } })).body.code).toBe(0);
    for (const user of ['ops', 'sales2', 'newhire'] as const) {
      expect((await w.call(user, rechargeApplicationDetail, { query: { id: recharge } })).body.code, user).toBe(APP_CODES.NOT_FOUND);
    }
  });

  it('answers NOT_FOUND for a request of another family and a clear error without a reference', async () => {
    expect((await w.call('sales', financePayApplicationDetail, { query: { id: recharge } })).body.code).toBe(APP_CODES.NOT_FOUND);
    expect((await w.call('sales', rechargeApplicationDetail, { query: { id: 2147483648 } })).body.code).toBe(APP_CODES.NOT_FOUND);
    const none = await w.call('sales', rechargeApplicationDetail, { query: {} });
    expect(none.body).toMatchObject({
      code: APP_CODES.VALIDATION,
      msg: '请给出申请编号 id 或流程实例 processInstanceId（两者都给时须相同）',
    });
    const mismatch = await w.call('sales', rechargeApplicationDetail, { query: { id: recharge, processInstanceId: tripartite } });
    expect(mismatch.body.code).toBe(APP_CODES.VALIDATION);
  });
});

describe('credit family', () => {
  it('temp credit answers the period, the credit terms now and the change the approval made', async () => {
    const today = shanghaiDate(t.clock.now());
    const detail = await w.ok<{
      form: Record<string, unknown>;
      related: { credit: { tempLimit: string; tempTo: string }; creditChanges: { kind: string; after: Record<string, unknown> }[] };
    }>('sales', tempCreditApplicationDetail, { query: { processInstanceId: temporary } });
    expect(detail.form).toEqual({
      customer: 'C900001',
      tempLimit: { amount: '800', currency: 'USD' },
      period: { from: today, to: addDays(today, 2) },
      reason: null,
    });
    expect(detail.related.credit).toMatchObject({ tempLimit: '800.000000', tempTo: addDays(today, 2) });
    expect(detail.related.creditChanges.map((row) => [row.kind, row.after])).toEqual([
      ['temporary', { tempLimit: '800.000000', currency: 'USD', tempFrom: today, tempTo: addDays(today, 2) }],
    ]);
  });
});

describe('account unsuspend family', () => {
  it('answers the customer’s status now and the change the approval made', async () => {
    await t.services.deps.db.update(customers).set({ accountStatus: 'suspended' }).where(eq(customers.code, 'C900001'));
    const processId = await publishAs(
      'account-unsuspend',
      [{ key: 'customer', label: '客户', type: 'customer', required: true }],
      'account-unsuspend',
    );
    const id = await w.start('sales', processId, { customer: 'C900001' });
    const before = await w.ok<{ related: { customer: { accountStatus: string }; customerChanges: unknown[] } }>(
      'finance',
      accountUnsuspendApplicationDetail,
      { query: { id } },
    );
    expect([before.related.customer.accountStatus, before.related.customerChanges]).toEqual(['suspended', []]);
    await w.agree('finance', await w.task('finance', id));
    const after = await w.ok<{
      form: unknown;
      related: { customer: { accountStatus: string }; customerChanges: { field: string; before: string; after: string }[] };
    }>('sales', accountUnsuspendApplicationDetail, { query: { processInstanceId: id } });
    expect(after.form).toEqual({ customer: 'C900001', reason: null, files: null });
    expect(after.related.customer.accountStatus).toBe('active');
    expect(after.related.customerChanges.map((row) => [row.field, row.before, row.after])).toEqual([
      ['accountStatus', 'suspended', 'active'],
    ]);
  });
});
