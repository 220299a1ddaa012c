import { shanghaiDate } from '../../../../shared/business/dates';
import { APP_CODES } from '../../../../shared/error-codes';
import { moveCustomerOwner } from '../../../crm/index';
import { AppError } from '../../../http/app-error';
import type { EngineRun } from '../engine-context';
import type { Effect } from './effect-registry';
import { applicantDept, recordCustomerChange, requestCustomer } from './effect-customer';

/** sea-pick-cust-lead: the open-sea customer becomes the applicant's from the approval's day. */
export const seaPickEffect: Effect = {
  name: 'sea-pick-cust-lead',
  title: { zh: '公海客户领取', en: 'Assign the open-sea customer to the applicant' },
  requires: [{ key: 'customer', type: 'customer' }],
  async apply(run: EngineRun) {
    const customer = await requestCustomer(run);
    // Someone else picked it (or it was assigned) while this request waited: the approval cannot give it twice.
    if (!customer.openSea) throw new AppError(APP_CODES.CONFLICT, 'workflow.seaPickTaken', {}, 409);
    const staffId = run.instance.applicantStaffId;
    const deptId = (await applicantDept(run)) ?? customer.deptId;
    const today = shanghaiDate(run.now);
    await moveCustomerOwner(run.tx, customer.id, { staffId, deptId }, today);
    await recordCustomerChange(run, customer.id, 'openSea', 'true', 'false');
    return { customerId: customer.id, fromStaffId: customer.ownerStaffId, toStaffId: staffId, effectiveFrom: today };
  },
};
