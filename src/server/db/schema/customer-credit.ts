import { bigserial, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A customer's credit terms as the credit approvals left them; the history says who changed what. */
export const customerCredit = pgTable('customer_credit', {
  customerId: integer('customer_id').primaryKey(),
  currency: text('currency').notNull().default('USD'),
  creditLimit: numeric('credit_limit', { precision: 20, scale: 6 }).notNull().default('0'),
  /** A temporary extra limit, valid on the business days [temp_from, temp_to]. */
  tempLimit: numeric('temp_limit', { precision: 20, scale: 6 }).notNull().default('0'),
  tempFrom: date('temp_from'),
  tempTo: date('temp_to'),
  /** prepay | postpay */
  paymentMethod: text('payment_method').notNull().default('prepay'),
  paymentTermsDays: integer('payment_terms_days').notNull().default(0),
  /** month | halfMonth | week */
  billCycle: text('bill_cycle').notNull().default('month'),
  /** Payment due date moved by a deferral (回款延期). */
  deferredUntil: date('deferred_until'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** One row per credit change: the fields before and after, and the approval behind it. */
export const customerCreditHistory = pgTable(
  'customer_credit_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id').notNull(),
    /** The credit apply that made it: prepay | postpay | deferral | method | billChange | temporary */
    kind: text('kind').notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    instanceId: integer('instance_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customer_credit_history_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('customer_credit_history_instance_uq').on(t.instanceId, t.kind),
  ],
);
