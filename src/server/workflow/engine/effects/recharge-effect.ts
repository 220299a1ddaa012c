import { eq, sql } from 'drizzle-orm';
import type { MoneyValue } from '../../../../shared/api/workflow-form';
import { customerAccountLedger, customerAccounts, customers } from '../../../db/schema/index';
import type { EngineRun } from '../engine-context';
import type { Effect } from './effect-registry';

/** Recharge: credits the customer's account in the request's currency and writes the ledger row. */
export const rechargeEffect: Effect = {
  name: 'recharge',
  title: { zh: '充值入账', en: 'Credit the customer account' },
  requires: [
    { key: 'customer', type: 'customer' },
    { key: 'amount', type: 'money' },
  ],
  async apply(run: EngineRun) {
    const data = run.instance.formData as { customer?: string; amount?: MoneyValue };
    if (!data.customer || !data.amount) throw new Error(`recharge request ${run.instance.id} lacks customer or amount`);
    const [customer] = await run.tx.select({ id: customers.id }).from(customers).where(eq(customers.code, data.customer));
    if (!customer) throw new Error(`recharge request ${run.instance.id} names no customer`);
    const { amount, currency } = data.amount;
    const [account] = await run.tx
      .insert(customerAccounts)
      .values({ customerId: customer.id, currency, balance: amount, updatedAt: run.now })
      .onConflictDoUpdate({
        target: [customerAccounts.customerId, customerAccounts.currency],
        set: { balance: sql`${customerAccounts.balance} + ${amount}::numeric`, updatedAt: run.now },
      })
      .returning({ balance: customerAccounts.balance });
    if (!account) throw new Error('account upsert returned nothing');
    await run.tx.insert(customerAccountLedger).values({
      customerId: customer.id,
      currency,
      amount,
      balanceAfter: account.balance,
      source: 'workflow:recharge',
      instanceId: run.instance.id,
      note: run.instance.title,
      createdAt: run.now,
    });
    return { customerId: customer.id, currency, amount, balanceAfter: account.balance };
  },
};
