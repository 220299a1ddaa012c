import { z } from 'zod';
import { defineCall } from './define-call';

/**
 * Customers (CRM). Declared ahead of their implementation because the command palette's `#`
 * search and the business pages both depend on them. Every answer is limited to the caller's data
 * scope: sales see the customers they own now, a department lead the department's, admin and
 * finance all.
 */
export const CUSTOMER_TYPES = ['c', 'r'] as const;
export const customerType = z.enum(CUSTOMER_TYPES).describe('c = direct (c-end), r = reseller/agent (r-end)');

export const customerRow = z.object({
  code: z.string(),
  name: z.string(),
  type: customerType,
  country: z.string().describe('ISO 3166-1 alpha-2'),
  countryName: z.string(),
  countryNameEn: z.string(),
  ownerStaffId: z.number().int(),
  ownerName: z.string(),
  ownerJobNumber: z.string(),
  deptId: z.number().int(),
  deptName: z.string(),
  level: z.string().describe('Customer level, e.g. A/B/C/D'),
  createdAt: z.string().describe('ISO date-time'),
});
export type CustomerRow = z.infer<typeof customerRow>;

export const customerQuery = defineCall({
  id: 'crm.customerQuery',
  method: 'POST',
  path: '/v2/crm/customer/query',
  permission: 'CRM',
  tag: 'crm',
  summary: 'Customers in the caller’s data scope, filtered and paged',
  body: z.object({
    keyword: z.string().trim().max(100).default('').describe('Part of the customer code or name'),
    type: customerType.optional(),
    ownerStaffId: z.number().int().positive().optional(),
    country: z.string().length(2).toUpperCase().optional(),
    level: z.string().max(10).optional(),
    sort: z
      .object({
        field: z.enum(['code', 'name', 'createdAt', 'level']),
        order: z.enum(['asc', 'desc']).default('asc'),
      })
      .optional(),
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(200).default(20),
  }),
  response: z.object({ rows: z.array(customerRow), count: z.number().int() }),
});
