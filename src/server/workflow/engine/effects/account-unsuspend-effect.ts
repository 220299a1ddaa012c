import { eq } from 'drizzle-orm';
import { customers } from '../../../db/schema/index';
import type { EngineRun } from '../engine-context';
import type { Effect } from './effect-registry';
import { recordCustomerChange, requestCustomer } from './effect-customer';

/** account/unsuspend: a suspended customer account is active again. */
export const unsuspendEffect: Effect = {
  name: 'account-unsuspend',
  title: { zh: '账户解除停用', en: 'Reactivate the customer account' },
  requires: [{ key: 'customer', type: 'customer' }],
  async apply(run: EngineRun) {
    const customer = await requestCustomer(run);
    // Reactivated by someone else meanwhile: nothing to change, nothing to record.
    if (customer.accountStatus === 'active') return { customerId: customer.id, changed: false };
    await run.tx.update(customers).set({ accountStatus: 'active' }).where(eq(customers.id, customer.id));
    await recordCustomerChange(run, customer.id, 'accountStatus', customer.accountStatus, 'active');
    return { customerId: customer.id, changed: true, before: customer.accountStatus, after: 'active' };
  },
};
