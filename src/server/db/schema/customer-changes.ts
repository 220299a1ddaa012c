import { bigserial, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Another department's read scope on a customer for the business days [valid_from, valid_to]. */
export const customerShares = pgTable(
  'customer_shares',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    deptId: integer('dept_id').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    instanceId: integer('instance_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('customer_shares_dept_idx').on(t.deptId, t.validTo), index('customer_shares_customer_idx').on(t.customerId)],
);

/** History of a customer's source, open-sea state and account status: value before and after. */
export const customerChanges = pgTable(
  'customer_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id').notNull(),
    /** source | openSea | accountStatus */
    field: text('field').notNull(),
    before: text('before').notNull(),
    after: text('after').notNull(),
    instanceId: integer('instance_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('customer_changes_customer_idx').on(t.customerId, t.createdAt)],
);
