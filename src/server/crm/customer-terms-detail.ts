import { and, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { NO_CREDIT, type CustomerTerms } from '../../shared/api/crm-customer-terms';
import type { Db } from '../db/database';
import {
  customerAccountLedger,
  customerAccounts,
  customerCredit,
  customerCreditHistory,
  customerShares,
  departments,
} from '../db/schema/index';

/** How many ledger and credit-history rows a detail shows (newest first). */
const HISTORY_ROWS = 50;

type TermsCustomer = { id: number; source: string; openSea: boolean; accountStatus: string };

/**
 * What approvals changed on a customer: balances and ledger, credit and its history, shares. With
 * `instanceId`, the ledger, history and shares are only the rows that request wrote.
 */
export async function customerTermsOf(db: Db, customer: TermsCustomer, instanceId?: number): Promise<CustomerTerms> {
  const only = (column: AnyPgColumn) => (instanceId === undefined ? undefined : eq(column, instanceId));
  const balances = await db
    .select({ currency: customerAccounts.currency, balance: customerAccounts.balance })
    .from(customerAccounts)
    .where(eq(customerAccounts.customerId, customer.id))
    .orderBy(customerAccounts.currency);
  const ledger = await db
    .select()
    .from(customerAccountLedger)
    .where(and(eq(customerAccountLedger.customerId, customer.id), only(customerAccountLedger.instanceId)))
    .orderBy(desc(customerAccountLedger.createdAt), desc(customerAccountLedger.id))
    .limit(HISTORY_ROWS);
  const [credit] = await db.select().from(customerCredit).where(eq(customerCredit.customerId, customer.id));
  const history = await db
    .select()
    .from(customerCreditHistory)
    .where(and(eq(customerCreditHistory.customerId, customer.id), only(customerCreditHistory.instanceId)))
    .orderBy(desc(customerCreditHistory.createdAt), desc(customerCreditHistory.id))
    .limit(HISTORY_ROWS);
  const shares = await db
    .select({ share: customerShares, deptName: departments.name })
    .from(customerShares)
    .innerJoin(departments, eq(departments.id, customerShares.deptId))
    .where(and(eq(customerShares.customerId, customer.id), only(customerShares.instanceId)))
    .orderBy(desc(customerShares.validTo), desc(customerShares.id));
  return {
    source: customer.source as CustomerTerms['source'],
    openSea: customer.openSea,
    accountStatus: customer.accountStatus as CustomerTerms['accountStatus'],
    balances,
    ledger: ledger.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      currency: row.currency,
      amount: row.amount,
      balanceAfter: row.balanceAfter,
      source: row.source,
      instanceId: row.instanceId,
      note: row.note,
    })),
    credit: credit
      ? {
          currency: credit.currency,
          creditLimit: credit.creditLimit,
          tempLimit: credit.tempLimit,
          tempFrom: credit.tempFrom,
          tempTo: credit.tempTo,
          paymentMethod: credit.paymentMethod as CustomerTerms['credit']['paymentMethod'],
          paymentTermsDays: credit.paymentTermsDays,
          billCycle: credit.billCycle as CustomerTerms['credit']['billCycle'],
          deferredUntil: credit.deferredUntil,
        }
      : NO_CREDIT,
    creditHistory: history.map((row) => ({
      id: row.id,
      kind: row.kind as CustomerTerms['creditHistory'][number]['kind'],
      before: row.before as Record<string, string | number | null>,
      after: row.after as Record<string, string | number | null>,
      instanceId: row.instanceId,
      createdAt: row.createdAt.toISOString(),
    })),
    shares: shares.map(({ share, deptName }) => ({
      deptId: share.deptId,
      deptName,
      validFrom: share.validFrom,
      validTo: share.validTo,
      instanceId: share.instanceId,
    })),
  };
}
