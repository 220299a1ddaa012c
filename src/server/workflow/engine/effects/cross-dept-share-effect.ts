import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { dateRangeValue } from '../../../../shared/api/workflow-form';
import { customerShares, departments } from '../../../db/schema/index';
import { workflowFail } from '../../workflow-errors';
import type { EngineRun } from '../engine-context';
import type { Effect } from './effect-registry';
import { applicantDept, requestCustomer, requiredValue } from './effect-customer';

/** The department the request shares with: its `dept` field (a department code), else the applicant's. */
async function sharedDept(run: EngineRun): Promise<number> {
  const code = (run.instance.formData as Record<string, unknown>).dept;
  if (typeof code === 'string') {
    const [dept] = await run.tx.select({ id: departments.id }).from(departments).where(eq(departments.code, code));
    if (!dept) throw workflowFail.invalid('formData.dept', 'workflow.unknownReference');
    return dept.id;
  }
  const own = await applicantDept(run);
  if (own === undefined) throw workflowFail.invalid('formData.dept', 'workflow.unknownReference');
  return own;
}

/**
 * cross-dept-share: the department (form field `dept`, a department code; without one, the
 * applicant's) may read the customer — profile, figures — on the business days of the requested
 * period; the data scope stops honouring it after the last day.
 */
export const crossDeptShareEffect: Effect = {
  name: 'cross-dept-share',
  title: { zh: '跨部门共享客户', en: 'Share the customer with another department' },
  requires: [
    { key: 'customer', type: 'customer' },
    { key: 'period', type: 'dateRange' },
  ],
  async apply(run: EngineRun) {
    const customer = await requestCustomer(run);
    const period = requiredValue<z.infer<typeof dateRangeValue>>(run, 'period');
    const deptId = await sharedDept(run);
    await run.tx.insert(customerShares).values({
      customerId: customer.id,
      deptId,
      validFrom: period.from,
      validTo: period.to,
      instanceId: run.instance.id,
      createdAt: run.now,
    });
    return { customerId: customer.id, deptId, validFrom: period.from, validTo: period.to };
  },
};
