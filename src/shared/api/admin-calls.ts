import { z } from 'zod';
import { PERMISSION_KEYS } from '../permissions';
import { defineCall } from './define-call';
import { PUSH_EVENTS } from './message-calls';
import { lineText } from './text-fields';
import { newPassword } from './staff-calls';

/**
 * Administration calls (sections.md §2 Settings → 权限与账号): staff accounts and system roles with
 * their grants and data scope. Users are served by the 用户管理 page key, roles and grants by the
 * 角色管理 page key: only holders of those settings grants may read or change them.
 */

const PREFIX = '/v2/sys/staff';
const TAG = 'administration';
/** Record ids are PostgreSQL integers: a larger number names nothing and must not reach SQL. */
const id = z.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ids = z.array(id).max(500);
const paging = { page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(100).default(20) };
const name = lineText.trim().min(1).max(60);
const code = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .regex(/^[a-z][a-z0-9_-]*$/, 'admin.codeFormat')
  .meta({ pattern: '^[a-z][a-z0-9_-]{1,39}$' });
const username = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .regex(/^[A-Za-z][A-Za-z0-9._-]*$/, 'admin.usernameFormat')
  .meta({ pattern: '^[A-Za-z][A-Za-z0-9._-]{1,39}$' });
const email = z.string().trim().max(254).email().or(z.literal('')).default('');
const mobile = z
  .string()
  .trim()
  .max(20)
  .regex(/^\+?[0-9 -]*$/, 'admin.mobileFormat')
  .meta({ pattern: '^[0-9]{0,15}$' })
  .default('');

/** all: every record; dept: the departments one belongs to and everything under them; own: one's own. */
export const DATA_SCOPES = ['all', 'dept', 'own'] as const;
export type DataScopeKind = (typeof DATA_SCOPES)[number];

export const STAFF_STATUSES = ['active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** The push event every open tab receives after a grant, role or account change: it reloads its menu and rights. */
export const GRANTS_EVENT = PUSH_EVENTS.grants;
export interface GrantsPush {
  event: typeof GRANTS_EVENT;
  grantsVersion: number;
}

const named = z.object({ id: z.number().int(), name: z.string(), nameEn: z.string() });

export const adminUserRow = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  nameEn: z.string(),
  jobNumber: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  status: z.enum(STAFF_STATUSES),
  /** Locked by failed passwords until this instant (null: not locked). */
  lockedUntil: z.string().nullable(),
  mustChangePassword: z.boolean(),
  lastLoginAt: z.string().nullable(),
  roles: z.array(named),
  departments: z.array(named),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const userQuery = defineCall({
  id: 'admin.userQuery',
  method: 'POST',
  path: `${PREFIX}/admin/user/query`,
  permission: PERMISSION_KEYS.userAdmin,
  tag: TAG,
  summary: 'Staff accounts, paged; filter by one account (id), name, username or job number, status, role and department',
  body: z.object({
    ...paging,
    id: id.optional(),
    keyword: lineText.trim().max(60).optional(),
    status: z.enum(STAFF_STATUSES).optional(),
    roleId: id.optional(),
    deptId: id.optional(),
  }),
  response: z.object({ rows: z.array(adminUserRow), count: z.number().int() }),
});

export const userOptions = defineCall({
  id: 'admin.userOptions',
  method: 'GET',
  path: `${PREFIX}/admin/user/options`,
  permission: PERMISSION_KEYS.userAdmin,
  tag: TAG,
  summary: 'The roles and departments an account may be given',
  response: z.object({
    roles: z.array(named.extend({ code: z.string() })),
    departments: z.array(named.extend({ parentId: z.number().int().nullable() })),
  }),
});

const profile = {
  name,
  nameEn: name,
  jobNumber: lineText.trim().min(1).max(20),
  email,
  mobile,
  roleIds: ids.min(1, 'admin.roleRequired'),
  deptIds: ids.min(1, 'admin.deptRequired'),
};

export const userCreateBody = z.object({ username, password: newPassword, ...profile });
export const userCreate = defineCall({
  id: 'admin.userCreate',
  method: 'POST',
  path: `${PREFIX}/admin/user/create`,
  permission: PERMISSION_KEYS.userAdmin,
  tag: TAG,
  summary: 'Creates an account with a first password; the person must choose their own at the first sign-in',
  body: userCreateBody,
  response: adminUserRow,
});

export const userUpdateBody = z.object({ id, ...profile });
export const userUpdate = defineCall({
  id: 'admin.userUpdate',
  method: 'POST',
  path: `${PREFIX}/admin/user/update`,
  permission: PERMISSION_KEYS.userAdmin,
  tag: TAG,
  summary: 'Edits an account: names, job number, contact, roles and departments',
  body: userUpdateBody,
  response: adminUserRow,
});

export const userStatus = defineCall({
  id: 'admin.userStatus',
  method: 'POST',
  path: `${PREFIX}/admin/user/status`,
  permission: PERMISSION_KEYS.userAdmin,
  tag: TAG,
  summary: 'Disables an account (every session of it ends at once) or enables it again',
  body: z.object({ id, status: z.enum(STAFF_STATUSES) }),
  response: adminUserRow,
});

export const userUnlock = defineCall({
  id: 'admin.userUnlock',
  method: 'POST',
  path: `${PREFIX}/admin/user/unlock`,
  permission: PERMISSION_KEYS.userAdmin,
  tag: TAG,
  summary: 'Lifts a lock set by failed passwords and clears the count',
  body: z.object({ id }),
  response: adminUserRow,
});

export const userResetPasswordBody = z.object({ id, password: newPassword });
export const userResetPassword = defineCall({
  id: 'admin.userResetPassword',
  method: 'POST',
  path: `${PREFIX}/admin/user/resetPassword`,
  permission: PERMISSION_KEYS.userAdmin,
  tag: TAG,
  summary: 'Sets a new password that must be changed at the next sign-in; open sessions end',
  body: userResetPasswordBody,
  response: adminUserRow,
});

// ——— Roles ———

export const adminRoleRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  dataScope: z.enum(DATA_SCOPES),
  /** How many people hold the role. */
  holders: z.number().int(),
  /** How many menu and button nodes it grants. */
  grants: z.number().int(),
});
export type AdminRoleRow = z.infer<typeof adminRoleRow>;

export const roleList = defineCall({
  id: 'admin.roleList',
  method: 'GET',
  path: `${PREFIX}/admin/role/list`,
  permission: PERMISSION_KEYS.roleAdmin,
  tag: TAG,
  summary: 'Every system role with its data scope, holder count and grant count',
  response: z.array(adminRoleRow),
});

export const roleSaveBody = z.object({
  id: id.optional(),
  code,
  name,
  nameEn: name,
  description: lineText.trim().max(200).default(''),
  dataScope: z.enum(DATA_SCOPES),
});
export const roleSave = defineCall({
  id: 'admin.roleSave',
  method: 'POST',
  path: `${PREFIX}/admin/role/save`,
  permission: PERMISSION_KEYS.roleAdmin,
  tag: TAG,
  summary: 'Creates a role (no id) or edits one: code, names, description and data scope',
  body: roleSaveBody,
  response: adminRoleRow,
});

export const roleCopyBody = z.object({ id, code, name, nameEn: name });
export const roleCopy = defineCall({
  id: 'admin.roleCopy',
  method: 'POST',
  path: `${PREFIX}/admin/role/copy`,
  permission: PERMISSION_KEYS.roleAdmin,
  tag: TAG,
  summary: 'A new role with the grants and data scope of an existing one (nobody holds the copy yet)',
  body: roleCopyBody,
  response: adminRoleRow,
});

export const roleDelete = defineCall({
  id: 'admin.roleDelete',
  method: 'POST',
  path: `${PREFIX}/admin/role/delete`,
  permission: PERMISSION_KEYS.roleAdmin,
  tag: TAG,
  summary: 'Deletes a role; refused while people hold it unless reassignTo names the role they get instead',
  body: z.object({ id, reassignTo: id.optional() }),
  response: z.object({ id: z.number().int(), reassigned: z.number().int() }),
});

export const resourceNode = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  kind: z.enum(['menu', 'button']),
  name: z.string(),
  nameEn: z.string(),
  router: z.string().nullable(),
  international: z.string(),
  sort: z.number().int(),
});
export type ResourceNodeRow = z.infer<typeof resourceNode>;

export const resourceTree = defineCall({
  id: 'admin.resourceTree',
  method: 'GET',
  path: `${PREFIX}/admin/resource/tree`,
  permission: PERMISSION_KEYS.roleAdmin,
  tag: TAG,
  summary: 'Every live menu and button node (sections → groups → pages → buttons), flat with parent ids',
  response: z.array(resourceNode),
});

export const roleGrants = defineCall({
  id: 'admin.roleGrants',
  method: 'GET',
  path: `${PREFIX}/admin/role/:id/grants`,
  permission: PERMISSION_KEYS.roleAdmin,
  tag: TAG,
  summary: 'The node ids a role grants',
  params: idParams,
  response: z.object({ id: z.number().int(), resourceIds: z.array(z.number().int()) }),
});

export const roleGrantsSave = defineCall({
  id: 'admin.roleGrantsSave',
  method: 'POST',
  path: `${PREFIX}/admin/role/grants/save`,
  permission: PERMISSION_KEYS.roleAdmin,
  tag: TAG,
  summary:
    'Replaces the grants of a role. Checked nodes are sent; the parents of a checked node are added so the menu can show it. Takes effect at the next request of every holder, and open tabs reload their menu.',
  body: z.object({ id, resourceIds: z.array(id).max(5000) }),
  response: z.object({ id: z.number().int(), resourceIds: z.array(z.number().int()), grantsVersion: z.number().int() }),
});

export const grantsVersion = defineCall({
  id: 'admin.grantsVersion',
  method: 'GET',
  path: `${PREFIX}/admin/grants/version`,
  permission: PERMISSION_KEYS.roleAdmin,
  tag: TAG,
  summary: 'The counter bumped on every change of grants, roles or role holders',
  response: z.object({ grantsVersion: z.number().int() }),
});
