import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectProcess, operateAgree, operateInstanceDetail, operateStart, type InstanceDetail } from '../../src/shared/api/workflow-calls';
import { customerAccounts, customers, staff } from '../../src/server/db/schema/index';
import { callApi, signIn } from '../helpers/api';
import { dataOf } from '../helpers/business';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { idempotenceKey } from '../../src/shared/api/staff-calls';

/** The demo organisation's published processes: a newcomer can start a recharge and see it through. */
let t: TestApp;
const tokens = new Map<string, string>();
const token = (user: string) => tokens.get(user) ?? '';

beforeAll(async () => {
  t = await createTestApp({}, { seedScale: 0.01 });
  for (const user of ['sales', 'lead1', 'finance']) tokens.set(user, (await signIn(t, user)).token);
}, 180_000);
afterAll(async () => t.close());

const withKey = async (user: string) => ({
  token: token(user),
  headers: { 'X-Idempotence-Key': (await dataOf<{ key: string }>(t, idempotenceKey, {}, token(user))).key },
});

describe('seeded process definitions', () => {
  it('publishes every seeded process and runs a recharge through lead, finance and the ledger', async () => {
    const processes = await dataOf<{ id: number; code: string; version: number; groupName: string }[]>(
      t,
      selectProcess,
      {},
      token('sales'),
    );
    expect(processes.map((p) => [p.code, p.version, p.groupName])).toEqual([
      ['recharge', 1, '财务'],
      ['payment', 1, '财务'],
      ['prepay-credit', 1, '信用'],
      ['special-price', 1, '报价'],
      ['contract-seal', 1, '合同'],
      ['cross-dept-share', 1, '客户'],
    ]);
    const db = t.services.deps.db;
    const [sales] = await db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'sales'));
    const [customer] = await db
      .select()
      .from(customers)
      .where(eq(customers.ownerStaffId, sales?.id ?? 0))
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
    const [account] = await db
      .select()
      .from(customerAccounts)
      .where(eq(customerAccounts.customerId, customer?.id ?? 0));
    expect([account?.currency, account?.balance]).toEqual(['USD', '800.000000']);
  });
});
