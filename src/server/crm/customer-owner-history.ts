import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { customerOwners, customers } from '../db/schema/index';

/**
 * Gives a customer a new owner from `today` (a Shanghai business day): the current owner period
 * ends there and a new one starts, so facts already written keep the owner of their day. An owned
 * customer is no longer in the open sea.
 */
export async function moveCustomerOwner(tx: Db, customerId: number, owner: { staffId: number; deptId: number }, today: string) {
  const [current] = await tx
    .select()
    .from(customerOwners)
    .where(and(eq(customerOwners.customerId, customerId), isNull(customerOwners.validTo)));
  if (current && current.validFrom >= today) {
    // A second change on the same day replaces that day's new owner: no empty period.
    await tx.update(customerOwners).set({ staffId: owner.staffId, deptId: owner.deptId }).where(eq(customerOwners.id, current.id));
  } else {
    if (current) await tx.update(customerOwners).set({ validTo: today }).where(eq(customerOwners.id, current.id));
    await tx.insert(customerOwners).values({ customerId, staffId: owner.staffId, deptId: owner.deptId, validFrom: today, validTo: null });
  }
  await tx.update(customers).set({ ownerStaffId: owner.staffId, deptId: owner.deptId, openSea: false }).where(eq(customers.id, customerId));
}
