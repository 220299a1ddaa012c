import { z } from 'zod';
import { SIGNED_IN, defineCall } from './define-call';
import { lineText } from './text-fields';

export interface MenuNode {
  id: number;
  name: string;
  nameEn: string;
  router: string | null;
  international: string;
  icon: string | null;
  webShowFlag: boolean;
  parentId: number | null;
  resourceId: number;
  resourceName: string;
  layoutName: string;
  active: boolean;
  children: MenuNode[];
}

/** Menu node of shell.md §3, with the English name the language switch needs. */
export const menuNode: z.ZodType<MenuNode> = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  router: z.string().nullable(),
  international: z.string().describe('Permission key'),
  icon: z.string().nullable(),
  webShowFlag: z.boolean(),
  parentId: z.number().int().nullable(),
  resourceId: z.number().int(),
  resourceName: z.string(),
  layoutName: z.string(),
  active: z.boolean(),
  get children() {
    return z.array(menuNode);
  },
});

/** Flattened resource entry (shell.md §3 "resource"). */
export const resourceEntry = z.object({
  id: z.number().int(),
  router: z.string(),
  name: z.string(),
  nameEn: z.string(),
  international: z.string(),
});
export type ResourceEntry = z.infer<typeof resourceEntry>;

export const userInfo = z.object({
  avatar: z.string().nullable(),
  jobNumber: z.string(),
  name: z.string(),
  userId: z.number().int(),
  staffId: z.number().int(),
  username: z.string(),
  jobTime: z.string().nullable().describe('Date the employee joined, YYYY-MM-DD'),
  deptNames: z.array(z.string()),
  userAuth: z.array(menuNode).describe('Menu tree'),
  resource: z.array(resourceEntry).describe('Flattened menu pages the user may open'),
  permissions: z.array(z.string()).describe('All permission keys: menus and buttons'),
  mustChangePassword: z
    .boolean()
    .optional()
    .describe('Set by an administrator (new account, reset): the person must choose a new password'),
});
export type UserInfo = z.infer<typeof userInfo>;

const mobileFlag = z.object({
  mobileFlag: z.enum(['true', 'false']).default('false').describe('Menus for the mobile app when true; the portal always sends false'),
});

export const getUserInfo = defineCall({
  id: 'staff.userInfo',
  method: 'GET',
  path: '/v2/sys/staff/overseas/getUserInfo',
  permission: SIGNED_IN,
  tag: 'staff',
  summary: 'The signed-in user: profile, menu tree, flattened resources and permission keys',
  response: userInfo,
});

export const getResourceByMenu = defineCall({
  id: 'staff.menu',
  method: 'GET',
  path: '/v2/sys/staff/overseas/getResourceByMenu',
  permission: SIGNED_IN,
  tag: 'staff',
  summary: 'The signed-in user’s menu tree',
  query: mobileFlag,
  response: z.array(menuNode),
});

export const getResourceByBtn = defineCall({
  id: 'staff.buttons',
  method: 'GET',
  path: '/v2/sys/staff/overseas/getResourceByBtn',
  permission: SIGNED_IN,
  tag: 'staff',
  summary: 'The signed-in user’s button permission keys',
  query: mobileFlag,
  response: z.array(z.string()),
});

/** The one password rule (form and server): 8–64 characters with letters and digits. */
export const newPassword = z
  .string()
  .min(8, 'auth.passwordWeak')
  .max(64, 'auth.passwordWeak')
  .regex(/[A-Za-z]/, 'auth.passwordWeak')
  .regex(/\d/, 'auth.passwordWeak');

/** The password being replaced: only its presence and size are checked here (the server verifies it). */
export const currentPassword = z.string().min(1, 'auth.oldPasswordMissing').max(64, 'auth.oldPasswordMissing');

export const changePasswordBody = z
  .object({ oldPassword: currentPassword, newPassword })
  .refine((body) => body.newPassword !== body.oldPassword, { message: 'auth.passwordSame', path: ['newPassword'] });

export const changePassword = defineCall({
  id: 'staff.changePassword',
  method: 'POST',
  effect: 'recorded-after',
  path: '/v2/sys/staff/user/changePassword',
  permission: SIGNED_IN,
  tag: 'staff',
  repeatCheck: true,
  summary: 'Change the signed-in user’s password; every session of the user ends',
  body: changePasswordBody,
  response: z.null(),
});

export const idempotenceKey = defineCall({
  id: 'staff.idempotence',
  method: 'GET',
  path: '/v2/sys/staff/common/request/idempotence',
  permission: SIGNED_IN,
  tag: 'staff',
  summary: 'A one-time submission id for calls flagged repeat-check (send it in X-Idempotence-Key)',
  response: z.object({ key: z.string() }),
});

export const staffOption = z.object({
  staffId: z.number().int(),
  name: z.string(),
  jobNumber: z.string(),
  deptNames: z.array(z.string()),
});
export type StaffOption = z.infer<typeof staffOption>;

export const staffSelect = defineCall({
  id: 'staff.select',
  method: 'GET',
  path: '/v2/sys/staff/select/staff',
  permission: SIGNED_IN,
  tag: 'staff',
  summary: 'Staff directory options, displayed as “name (jobNumber)”',
  query: z.object({
    keyword: lineText.trim().max(50).default(''),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.array(staffOption),
});
