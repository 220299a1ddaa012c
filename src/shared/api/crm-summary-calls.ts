import { z } from 'zod';
import { SIGNED_IN, defineCall } from './define-call';

/** CRM: the customer figures of the home summary (shell.md §1). */
export const customerStatisticsData = z.object({
  myCustomer: z.number().int().describe('Customers in scope (sales: owned now)'),
  todayCustomer: z.number().int().describe('Customers in scope created today or with send records today'),
  todaySend: z.number().int().describe('Today’s send records in scope'),
  newThisMonth: z.number().int(),
  activeLast30Days: z.number().int().describe('Customers in scope with traffic in the last 30 days'),
});
export type CustomerStatistics = z.infer<typeof customerStatisticsData>;

export const customerStatistics = defineCall({
  id: 'crm.customerStatistics',
  method: 'POST',
  effect: 'reads',
  path: '/v2/crm/index/customer/statistics',
  permission: SIGNED_IN,
  tag: 'crm',
  summary: 'Customer figures of the home summary, in the caller’s data scope',
  response: customerStatisticsData,
});
