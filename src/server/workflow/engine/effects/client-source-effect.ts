import { eq } from 'drizzle-orm';
import { CUSTOMER_SOURCES } from '../../../../shared/business/customer-terms';
import { customers } from '../../../db/schema/index';
import type { EngineRun } from '../engine-context';
import type { Effect } from './effect-registry';
import { recordCustomerChange, requestCustomer, requiredValue } from './effect-customer';

/** modify-client-source: the customer's source becomes the one the request names. */
export const clientSourceEffect: Effect = {
  name: 'modify-client-source',
  title: { zh: '修改客户来源', en: 'Change the customer source' },
  requires: [
    { key: 'customer', type: 'customer' },
    { key: 'source', type: 'select', options: CUSTOMER_SOURCES },
  ],
  async apply(run: EngineRun) {
    const customer = await requestCustomer(run);
    const source = requiredValue<string>(run, 'source');
    await run.tx.update(customers).set({ source }).where(eq(customers.id, customer.id));
    await recordCustomerChange(run, customer.id, 'source', customer.source, source);
    return { customerId: customer.id, before: customer.source, after: source };
  },
};
