import { PERMISSION_KEYS } from '../permissions';
import { z } from 'zod';
import { creditTerms, customerTerms } from './crm-customer-terms';
import { defineCall } from './define-call';
import { lineText } from './text-fields';

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
  effect: 'reads',
  path: '/v2/crm/customer/query',
  permission: PERMISSION_KEYS.crm,
  tag: 'crm',
  summary: 'Customers in the caller’s data scope, filtered and paged',
  body: z.object({
    keyword: lineText.trim().max(100).default('').describe('Part of the customer code or name'),
    type: customerType.optional(),
    ownerStaffId: z.number().int().positive().optional(),
    country: z.string().length(2).toUpperCase().optional(),
    level: lineText.max(10).optional(),
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

export const ownerPeriod = z.object({
  staffId: z.number().int(),
  name: z.string(),
  jobNumber: z.string(),
  deptId: z.number().int(),
  deptName: z.string(),
  validFrom: z.string().describe('First business day of this owner, YYYY-MM-DD'),
  validTo: z.string().nullable().describe('First business day of the next owner; null = current owner'),
});

export const customerDailyRow = z.object({
  date: z.string(),
  product: z.string(),
  volume: z.number().int(),
  successCount: z.number().int(),
  revenue: z.string(),
  cost: z.string(),
  profit: z.string(),
});

/** The customer's terms as the detail page answers them: credit is null for a person whose field rights hide it. */
export const customerDetailTerms = customerTerms.extend({ credit: creditTerms.nullable() });
export type CustomerDetailTerms = z.infer<typeof customerDetailTerms>;

export const customerDetail = defineCall({
  id: 'crm.customerDetail',
  method: 'GET',
  path: '/v2/crm/customer/detail',
  permission: PERMISSION_KEYS.crm,
  tag: 'crm',
  summary: 'A customer in the caller’s scope: profile, owner history and the last 30 days by product',
  shapedByRights: true,
  query: z.object({ code: lineText.trim().min(1).max(32) }),
  response: z.object({
    profile: customerRow,
    ownerHistory: z.array(ownerPeriod),
    last30Days: z.object({
      from: z.string(),
      to: z.string(),
      rows: z.array(customerDailyRow).describe('One row per day and product with traffic, in the caller’s fact scope'),
    }),
    terms: customerDetailTerms.describe(
      'Source, account balance with its ledger, credit terms with their history, department shares. A part the caller’s field rights hide is left out: no balances or ledger, credit null and no credit history.',
    ),
  }),
});

export const customerTransfer = defineCall({
  id: 'crm.customerTransfer',
  method: 'POST',
  path: '/v2/crm/customer/transfer',
  permission: PERMISSION_KEYS.crm,
  tag: 'crm',
  repeatCheck: true,
  summary: 'Give a customer a new owner from today; earlier days keep their owner (admin: any; department lead: within the department)',
  body: z.object({
    code: lineText.trim().min(1).max(32),
    toStaffId: z.number().int().positive(),
  }),
  response: z.object({ code: z.string(), fromStaffId: z.number().int(), toStaffId: z.number().int(), effectiveFrom: z.string() }),
});

// The home summary's call lives on its own, so the shell does not build the schemas of the rest.
export * from './crm-summary-calls';
