import { sql } from 'drizzle-orm';
import type { FormField } from '../../shared/api/workflow-form';
import type { Db } from '../db/database';
import { customers, workflowInstances, workflowProcessVersions } from '../db/schema/index';
import { DICTIONARY_TYPE_CODES } from '../../shared/api/dictionary-calls';

/** The keys of the top-level select fields of a form that read the dictionary `typeCode`. */
function dictionaryFieldKeys(fields: readonly FormField[], typeCode: string): string[] {
  return fields.filter((field) => field.type === 'select' && field.dictCode === typeCode).map((field) => field.key);
}

/**
 * How many stored records name the item `itemCode` of the dictionary `typeCode`: submitted
 * workflow forms whose dictionary field holds it, and (customer level) customers of that level.
 * An item in use is never deleted, only disabled, so those records keep a label to show.
 */
export async function countItemReferences(db: Db, typeCode: string, itemCode: string): Promise<number> {
  let count = 0;
  const versions = await db
    .select({ id: workflowProcessVersions.id, fields: workflowProcessVersions.formFields })
    .from(workflowProcessVersions);
  for (const version of versions) {
    for (const key of dictionaryFieldKeys(version.fields as FormField[], typeCode)) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(workflowInstances)
        .where(sql`${workflowInstances.versionId} = ${version.id} and ${workflowInstances.formData} ->> ${key} = ${itemCode}`);
      count += row?.count ?? 0;
    }
  }
  if (typeCode === DICTIONARY_TYPE_CODES.customerLevel) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(customers)
      .where(sql`${customers.level} = ${itemCode}`);
    count += row?.count ?? 0;
  }
  return count;
}
