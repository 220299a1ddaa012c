import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDetail, customerQuery } from '../../src/shared/api/crm-calls';
import type { CustomerTerms } from '../../src/shared/api/crm-customer-terms';
import type { FormField } from '../../src/shared/api/workflow-form';
import { addDays, shanghaiDate } from '../../src/shared/business/dates';
import { APP_CODES } from '../../src/shared/error-codes';
import {
  countries,
  customerChanges,
  customerCreditHistory,
  customerOwners,
  customers,
  departments,
} from '../../src/server/db/schema/index';
import { resolveDataScope } from '../../src/server/business/index';
import type { TestApp } from '../helpers/test-app';
import { RECHARGE_FORM, type WorkflowDriver, type WorkflowUser, approver, workflowTestApp } from '../helpers/workflow';

/** Each registered effect, through the API: applied at the final approval, once, and visible where the data is read. */
let t: TestApp;
let w: WorkflowDriver;

beforeAll(async () => {
  ({ t, w } = await workflowTestApp());
  // The customer pages join the country; the workflow test app seeds no business data.
  await t.services.deps.db
    .insert(countries)
    .values({ id: 1, code: 'CN', mcc: '460', dialCode: '86', nameZh: '中国', nameEn: 'China' })
    .onConflictDoNothing();
}, 120_000);
afterAll(async () => t.close());

const CUSTOMER: FormField = { key: 'customer', label: '客户', type: 'customer', required: true };
const select = (key: string, values: string[]): FormField => ({
  key,
  label: key,
  type: 'select',
  required: true,
  options: values.map((value) => ({ value, label: value })),
});

/**
 * Publishes a one-step process (finance approves) bound to the service, starts it as `applicant`,
 * approves it, then sends the same final approval again, which must be refused as stale.
 */
async function approveTwice(service: string, fields: FormField[], formData: Record<string, unknown>, applicant: WorkflowUser = 'sales') {
  const processId = await w.publish([approver('finance', w.rule('finance'))], fields, service);
  const id = await w.start(applicant, processId, formData);
  const task = await w.task('finance', id);
  expect((await w.agree('finance', task)).body.data).toEqual({ instanceId: id, status: 'approved' });
  expect((await w.agree('finance', task)).body.code).toBe(APP_CODES.TASK_STALE);
  return id;
}

async function termsOf(user: WorkflowUser, code: string): Promise<CustomerTerms> {
  return (await w.ok<{ terms: CustomerTerms }>(user, customerDetail, { query: { code } })).terms;
}

describe('recharge', () => {
  it('shows the credited balance and its ledger row on the customer detail, once', async () => {
    const id = await approveTwice('recharge', RECHARGE_FORM, { customer: 'C900001', amount: { amount: '880.25', currency: 'USD' } });
    const terms = await termsOf('sales', 'C900001');
    expect(terms.balances).toEqual([{ currency: 'USD', balance: '880.250000' }]);
    expect(terms.ledger.map((row) => [row.amount, row.balanceAfter, row.source, row.instanceId])).toEqual([
      ['880.250000', '880.250000', 'workflow:recharge', id],
    ]);
  });
});

describe('credit applies', () => {
  const money = (key: string): FormField => ({ key, label: key, type: 'money', required: true });
  const today = () => shanghaiDate(t.clock.now());
  const cases: { service: string; kind: string; fields: FormField[]; data: () => Record<string, unknown>; expected: () => object }[] = [
    {
      service: 'credit-prepay',
      kind: 'prepay',
      fields: [CUSTOMER, money('limit')],
      data: () => ({ limit: { amount: '5000', currency: 'USD' } }),
      expected: () => ({ paymentMethod: 'prepay', creditLimit: '5000.000000', currency: 'USD' }),
    },
    {
      service: 'credit-postpay',
      kind: 'postpay',
      fields: [CUSTOMER, money('limit'), { key: 'termsDays', label: '账期', type: 'number', required: true }],
      data: () => ({ limit: { amount: '20000', currency: 'USD' }, termsDays: 30 }),
      expected: () => ({ paymentMethod: 'postpay', creditLimit: '20000.000000', paymentTermsDays: 30 }),
    },
    {
      service: 'credit-deferral',
      kind: 'deferral',
      fields: [CUSTOMER, { key: 'deferredUntil', label: '延期至', type: 'date', required: true }],
      data: () => ({ deferredUntil: addDays(today(), 15) }),
      expected: () => ({ deferredUntil: addDays(today(), 15) }),
    },
    {
      service: 'credit-method',
      kind: 'method',
      fields: [CUSTOMER, select('method', ['prepay', 'postpay'])],
      data: () => ({ method: 'prepay' }),
      expected: () => ({ paymentMethod: 'prepay', paymentTermsDays: 30 }),
    },
    {
      service: 'credit-bill-change',
      kind: 'billChange',
      fields: [CUSTOMER, select('billCycle', ['month', 'halfMonth', 'week'])],
      data: () => ({ billCycle: 'halfMonth' }),
      expected: () => ({ billCycle: 'halfMonth' }),
    },
    {
      service: 'credit-temporary',
      kind: 'temporary',
      fields: [CUSTOMER, money('tempLimit'), { key: 'period', label: '期间', type: 'dateRange', required: true }],
      data: () => ({ tempLimit: { amount: '3000', currency: 'USD' }, period: { from: today(), to: addDays(today(), 6) } }),
      expected: () => ({ tempLimit: '3000.000000', tempFrom: today(), tempTo: addDays(today(), 6), creditLimit: '20000.000000' }),
    },
  ];

  // In order: each apply starts from the terms the previous one left.
  for (const each of cases) {
    it(`${each.service} changes the credit terms on the customer detail and writes one history row`, async () => {
      const id = await approveTwice(each.service, each.fields, { customer: 'C900001', ...each.data() });
      const terms = await termsOf('sales', 'C900001');
      expect(terms.credit).toMatchObject(each.expected());
      const history = terms.creditHistory.filter((row) => row.instanceId === id);
      expect(history.map((row) => row.kind)).toEqual([each.kind]);
      expect(await t.services.deps.db.select().from(customerCreditHistory).where(eq(customerCreditHistory.instanceId, id))).toHaveLength(1);
    });
  }

  it('keeps the history with the values before and after', async () => {
    const terms = await termsOf('sales', 'C900001');
    const byKind = (kind: string) => terms.creditHistory.filter((row) => row.kind === kind).map((row) => [row.before, row.after]);
    expect(byKind('prepay')).toEqual([
      [
        { paymentMethod: 'prepay', creditLimit: '0.000000', currency: 'USD' },
        { paymentMethod: 'prepay', creditLimit: '5000.000000', currency: 'USD' },
      ],
    ]);
    expect(byKind('postpay')).toEqual([
      [
        { paymentMethod: 'prepay', creditLimit: '5000.000000', currency: 'USD', paymentTermsDays: 0 },
        { paymentMethod: 'postpay', creditLimit: '20000.000000', currency: 'USD', paymentTermsDays: 30 },
      ],
    ]);
    expect(byKind('method')).toEqual([[{ paymentMethod: 'postpay' }, { paymentMethod: 'prepay' }]]);
    expect(terms.creditHistory.map((row) => row.kind)).toEqual(['temporary', 'billChange', 'method', 'deferral', 'postpay', 'prepay']);
  });

  it('refuses to publish a credit apply whose limit is optional: a request could arrive without it', async () => {
    const optional: FormField = { key: 'limit', label: 'limit', type: 'money', required: false };
    const publish = w.publish([approver('finance', w.rule('finance'))], [CUSTOMER, optional], 'credit-prepay');
    await expect(publish).rejects.toThrow(/limit \(money\)/);
  });

  it('refuses to publish a method apply whose options the effect cannot apply', async () => {
    const publish = w.publish(
      [approver('finance', w.rule('finance'))],
      [CUSTOMER, select('method', ['prepay', 'barter'])],
      'credit-method',
    );
    await expect(publish).rejects.toThrow(/method \(select\)/);
  });

  it('refuses a temporary limit in another currency than the credit, and approves nothing', async () => {
    const processId = await w.publish(
      [approver('finance', w.rule('finance'))],
      [
        CUSTOMER,
        { key: 'tempLimit', label: 'x', type: 'money', required: true },
        { key: 'period', label: 'p', type: 'dateRange', required: true },
      ],
      'credit-temporary',
    );
    const id = await w.start('sales', processId, {
      customer: 'C900001',
      tempLimit: { amount: '100', currency: 'CNY' },
      period: { from: today(), to: today() },
    });
    const answer = await w.agree('finance', await w.task('finance', id));
    expect(answer.body).toMatchObject({ code: APP_CODES.VALIDATION, msg: '该客户的信用额度以 USD 计，临时额度须使用同一币种' });
    expect((await w.detail('sales', id)).status).toBe('running');
  });
});

describe('customer changes', () => {
  it('modify-client-source changes the source once and records it', async () => {
    const id = await approveTwice('modify-client-source', [CUSTOMER, select('source', ['self', 'referral', 'channel'])], {
      customer: 'C900001',
      source: 'referral',
    });
    expect((await termsOf('sales', 'C900001')).source).toBe('referral');
    const changes = await t.services.deps.db.select().from(customerChanges).where(eq(customerChanges.instanceId, id));
    expect(changes.map((row) => [row.field, row.before, row.after])).toEqual([['source', 'self', 'referral']]);
  });

  it('account-unsuspend reactivates a suspended account once', async () => {
    const db = t.services.deps.db;
    await db.update(customers).set({ accountStatus: 'suspended' }).where(eq(customers.code, 'C900001'));
    expect((await termsOf('sales', 'C900001')).accountStatus).toBe('suspended');
    const id = await approveTwice('account-unsuspend', [CUSTOMER], { customer: 'C900001' });
    expect((await termsOf('sales', 'C900001')).accountStatus).toBe('active');
    const changes = await db.select().from(customerChanges).where(eq(customerChanges.instanceId, id));
    expect(changes.map((row) => [row.field, row.before, row.after])).toEqual([['accountStatus', 'suspended', 'active']]);
  });

  it('sea-pick-cust-lead gives the open-sea customer to the applicant through the owner history', async () => {
    const db = t.services.deps.db;
    await w.addCustomer(900002, 'C900002');
    await db
      .update(customers)
      .set({ openSea: true, ownerStaffId: w.id('admin') })
      .where(eq(customers.id, 900002));
    await db
      .insert(customerOwners)
      .values({ customerId: 900002, staffId: w.id('admin'), deptId: 1, validFrom: '2026-01-01', validTo: null });
    expect((await w.call('sales', customerDetail, { query: { code: 'C900002' } })).body.code).toBe(APP_CODES.NOT_FOUND);
    await approveTwice('sea-pick-cust-lead', [CUSTOMER], { customer: 'C900002' });
    const detail = await w.ok<{
      profile: { ownerName: string; deptName: string };
      ownerHistory: { name: string; validFrom: string; validTo: string | null }[];
      terms: CustomerTerms;
    }>('sales', customerDetail, { query: { code: 'C900002' } });
    const today = shanghaiDate(t.clock.now());
    expect([detail.profile.ownerName, detail.profile.deptName, detail.terms.openSea]).toEqual(['李娜', '销售一部', false]);
    expect(detail.ownerHistory.map((row) => [row.name, row.validFrom, row.validTo])).toEqual([
      ['李娜', today, null],
      ['周启明', '2026-01-01', today],
    ]);
  });

  it('sea-pick-cust-lead refuses a customer no longer in the open sea', async () => {
    const processId = await w.publish([approver('finance', w.rule('finance'))], [CUSTOMER], 'sea-pick-cust-lead');
    const id = await w.start('sales2', processId, { customer: 'C900002' });
    const answer = await w.agree('finance', await w.task('finance', id));
    expect(answer.body).toMatchObject({ code: APP_CODES.CONFLICT, msg: '该客户已不在公海，无法领取；请驳回此申请' });
    expect((await w.detail('sales2', id)).status).toBe('running');
  });
});

describe('cross-dept-share', () => {
  const period = (from: number, to: number) => {
    const today = shanghaiDate(t.clock.now());
    return { from: addDays(today, from), to: addDays(today, to) };
  };
  const shareForm: FormField[] = [CUSTOMER, { key: 'period', label: '共享期间', type: 'dateRange', required: true }];

  beforeAll(async () => {
    const db = t.services.deps.db;
    const [sales2Dept] = await db.select({ id: departments.id }).from(departments).where(eq(departments.code, 'SALES2'));
    for (const [id, code] of [
      [900003, 'C900003'],
      [900004, 'C900004'],
    ] as const) {
      await w.addCustomer(id, code);
      await db
        .update(customers)
        .set({ ownerStaffId: w.id('sales2'), deptId: sales2Dept?.id ?? 0 })
        .where(eq(customers.id, id));
    }
  });

  it('lets the named department read the customer and its figures during the period, once', async () => {
    expect((await w.call('sales', customerDetail, { query: { code: 'C900003' } })).body.code).toBe(APP_CODES.NOT_FOUND);
    const withDept = [...shareForm, select('dept', ['SALES1', 'SALES2'])];
    const id = await approveTwice('cross-dept-share', withDept, { customer: 'C900003', dept: 'SALES1', period: period(-1, 5) }, 'sales2');
    // The performance and customer reads all take this scope: the owner's rule widened by the share.
    expect(await resolveDataScope(t.services.deps, w.id('sales'))).toEqual({
      kind: 'own',
      staffId: w.id('sales'),
      sharedCustomerIds: [900003],
    });
    const terms = await termsOf('sales', 'C900003');
    expect(terms.shares.map((share) => [share.deptName, share.validFrom, share.validTo, share.instanceId])).toEqual([
      ['销售一部', period(-1, 5).from, period(-1, 5).to, id],
    ]);
    const list = await w.ok<{ rows: { code: string }[] }>('sales', customerQuery, { body: { keyword: 'C90000' } });
    expect(list.rows.map((row) => row.code).sort()).toEqual(['C900001', 'C900002', 'C900003']);
  });

  it('shares with the applicant’s department when the form names none, and stops after the last day', async () => {
    await approveTwice('cross-dept-share', shareForm, { customer: 'C900004', period: period(-10, -1) });
    expect((await w.call('sales', customerDetail, { query: { code: 'C900004' } })).body.code).toBe(APP_CODES.NOT_FOUND);
  });
});
