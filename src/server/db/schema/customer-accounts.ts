import { bigserial, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A customer's prepaid balance per currency; every change is a ledger row with the balance after it. */
export const customerAccounts = pgTable(
  'customer_accounts',
  {
    customerId: integer('customer_id').notNull(),
    currency: text('currency').notNull(),
    balance: numeric('balance', { precision: 20, scale: 6 }).notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.currency] })],
);

/** Balance history: one row per credit or debit; a source document credits at most once. */
export const customerAccountLedger = pgTable(
  'customer_account_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id').notNull(),
    currency: text('currency').notNull(),
    amount: numeric('amount', { precision: 20, scale: 6 }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 20, scale: 6 }).notNull(),
    /** What moved the balance, e.g. workflow:recharge. */
    source: text('source').notNull(),
    /** The approval request behind it, if any. */
    instanceId: integer('instance_id'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customer_account_ledger_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('customer_account_ledger_source_uq').on(t.source, t.instanceId),
  ],
);
