import { z } from 'zod';
import { FIELD_RIGHT_PAGE_PATHS } from '../admin/field-rights';
import { PERMISSION_KEYS } from '../permissions';
import { SIGNED_IN, defineCall } from './define-call';
import { lineText } from './text-fields';

/**
 * Field-level rights (shell.md §7 `resource/field/get`): which fields of a page the signed-in person
 * sees, and the role administration that sets them. The pages and their fields are listed in
 * src/shared/admin/field-rights.ts; the server leaves hidden fields out of the page's own answers.
 */

const id = z.number().int().positive().max(2_147_483_647);
const page = lineText.trim().min(1).max(200).describe('The page’s route path, e.g. /crm/client-partner/my-client/details');
const field = z.string().trim().min(1).max(60);

export const fieldRight = z.object({ field: z.string(), visible: z.boolean() });

export const fieldRights = defineCall({
  id: 'staff.fieldRights',
  method: 'POST',
  effect: 'reads',
  path: '/v2/sys/staff/resource/field/get',
  permission: SIGNED_IN,
  tag: 'staff',
  summary:
    'The fields of a page the signed-in person may see. A field is hidden when every one of their roles that grants the page hides it; a page without field rights answers no fields.',
  body: z.object({ page }),
  response: z.object({ page: z.string(), fields: z.array(fieldRight) }),
  shapedByRights: true,
});

export const roleFieldPages = z.object({
  roleId: z.number().int(),
  pages: z
    .array(z.object({ page: z.string(), hidden: z.array(z.string()) }))
    .describe('Every page with field rights, and what the role hides there'),
});
export type RoleFieldPages = z.infer<typeof roleFieldPages>;

export const roleFieldRights = defineCall({
  id: 'admin.roleFieldRights',
  method: 'GET',
  path: '/v2/sys/staff/admin/role/:id/field-rights',
  permission: PERMISSION_KEYS.roleAdmin,
  tag: 'administration',
  summary: 'The fields a role hides, for every page with field rights',
  params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
  response: roleFieldPages,
});

export const roleFieldRightsSaveBody = z.object({
  id,
  page: z.enum(FIELD_RIGHT_PAGE_PATHS as [string, ...string[]]),
  hidden: z.array(field).max(60).describe('The fields of the page the role hides; the others are shown'),
});

export const roleFieldRightsSave = defineCall({
  id: 'admin.roleFieldRightsSave',
  method: 'POST',
  path: '/v2/sys/staff/admin/role/field-rights/save',
  permission: PERMISSION_KEYS.roleAdmin,
  tag: 'administration',
  summary: 'Replaces the fields a role hides on one page. Takes effect at the next request of every holder.',
  body: roleFieldRightsSaveBody,
  response: roleFieldPages,
});
