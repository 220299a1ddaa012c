import { and, eq } from 'drizzle-orm';
import { shanghaiDate } from '../../shared/business/dates';
import { APP_CODES } from '../../shared/error-codes';
import type { AppDeps } from '../deps';
import { fitsInt4 } from '../db/int4';
import { customers, roles, staff, staffDepartments, staffRoles } from '../db/schema/index';
import type { DataScope } from '../business';
import { AppError, fail } from '../http/app-error';
import { moveCustomerOwner } from './customer-owner-history';

/**
 * Gives a customer a new owner from today (Asia/Shanghai). The owner history gets a new period;
 * facts already written keep the owner of their day, so last month's figures of both owners do
 * not move. Who may: 'all' scope any customer to any sales staff; a department lead within the
 * departments they lead (customer and new owner); 'own' scope nobody.
 */
export async function transferCustomer(deps: AppDeps, scope: DataScope, code: string, toStaffId: number) {
  if (scope.kind === 'own') throw new AppError(APP_CODES.FORBIDDEN, 'crm.transferScope', {}, 403);
  const today = shanghaiDate(deps.clock.now());
  return deps.db.transaction(async (tx) => {
    const [customer] = await tx.select().from(customers).where(eq(customers.code, code.toUpperCase())).for('update');
    if (!customer || (scope.kind === 'dept' && !scope.deptIds.includes(customer.deptId))) throw fail.notFound();
    // A staff id past the integer column is nobody, answered like any unknown id.
    const [target] = !fitsInt4(toStaffId)
      ? []
      : await tx
          .select({ id: staff.id, status: staff.status, deptId: staffDepartments.deptId })
          .from(staff)
          .innerJoin(staffDepartments, and(eq(staffDepartments.staffId, staff.id), eq(staffDepartments.primary, true)))
          .innerJoin(staffRoles, eq(staffRoles.staffId, staff.id))
          .innerJoin(roles, and(eq(roles.id, staffRoles.roleId), eq(roles.code, 'sales')))
          .where(eq(staff.id, toStaffId))
          .limit(1);
    if (!target || target.status !== 'active') throw fail.validationKey('crm.transferTarget', 'toStaffId');
    if (scope.kind === 'dept' && !scope.deptIds.includes(target.deptId))
      throw new AppError(APP_CODES.FORBIDDEN, 'crm.transferScope', {}, 403);
    if (customer.ownerStaffId === target.id) throw new AppError(APP_CODES.CONFLICT, 'crm.transferSameOwner', {}, 409);

    await moveCustomerOwner(tx, customer.id, { staffId: target.id, deptId: target.deptId }, today);
    return { code: customer.code, fromStaffId: customer.ownerStaffId, toStaffId: target.id, effectiveFrom: today };
  });
}
