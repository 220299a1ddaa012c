import { z } from 'zod';
import { PERMISSION_KEYS } from '../permissions';
import { defineCall } from './define-call';
import { lineText } from './text-fields';

/**
 * Departments (组织架构) and the permission look-up (权限查询), sections.md §2 Settings. The tree
 * is the same `departments` table the data scope and the workflow's lead chain read, so a move,
 * a new lead or a new department takes effect at the next request: nothing caches it.
 */

const PREFIX = '/v2/sys/staff';
const TAG = 'administration';
const id = z.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const name = lineText.trim().min(1).max(60);

export const deptNode = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  parentId: z.number().int().nullable(),
  sort: z.number().int(),
  lead: z.object({ id: z.number().int(), name: z.string(), nameEn: z.string() }).nullable(),
  /** People whose department this is (not counting sub-departments). */
  headCount: z.number().int(),
});
export type DeptNode = z.infer<typeof deptNode>;

export const deptTree = defineCall({
  id: 'adminOrg.deptTree',
  method: 'GET',
  path: `${PREFIX}/admin/dept/tree`,
  permission: PERMISSION_KEYS.departmentAdmin,
  tag: TAG,
  summary: 'Every department, flat with parent ids, in sibling order, with its lead and head-count',
  response: z.array(deptNode),
});

export const deptCreateBody = z.object({ parentId: id.nullable().default(null), name, nameEn: name });
export const deptCreate = defineCall({
  id: 'adminOrg.deptCreate',
  method: 'POST',
  path: `${PREFIX}/admin/dept/create`,
  permission: PERMISSION_KEYS.departmentAdmin,
  tag: TAG,
  summary: 'Creates a department as the last child of parentId (null: a top-level department)',
  body: deptCreateBody,
  response: deptNode,
});

export const deptRenameBody = z.object({ id, name, nameEn: name });
export const deptRename = defineCall({
  id: 'adminOrg.deptRename',
  method: 'POST',
  path: `${PREFIX}/admin/dept/rename`,
  permission: PERMISSION_KEYS.departmentAdmin,
  tag: TAG,
  summary: 'Renames a department (Chinese and English names)',
  body: deptRenameBody,
  response: deptNode,
});

export const deptLeadBody = z.object({ id, leadStaffId: id.nullable() });
export const deptLead = defineCall({
  id: 'adminOrg.deptLead',
  method: 'POST',
  path: `${PREFIX}/admin/dept/lead`,
  permission: PERMISSION_KEYS.departmentAdmin,
  tag: TAG,
  summary: 'Sets (or clears) the lead of a department: the lead sees its data and approves in the lead chain',
  body: deptLeadBody,
  response: deptNode,
});

export const deptDelete = defineCall({
  id: 'adminOrg.deptDelete',
  method: 'POST',
  path: `${PREFIX}/admin/dept/delete`,
  permission: PERMISSION_KEYS.departmentAdmin,
  tag: TAG,
  summary: 'Deletes a department; refused while it has people or sub-departments',
  body: z.object({ id }),
  response: z.object({ id: z.number().int() }),
});

export const deptMoveBody = z.object({
  id,
  /** The new parent (null: top level). */
  parentId: id.nullable(),
  /** Position among the new parent's children once moved (0 = first); past the end = last. */
  index: z.number().int().min(0).max(10_000),
});
export const deptMove = defineCall({
  id: 'adminOrg.deptMove',
  method: 'POST',
  path: `${PREFIX}/admin/dept/move`,
  permission: PERMISSION_KEYS.departmentAdmin,
  tag: TAG,
  summary: 'Moves a department under another (or to the top) at a position; refused if the parent is itself or below it',
  body: deptMoveBody,
  response: z.array(deptNode),
});

export const deptStaffOptions = defineCall({
  id: 'adminOrg.deptStaffOptions',
  method: 'POST',
  path: `${PREFIX}/admin/dept/staffOptions`,
  permission: PERMISSION_KEYS.departmentAdmin,
  tag: TAG,
  summary: 'Active staff a department lead may be picked from, by name, username or job number (at most 20)',
  body: z.object({ keyword: lineText.trim().max(60).default('') }),
  response: z.array(z.object({ id: z.number().int(), name: z.string(), nameEn: z.string(), jobNumber: z.string() })),
});

// ——— Who may do what ———

export const permissionResource = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  kind: z.enum(['menu', 'button']),
  name: z.string(),
  nameEn: z.string(),
  router: z.string().nullable(),
  international: z.string(),
  sort: z.number().int(),
});
export type PermissionResource = z.infer<typeof permissionResource>;

export const permissionResources = defineCall({
  id: 'adminOrg.permissionResources',
  method: 'GET',
  path: `${PREFIX}/admin/permission/resources`,
  permission: PERMISSION_KEYS.permissionAdmin,
  tag: TAG,
  summary: 'Every live page and button (sections → groups → pages → buttons), flat with parent ids',
  response: z.array(permissionResource),
});

const viaRole = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  /** The role grants every live node (全部权限). */
  all: z.boolean(),
});
export const permissionHoldersAnswer = z.object({
  resource: permissionResource,
  roles: z.array(viaRole.extend({ holders: z.number().int() })),
  people: z.array(
    z.object({
      id: z.number().int(),
      username: z.string(),
      name: z.string(),
      nameEn: z.string(),
      status: z.string(),
      /** The roles through which the person has it. */
      via: z.array(viaRole),
    }),
  ),
});
export type PermissionHolders = z.infer<typeof permissionHoldersAnswer>;

export const permissionHolders = defineCall({
  id: 'adminOrg.permissionHolders',
  method: 'GET',
  path: `${PREFIX}/admin/permission/:id/holders`,
  permission: PERMISSION_KEYS.permissionAdmin,
  tag: TAG,
  summary: 'Who has a page or button: every role that grants it and every person holding one of those roles, with the roles as the reason',
  params: idParams,
  response: permissionHoldersAnswer,
});

// ——— Staff import (用户管理 → 导入) ———

const STAFF_IMPORT_FILE =
  'multipart/form-data with `file`: the filled template (.xlsx, first sheet, header in row 1, columns read by position), within the 1 MB request limit and at most 500 rows';

export const staffImportTemplate = defineCall({
  id: 'adminOrg.staffImportTemplate',
  method: 'GET',
  path: `${PREFIX}/admin/user/import/template`,
  permission: PERMISSION_KEYS.userAdmin,
  tag: TAG,
  answer: 'file',
  summary: 'The xlsx template for importing staff (one row per person; a second sheet explains the columns)',
  response: z.null(),
});

export const staffImportIssue = z.object({
  row: z.number().int().describe('The spreadsheet row number (the header is row 1)'),
  column: z.string().describe('The template column as titled in the caller’s language, or empty for the row as a whole'),
  message: z.string(),
});
export const staffImportPreview = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  errors: z.array(staffImportIssue),
});
export type StaffImportPreview = z.infer<typeof staffImportPreview>;

export const staffImportView = defineCall({
  id: 'adminOrg.staffImportView',
  method: 'POST',
  path: `${PREFIX}/admin/user/import/view`,
  permission: PERMISSION_KEYS.userAdmin,
  tag: TAG,
  summary: 'Reads a filled staff template and checks every row; nothing is saved',
  description: STAFF_IMPORT_FILE,
  response: staffImportPreview,
});

export const staffImport = defineCall({
  id: 'adminOrg.staffImport',
  method: 'POST',
  path: `${PREFIX}/admin/user/import`,
  permission: PERMISSION_KEYS.userAdmin,
  tag: TAG,
  summary:
    'Creates the accounts of the valid rows of a filled staff template (each must change its password at the first sign-in); the refused rows are answered with why',
  description: STAFF_IMPORT_FILE,
  response: staffImportPreview.extend({ created: z.number().int() }),
  repeatCheck: true,
});
