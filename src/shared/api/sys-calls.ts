import { PERMISSION_KEYS } from '../permissions';
import { z } from 'zod';
import { defineCall } from './define-call';
import { lineText } from './text-fields';

/** Keys of the pages these calls serve (derived from the route table by routes/menu-keys.ts). */
export const USER_ADMIN_KEY = PERMISSION_KEYS.userAdmin;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});

export const staffRow = z.object({
  staffId: z.number().int(),
  username: z.string(),
  name: z.string(),
  jobNumber: z.string(),
  deptNames: z.array(z.string()),
  roles: z.array(z.string()),
  status: z.enum(['active', 'disabled']),
  lockedUntil: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
});

export const staffPage = defineCall({
  id: 'sys.staffPage',
  method: 'POST',
  effect: 'reads',
  path: '/v2/sys/staff/user/page',
  permission: USER_ADMIN_KEY,
  tag: 'system',
  summary: 'Staff accounts with their roles, lock state and last sign-in (user administration)',
  body: pageQuery.extend({ keyword: lineText.trim().max(50).default('') }),
  response: z.object({ rows: z.array(staffRow), count: z.number().int() }),
});

export const deptSelect = defineCall({
  id: 'srm.deptSelect',
  method: 'GET',
  path: '/v2/srm/supplier/select/get/dept',
  permission: PERMISSION_KEYS.suppliers,
  tag: 'reference',
  summary: 'Departments for the supplier pages’ department filter',
  response: z.array(z.object({ deptId: z.number().int(), deptName: z.string(), deptNameEn: z.string() })),
});

export const currencyList = defineCall({
  id: 'fc.currencyList',
  method: 'GET',
  path: '/v2/fc/currency/list',
  permission: PERMISSION_KEYS.finance,
  tag: 'finance',
  summary: 'Settlement currencies (ISO 4217) with their decimal places',
  response: z.array(
    z.object({
      code: z.string(),
      nameZh: z.string(),
      nameEn: z.string(),
      symbol: z.string(),
      decimals: z.number().int(),
    }),
  ),
});
