import { z } from 'zod';
import { PERMISSION_KEYS } from '../permissions';
import { defineCall } from './define-call';
import { roleInput, roleRow } from './workflow-process-calls';

/**
 * Changing and removing roles and forms (sections.md §7 "role", "form"). Something a published
 * process or a running request still uses is refused with WORKFLOW_IN_USE; data.processNames
 * names those processes.
 */

const idParams = z.object({ id: z.coerce.number().int().positive() });
export const deletedResult = z.object({ id: z.number().int() });

export const roleUpdate = defineCall({
  id: 'workflow.roleUpdate',
  method: 'POST',
  path: '/v2/workflow/role/update/:id',
  permission: PERMISSION_KEYS.processRoles,
  tag: 'workflow',
  summary: 'Rename a workflow role and replace its members (nodes naming it use the new members from their next entry)',
  params: idParams,
  body: roleInput,
  response: roleRow,
});

export const roleDelete = defineCall({
  id: 'workflow.roleDelete',
  method: 'POST',
  path: '/v2/workflow/role/deleted/:id',
  permission: PERMISSION_KEYS.processRoles,
  tag: 'workflow',
  summary: 'Delete a workflow role no published process or running request names',
  params: idParams,
  response: deletedResult,
  repeatCheck: true,
});

export const formDelete = defineCall({
  id: 'workflow.formDelete',
  method: 'POST',
  path: '/v2/workflow/form/delete/:id',
  permission: PERMISSION_KEYS.processForms,
  tag: 'workflow',
  summary: 'Delete a form no process is bound to',
  params: idParams,
  response: deletedResult,
  repeatCheck: true,
});
