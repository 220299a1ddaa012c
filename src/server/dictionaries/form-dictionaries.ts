import type { FormField, LeafField } from '../../shared/api/workflow-form';
import type { Db } from '../db/database';
import { enabledOptions, type TypeOptions } from './dictionary-service';

/**
 * Gives every select field that names a dictionary (`dictCode`) the dictionary's enabled items as
 * its options, so the apply form offers them and the submission is checked against them. A field
 * whose dictionary does not exist keeps the options written in the form.
 */
export async function withDictionaryOptions(db: Db, fields: readonly FormField[]): Promise<FormField[]> {
  const cache = new Map<string, TypeOptions | null>();
  const lookup = async (code: string) => {
    if (!cache.has(code)) cache.set(code, await enabledOptions(db, code));
    return cache.get(code) ?? null;
  };
  const resolve = async <F extends LeafField>(field: F): Promise<F> => {
    if (field.type !== 'select' || !field.dictCode) return field;
    const dictionary = await lookup(field.dictCode);
    if (!dictionary) return field;
    return { ...field, options: dictionary.items.map((item) => ({ value: item.code, label: item.label, labelEn: item.labelEn })) };
  };
  return Promise.all(
    fields.map(async (field) =>
      field.type === 'detail' ? { ...field, columns: await Promise.all(field.columns.map(resolve)) } : resolve(field),
    ),
  );
}
