import { asc, ilike, or } from 'drizzle-orm';
import type { SupplierOption } from '../../shared/api/device-calls';
import type { Lang } from '../../shared/messages';
import type { Db } from '../db/database';
import { suppliers } from '../db/schema/index';

/** The form's picker shows this many suppliers at most; typing narrows the list. */
const SUPPLIER_OPTION_LIMIT = 20;

/** Suppliers for the device server form: code or either name contains the keyword (LIKE wildcards taken literally). */
export async function supplierOptions(db: Db, keyword: string | undefined, lang: Lang): Promise<SupplierOption[]> {
  const pattern = keyword ? `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const rows = await db
    .select({ id: suppliers.id, code: suppliers.code, name: suppliers.name, nameEn: suppliers.nameEn })
    .from(suppliers)
    .where(pattern ? or(ilike(suppliers.code, pattern), ilike(suppliers.name, pattern), ilike(suppliers.nameEn, pattern)) : undefined)
    .orderBy(asc(suppliers.code))
    .limit(SUPPLIER_OPTION_LIMIT);
  return rows.map((row) => ({ id: row.id, code: row.code, name: lang === 'en' ? row.nameEn : row.name }));
}
