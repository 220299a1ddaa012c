import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { buildFormSchema, type FormField, type LeafField } from '../../shared/api/workflow-form';
import type { Lang } from '../../shared/messages';
import type { Db } from '../db/database';
import { fitsInt4 } from '../db/int4';
import { customers, staff, suppliers } from '../db/schema/index';
import { withDictionaryOptions } from '../dictionaries';
import { parseInput } from '../http/validate';
import { workflowFail } from './workflow-errors';

interface Reference {
  path: string;
  type: 'staff' | 'customer' | 'supplier';
  value: unknown;
}

function referencesOf(fields: readonly FormField[], data: Record<string, unknown>): Reference[] {
  const refs: Reference[] = [];
  const leaf = (field: LeafField, value: unknown, path: string) => {
    if (value === undefined) return;
    if (field.type === 'staff' || field.type === 'customer' || field.type === 'supplier') refs.push({ path, type: field.type, value });
  };
  for (const field of fields) {
    const value = data[field.key];
    if (field.type === 'detail') {
      if (!Array.isArray(value)) continue;
      value.forEach((row: Record<string, unknown>, index) => {
        for (const column of field.columns) leaf(column, row[column.key], `formData.${field.key}.${index}.${column.key}`);
      });
    } else leaf(field, value, `formData.${field.key}`);
  }
  return refs;
}

/** Each staff, customer and supplier a form names must exist (staff: and be able to sign in). */
async function checkReferences(db: Db, refs: readonly Reference[]): Promise<void> {
  for (const ref of refs) {
    let found: unknown[];
    if (ref.type === 'staff') {
      const id = ref.value as number;
      found = fitsInt4(id)
        ? await db
            .select({ id: staff.id })
            .from(staff)
            .where(and(eq(staff.id, id), eq(staff.status, 'active')))
        : [];
    } else {
      const table = ref.type === 'customer' ? customers : suppliers;
      found = await db
        .select({ id: table.id })
        .from(table)
        .where(inArray(table.code, [String(ref.value)]));
    }
    if (found.length === 0) throw workflowFail.invalid(ref.path, 'workflow.unknownReference');
  }
}

/**
 * Validates a submission against the form's field list: the schema the client builds too, then the
 * references. `only` limits it to the fields an approver may edit. Errors name `formData.<field>`.
 */
export async function checkFormData(
  db: Db,
  fields: readonly FormField[],
  data: unknown,
  lang: Lang,
  only?: ReadonlySet<string>,
): Promise<Record<string, unknown>> {
  // A dictionary field accepts the dictionary's enabled items as they are now, not as the form was published.
  fields = await withDictionaryOptions(db, fields);
  const schema = z.object({ formData: buildFormSchema(fields, only) });
  const parsed = parseInput(schema, { formData: data }, lang, 'body').formData as Record<string, unknown>;
  await checkReferences(
    db,
    referencesOf(
      fields.filter((field) => !only || only.has(field.key)),
      parsed,
    ),
  );
  return parsed;
}
