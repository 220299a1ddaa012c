import { z } from 'zod';
import { startBody } from '../../../shared/api/workflow-operate-calls';
import { buildFormSchema, type FormField } from '../../../shared/api/workflow-form';
import type { AppLanguage } from '../../i18n/language';

/** What the apply form holds: the form's values by field key and the approvers picked per node. */
export interface ApplyValues {
  formData: Record<string, unknown>;
  chosen: Record<string, number[]>;
}

const staffId = z.number().int().positive();

/**
 * The start call's body with its form data checked by the schema the server builds from the same
 * field list, and an approver list required for each node the applicant must choose for.
 */
export function applySchema(fields: readonly FormField[], chosenNodes: readonly string[]) {
  return startBody.pick({}).extend({
    formData: buildFormSchema(fields),
    chosen: z.object(
      Object.fromEntries(
        chosenNodes.map((node) => [node, z.array(staffId, { error: 'workflow.chosenMissing' }).min(1, 'workflow.chosenMissing').max(20)]),
      ),
    ),
  });
}

const locales = { zh: z.locales.zhCN(), en: z.locales.en() };

/**
 * Messages for the rules the shared schema leaves to zod: an empty required value says so (the
 * widgets leave an empty field undefined), a number that is not one says so, the rest is zod's
 * own sentence in the reader's language. Messages the schema names (workflow.amountFormat…) win.
 */
export function applyErrorMap(language: AppLanguage) {
  return (issue: z.core.$ZodRawIssue): string => {
    if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) return 'workflowApply.required';
    if (issue.code === 'invalid_type' && typeof issue.input === 'number') return 'workflowApply.numberFormat';
    // A required list (detail rows) with none: the same words as any empty required field.
    if (issue.code === 'too_small' && issue.origin === 'array' && Number(issue.minimum) === 1) return 'workflowApply.required';
    const text = locales[language].localeError(issue);
    return typeof text === 'string' ? text : (text?.message ?? issue.code);
  };
}

/**
 * The values the preview may read: each field that already passes its own rule. A half-typed
 * amount is left out rather than sent, so the path follows what the person has finished.
 */
export function settledFormData(fields: readonly FormField[], data: Record<string, unknown>): Record<string, unknown> {
  const shape = buildFormSchema(fields).shape;
  const settled: Record<string, unknown> = {};
  for (const field of fields) {
    const value = data[field.key];
    if (value === undefined) continue;
    const parsed = shape[field.key]?.safeParse(value);
    if (parsed?.success) settled[field.key] = parsed.data;
  }
  return settled;
}

type ErrorNode = { type?: string; message?: string; [key: string]: unknown };

function collapse(node: unknown): ErrorNode | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const record = node as ErrorNode;
  if (typeof record.message === 'string') return record;
  for (const [key, child] of Object.entries(record)) {
    if (key === 'ref') continue;
    const found = collapse(child);
    if (found) return { type: found.type, message: found.message };
  }
  return undefined;
}

/**
 * Puts the error of a value with parts (money's amount or currency, a range's end) on the value
 * itself: its widget is one control, and react-hook-form re-checks a control by its own name.
 */
export function errorsPerField(errors: Record<string, unknown>, fields: readonly FormField[]): Record<string, unknown> {
  const data = errors.formData as Record<string, unknown> | undefined;
  if (!data) return errors;
  const lifted: Record<string, unknown> = { ...data };
  for (const field of fields) {
    const node = data[field.key];
    if (node === undefined) continue;
    if (field.type !== 'detail') lifted[field.key] = collapse(node);
    else if (Array.isArray(node)) {
      lifted[field.key] = Object.assign(
        node.map(
          (row: Record<string, unknown> | undefined) =>
            row && Object.fromEntries(Object.entries(row).map(([key, cell]) => [key, collapse(cell)])),
        ),
        (node as unknown as ErrorNode).root ? { root: (node as unknown as ErrorNode).root } : {},
      );
    }
  }
  return { ...errors, formData: lifted };
}

/** A field's label in the reader's language. */
export function fieldLabel(field: Pick<FormField, 'label' | 'labelEn'>, language: AppLanguage): string {
  return language === 'en' && field.labelEn ? field.labelEn : field.label;
}
