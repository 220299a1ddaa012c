import { and, eq } from 'drizzle-orm';
import { customerChanges, customers, staffDepartments } from '../../../db/schema/index';
import type { EngineRun } from '../engine-context';

export type CustomerRow = typeof customers.$inferSelect;

/** A form value an effect requires; the registry made the form require it, so absence is a defect. */
export function requiredValue<T>(run: EngineRun, key: string): T {
  const value = (run.instance.formData as Record<string, unknown>)[key];
  if (value === undefined || value === null) throw new Error(`request ${run.instance.id} lacks the form field ${key}`);
  return value as T;
}

/** The request's customer (form field `customer`, a code), locked until the approval commits. */
export async function requestCustomer(run: EngineRun): Promise<CustomerRow> {
  const code = requiredValue<string>(run, 'customer');
  const [customer] = await run.tx.select().from(customers).where(eq(customers.code, code)).for('update');
  if (!customer) throw new Error(`request ${run.instance.id} names no customer`);
  return customer;
}

/** The applicant's primary department. */
export async function applicantDept(run: EngineRun): Promise<number | undefined> {
  const [row] = await run.tx
    .select({ deptId: staffDepartments.deptId })
    .from(staffDepartments)
    .where(and(eq(staffDepartments.staffId, run.instance.applicantStaffId), eq(staffDepartments.primary, true)));
  return row?.deptId;
}

/** One line of a customer's change history (source, open sea, account status). */
export async function recordCustomerChange(
  run: EngineRun,
  customerId: number,
  field: 'source' | 'openSea' | 'accountStatus',
  before: string,
  after: string,
): Promise<void> {
  await run.tx.insert(customerChanges).values({ customerId, field, before, after, instanceId: run.instance.id, createdAt: run.now });
}
