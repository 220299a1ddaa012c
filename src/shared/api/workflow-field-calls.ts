import { z } from 'zod';
import { PERMISSION_KEYS } from '../permissions';
import { defineCall } from './define-call';
import { lineText } from './text-fields';
import { fieldKey, formField, formFields } from './workflow-form';
import { formRow } from './workflow-process-calls';

/**
 * The fields of one form, edited one at a time or imported from an xlsx template (sections.md §7
 * "field"). In field/delete/{id} and field/import/{id} the id is the form's. Every change names
 * the form revision it started from; a stale one is refused (workflow.draftStale).
 */

const id = z.number().int().positive();
const formParams = z.object({ id: z.coerce.number().int().positive().describe('The form’s id') });
const rev = z.number().int().min(0).describe('The form revision the editor read (formRow.rev)');

export const fieldQueryPage = defineCall({
  id: 'workflow.fieldQueryPage',
  method: 'POST',
  effect: 'reads',
  path: '/v2/workflow/field/queryPage',
  permission: PERMISSION_KEYS.processForms,
  tag: 'workflow',
  summary: 'A form’s fields in form order, paged; keyword matches key or label',
  body: z.object({
    formId: id,
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
    keyword: lineText.max(60).optional(),
  }),
  response: z.object({
    rows: z.array(z.object({ position: z.number().int().describe('0-based place in the form'), field: formField })),
    count: z.number().int(),
    rev: z.number().int().describe('The form revision to send with a change'),
  }),
});

export const fieldSave = defineCall({
  id: 'workflow.fieldSave',
  method: 'POST',
  path: '/v2/workflow/field/save',
  permission: PERMISSION_KEYS.processForms,
  tag: 'workflow',
  summary: 'Add a field to a form, or replace the field named by originalKey (its key may change)',
  body: z.object({
    formId: id,
    rev,
    field: formField,
    originalKey: fieldKey.optional().describe('The key of the field being edited; absent for a new field (appended)'),
  }),
  response: formRow,
});

export const fieldDelete = defineCall({
  id: 'workflow.fieldDelete',
  method: 'POST',
  path: '/v2/workflow/field/delete/:id',
  permission: PERMISSION_KEYS.processForms,
  tag: 'workflow',
  summary: 'Remove a field from a form',
  params: formParams,
  body: z.object({ key: fieldKey, rev }),
  response: formRow,
});

export const fieldImportTemplate = defineCall({
  id: 'workflow.fieldImportTemplate',
  method: 'GET',
  path: '/v2/workflow/field/import/templateUrl',
  permission: PERMISSION_KEYS.processForms,
  tag: 'workflow',
  answer: 'file',
  summary: 'The xlsx template for importing fields (one row per field; a second sheet explains the columns and types)',
  response: z.null(),
});

export const importIssue = z.object({
  column: z.string().describe('The template column (key, label, type, …); "row" for the row as a whole'),
  message: z.string(),
});
export const importRow = z.object({
  row: z.number().int().describe('The spreadsheet row number (the header is row 1)'),
  key: z.string(),
  label: z.string(),
  type: z.string(),
  detail: z.string().describe('The detail field this row is a column of, or empty'),
  errors: z.array(importIssue),
});
export const importPreview = z.object({
  rows: z.array(importRow),
  fields: formFields.describe('The fields the file holds, detail columns folded into their detail field'),
  valid: z.boolean().describe('No row has errors: field/import/{id} would apply the file'),
});
export type ImportPreview = z.infer<typeof importPreview>;

const IMPORT_HOW =
  'multipart/form-data with `file` (the filled template, .xlsx, at most 1 MB)' +
  '; field/import/{id} also sends `rev`. Imported fields replace same-key fields of the form, others are appended.';

export const fieldImportView = defineCall({
  id: 'workflow.fieldImportView',
  method: 'POST',
  effect: 'reads',
  path: '/v2/workflow/field/import/view',
  permission: PERMISSION_KEYS.processForms,
  tag: 'workflow',
  summary: 'Read a filled field template: each row with its problems; nothing is saved',
  description: IMPORT_HOW,
  response: importPreview,
});

export const fieldImport = defineCall({
  id: 'workflow.fieldImport',
  method: 'POST',
  path: '/v2/workflow/field/import/:id',
  permission: PERMISSION_KEYS.processForms,
  tag: 'workflow',
  summary: 'Apply a filled field template to a form, all or nothing (any row with a problem: nothing changes)',
  description: IMPORT_HOW,
  params: formParams,
  response: formRow,
  repeatCheck: true,
});
