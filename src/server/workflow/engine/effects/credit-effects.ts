import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { NO_CREDIT } from '../../../../shared/api/crm-customer-terms';
import type { dateRangeValue, MoneyValue } from '../../../../shared/api/workflow-form';
import { BILL_CYCLES, PAYMENT_METHODS } from '../../../../shared/business/customer-terms';
import { APP_CODES } from '../../../../shared/error-codes';
import { customerCredit, customerCreditHistory } from '../../../db/schema/index';
import { AppError } from '../../../http/app-error';
import type { EngineRun } from '../engine-context';
import type { Effect } from './effect-registry';
import { requestCustomer, requiredValue } from './effect-customer';

type CreditRow = typeof customerCredit.$inferSelect;
type CreditTerms = Omit<CreditRow, 'customerId' | 'updatedAt'>;

interface CreditApply {
  kind: string;
  title: Effect['title'];
  requires: Effect['requires'];
  /** The terms the request sets, from its form and the customer's current terms. */
  change(run: EngineRun, current: CreditTerms): Partial<CreditTerms>;
}

const customerField = { key: 'customer', type: 'customer' } as const;
const billCycleField = { key: 'billCycle', type: 'select', options: BILL_CYCLES } as const;

/** A limit in another currency than the one the customer's credit is kept in cannot be added to it. */
function sameCurrency(current: CreditTerms, money: MoneyValue, field: string): void {
  if (Number(current.creditLimit) !== 0 && current.currency !== money.currency) {
    throw new AppError(APP_CODES.VALIDATION, 'workflow.creditCurrency', { currency: current.currency }, 400, { field });
  }
}

/** A postpaid apply may also set the billing cycle, when its form asks for one. */
function billCycleIfGiven(run: EngineRun): Partial<CreditTerms> {
  const cycle = (run.instance.formData as Record<string, unknown>).billCycle;
  return typeof cycle === 'string' && (BILL_CYCLES as readonly string[]).includes(cycle) ? { billCycle: cycle } : {};
}

/** The credit applies of the credit-apply group (/general/process/credit-apply/…). */
const CREDIT_APPLIES: CreditApply[] = [
  {
    kind: 'prepay',
    title: { zh: '预付信用额度', en: 'Prepaid credit limit' },
    requires: [customerField, { key: 'limit', type: 'money' }],
    change: (run) => {
      const limit = requiredValue<MoneyValue>(run, 'limit');
      return { paymentMethod: 'prepay', creditLimit: limit.amount, currency: limit.currency };
    },
  },
  {
    kind: 'postpay',
    title: { zh: '后付信用额度与账期', en: 'Postpaid credit limit and terms' },
    requires: [customerField, { key: 'limit', type: 'money' }, { key: 'termsDays', type: 'number' }],
    change: (run) => {
      const limit = requiredValue<MoneyValue>(run, 'limit');
      return {
        paymentMethod: 'postpay',
        creditLimit: limit.amount,
        currency: limit.currency,
        paymentTermsDays: Math.round(requiredValue<number>(run, 'termsDays')),
        ...billCycleIfGiven(run),
      };
    },
  },
  {
    kind: 'deferral',
    title: { zh: '回款延期', en: 'Payment deferral' },
    requires: [customerField, { key: 'deferredUntil', type: 'date' }],
    change: (run) => ({ deferredUntil: requiredValue<string>(run, 'deferredUntil') }),
  },
  {
    kind: 'method',
    title: { zh: '付款方式变更', en: 'Payment method change' },
    requires: [customerField, { key: 'method', type: 'select', options: PAYMENT_METHODS }],
    change: (run) => ({ paymentMethod: requiredValue<string>(run, 'method') }),
  },
  {
    kind: 'billChange',
    title: { zh: '账单周期变更', en: 'Billing cycle change' },
    requires: [customerField, billCycleField],
    change: (run) => ({ billCycle: requiredValue<string>(run, 'billCycle') }),
  },
  {
    kind: 'temporary',
    title: { zh: '临时信用额度', en: 'Temporary credit limit' },
    requires: [customerField, { key: 'tempLimit', type: 'money' }, { key: 'period', type: 'dateRange' }],
    change: (run, current) => {
      const limit = requiredValue<MoneyValue>(run, 'tempLimit');
      sameCurrency(current, limit, 'formData.tempLimit');
      const period = requiredValue<z.infer<typeof dateRangeValue>>(run, 'period');
      return { tempLimit: limit.amount, currency: limit.currency, tempFrom: period.from, tempTo: period.to };
    },
  },
];

/** Service name of a credit apply, e.g. credit-bill-change for billChange. */
export const creditServiceName = (kind: string) => `credit-${kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** Writes the new terms and one history row with the fields before and after. */
async function applyCredit(spec: CreditApply, run: EngineRun) {
  const customer = await requestCustomer(run);
  const [row] = await run.tx.select().from(customerCredit).where(eq(customerCredit.customerId, customer.id)).for('update');
  const current: CreditTerms = row ?? NO_CREDIT;
  const change = spec.change(run, current);
  const keys = Object.keys(change) as (keyof CreditTerms)[];
  const [saved] = await run.tx
    .insert(customerCredit)
    .values({ ...current, ...change, customerId: customer.id, updatedAt: run.now })
    .onConflictDoUpdate({ target: customerCredit.customerId, set: { ...change, updatedAt: run.now } })
    .returning();
  if (!saved) throw new Error('credit upsert returned nothing');
  // Both sides as the database keeps them (numeric scale), so the history compares like with like.
  const before = Object.fromEntries(keys.map((key) => [key, current[key]]));
  const after = Object.fromEntries(keys.map((key) => [key, saved[key]]));
  await run.tx
    .insert(customerCreditHistory)
    .values({ customerId: customer.id, kind: spec.kind, before, after, instanceId: run.instance.id, createdAt: run.now });
  return { customerId: customer.id, kind: spec.kind, before, after };
}

export const CREDIT_EFFECTS: Effect[] = CREDIT_APPLIES.map((spec) => ({
  name: creditServiceName(spec.kind),
  title: spec.title,
  requires: spec.requires,
  apply: (run) => applyCredit(spec, run),
}));
