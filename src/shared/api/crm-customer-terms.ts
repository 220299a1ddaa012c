import { z } from 'zod';
import { ACCOUNT_STATUSES, BILL_CYCLES, CUSTOMER_SOURCES, PAYMENT_METHODS } from '../business/customer-terms';

/** A customer's money and terms as approvals leave them (customer detail, application detail views). */

const decimal = z.string().describe('Decimal amount as text, e.g. 1500.000000');

export const accountBalance = z.object({ currency: z.string(), balance: decimal });

export const ledgerEntry = z.object({
  id: z.number().int(),
  createdAt: z.string().describe('ISO instant'),
  currency: z.string(),
  amount: decimal.describe('Credit (positive) or debit (negative)'),
  balanceAfter: decimal,
  source: z.string().describe('What moved the balance, e.g. workflow:recharge'),
  instanceId: z.number().int().nullable().describe('The approval request behind it'),
  note: z.string(),
});

export const creditTerms = z.object({
  currency: z.string(),
  creditLimit: decimal,
  tempLimit: decimal,
  tempFrom: z.string().nullable(),
  tempTo: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentTermsDays: z.number().int(),
  billCycle: z.enum(BILL_CYCLES),
  deferredUntil: z.string().nullable(),
});
export type CreditTerms = z.infer<typeof creditTerms>;

/** A customer without credit terms yet: prepaid, no limit (amounts at the database's scale). */
export const NO_CREDIT: CreditTerms = {
  currency: 'USD',
  creditLimit: '0.000000',
  tempLimit: '0.000000',
  tempFrom: null,
  tempTo: null,
  paymentMethod: 'prepay',
  paymentTermsDays: 0,
  billCycle: 'month',
  deferredUntil: null,
};

export const CREDIT_KINDS = ['prepay', 'postpay', 'deferral', 'method', 'billChange', 'temporary'] as const;

export const creditChange = z.object({
  id: z.number().int(),
  kind: z.enum(CREDIT_KINDS),
  before: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  after: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  instanceId: z.number().int().nullable(),
  createdAt: z.string(),
});

export const customerShare = z.object({
  deptId: z.number().int(),
  deptName: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  instanceId: z.number().int().nullable(),
});

export const customerTerms = z.object({
  source: z.enum(CUSTOMER_SOURCES),
  openSea: z.boolean(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  balances: z.array(accountBalance).describe('Prepaid balance per currency'),
  ledger: z.array(ledgerEntry).describe('Balance history, newest first (at most 50)'),
  credit: creditTerms,
  creditHistory: z.array(creditChange).describe('Credit changes, newest first (at most 50)'),
  shares: z.array(customerShare).describe('Departments the customer is shared with, latest period first'),
});
export type CustomerTerms = z.infer<typeof customerTerms>;
