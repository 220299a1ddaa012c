import { eq } from 'drizzle-orm';
import type { FormField } from '../../shared/api/workflow-form';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { fitsInt4 } from '../db/int4';
import { workflowForms } from '../db/schema/index';
import { AppError, fail } from '../http/app-error';
import { APP_CODES } from '../../shared/error-codes';
import { saveForm } from './form-role-service';

/** The most fields a form holds (formFields' own limit). */
export const MAX_FIELDS = 100;

async function formOf(db: Db, formId: number) {
  if (!fitsInt4(formId)) throw fail.notFound();
  const [form] = await db.select().from(workflowForms).where(eq(workflowForms.id, formId));
  if (!form) throw fail.notFound();
  return { ...form, fields: form.fields as FormField[] };
}

/** Writes a form's new field list through form/save, so the revision check is the same. */
async function replaceFields(deps: AppDeps, formId: number, rev: number, change: (fields: FormField[]) => FormField[]) {
  const form = await formOf(deps.db, formId);
  const fields = change(form.fields);
  if (fields.length > MAX_FIELDS) {
    throw new AppError(APP_CODES.VALIDATION, 'workflow.importTooMany', { max: MAX_FIELDS }, 400, { field: 'fields' });
  }
  return saveForm(deps, { id: formId, rev, code: form.code, name: form.name, nameEn: form.nameEn, fields });
}

const keyTaken = (field: string) => new AppError(APP_CODES.VALIDATION, 'workflow.fieldKeyTaken', {}, 400, { field });
const noSuchField = (field: string) => new AppError(APP_CODES.VALIDATION, 'workflow.fieldUnknown', {}, 400, { field });

export async function listFields(db: Db, input: { formId: number; page: number; pageSize: number; keyword?: string | undefined }) {
  const form = await formOf(db, input.formId);
  const needle = input.keyword?.toLowerCase();
  const matching = form.fields
    .map((field, position) => ({ position, field }))
    .filter(({ field }) => !needle || [field.key, field.label, field.labelEn ?? ''].some((text) => text.toLowerCase().includes(needle)));
  const start = (input.page - 1) * input.pageSize;
  return { rows: matching.slice(start, start + input.pageSize), count: matching.length, rev: form.rev };
}

export async function saveField(deps: AppDeps, input: { formId: number; rev: number; field: FormField; originalKey?: string | undefined }) {
  return replaceFields(deps, input.formId, input.rev, (fields) => {
    const at = input.originalKey === undefined ? -1 : fields.findIndex((field) => field.key === input.originalKey);
    if (input.originalKey !== undefined && at < 0) throw noSuchField('originalKey');
    if (fields.some((field, index) => field.key === input.field.key && index !== at)) throw keyTaken('field.key');
    return at < 0 ? [...fields, input.field] : fields.map((field, index) => (index === at ? input.field : field));
  });
}

export async function deleteField(deps: AppDeps, formId: number, input: { key: string; rev: number }) {
  return replaceFields(deps, formId, input.rev, (fields) => {
    if (!fields.some((field) => field.key === input.key)) throw noSuchField('key');
    return fields.filter((field) => field.key !== input.key);
  });
}

/** Imported fields take the place of same-key fields; the others are appended in file order. */
export async function mergeFields(deps: AppDeps, formId: number, rev: number, imported: FormField[]) {
  return replaceFields(deps, formId, rev, (fields) => {
    const byKey = new Map(imported.map((field) => [field.key, field]));
    const kept = fields.map((field) => byKey.get(field.key) ?? field);
    const existing = new Set(fields.map((field) => field.key));
    return [...kept, ...imported.filter((field) => !existing.has(field.key))];
  });
}
