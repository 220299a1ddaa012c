import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { DictionaryItemRow, DictionaryOption, DictionaryTypeRow } from '../../shared/api/dictionary-calls';
import { APP_CODES } from '../../shared/error-codes';
import type { AuthedStaff } from '../auth';
import type { Db } from '../db/database';
import { dictionaryItems, dictionaryTypes } from '../db/schema/index';
import type { AppDeps } from '../deps';
import { AppError, fail } from '../http/app-error';
import { requireDomainKey } from './dictionary-access';
import { countItemReferences } from './dictionary-references';

type ItemRecord = typeof dictionaryItems.$inferSelect;
type TypeRecord = typeof dictionaryTypes.$inferSelect;

const toItem = (row: ItemRecord): DictionaryItemRow => ({
  id: row.id,
  typeId: row.typeId,
  code: row.code,
  label: row.label,
  labelEn: row.labelEn,
  sort: row.sort,
  enabled: row.enabled,
  updatedAt: row.updatedAt.toISOString(),
});

const itemCount = sql<number>`(select count(*)::int from dictionary_items di where di.type_id = "dictionary_types"."id")`;
const enabledCount = sql<number>`(select count(*)::int from dictionary_items di where di.type_id = "dictionary_types"."id" and di.enabled)`;

export async function typesOf(db: Db, staff: AuthedStaff, domain: string): Promise<DictionaryTypeRow[]> {
  const checked = requireDomainKey(staff, domain);
  const rows = await db
    .select({
      id: dictionaryTypes.id,
      code: dictionaryTypes.code,
      name: dictionaryTypes.name,
      nameEn: dictionaryTypes.nameEn,
      description: dictionaryTypes.description,
      items: itemCount,
      enabledItems: enabledCount,
    })
    .from(dictionaryTypes)
    .where(eq(dictionaryTypes.domain, checked))
    .orderBy(asc(dictionaryTypes.sort), asc(dictionaryTypes.id));
  return rows.map((row) => ({ ...row, domain: checked }));
}

/** The type, once the caller is known to hold its domain's key (404 for an unknown id). */
async function managedType(db: Db, staff: AuthedStaff, typeId: number): Promise<TypeRecord> {
  const [type] = await db.select().from(dictionaryTypes).where(eq(dictionaryTypes.id, typeId));
  if (!type) throw fail.notFound();
  requireDomainKey(staff, type.domain);
  return type;
}

async function managedItem(db: Db, staff: AuthedStaff, id: number): Promise<{ item: ItemRecord; type: TypeRecord }> {
  const [item] = await db.select().from(dictionaryItems).where(eq(dictionaryItems.id, id));
  if (!item) throw fail.notFound();
  return { item, type: await managedType(db, staff, item.typeId) };
}

async function itemRows(db: Db, typeId: number): Promise<DictionaryItemRow[]> {
  const rows = await db
    .select()
    .from(dictionaryItems)
    .where(eq(dictionaryItems.typeId, typeId))
    .orderBy(asc(dictionaryItems.sort), asc(dictionaryItems.id));
  return rows.map(toItem);
}

export async function itemsOf(db: Db, staff: AuthedStaff, typeId: number): Promise<DictionaryItemRow[]> {
  await managedType(db, staff, typeId);
  return itemRows(db, typeId);
}

async function checkCodeFree(db: Db, typeId: number, code: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: dictionaryItems.id })
    .from(dictionaryItems)
    .where(and(eq(dictionaryItems.typeId, typeId), eq(dictionaryItems.code, code)));
  if (taken && taken.id !== exceptId) throw new AppError(APP_CODES.CONFLICT, 'dictionaries.codeTaken', { code }, 409);
}

export interface ItemInput {
  id?: number | undefined;
  typeId: number;
  code: string;
  label: string;
  labelEn: string;
  enabled: boolean;
}

/**
 * Adds an item at the end of its type or edits one. The code is what records store, so the code
 * of an item that records name stays as it is (the labels may change freely).
 */
export async function saveItem(deps: AppDeps, staff: AuthedStaff, input: ItemInput): Promise<DictionaryItemRow> {
  const type = await managedType(deps.db, staff, input.typeId);
  const values = { code: input.code, label: input.label, labelEn: input.labelEn, enabled: input.enabled, updatedAt: deps.clock.now() };
  if (input.id === undefined) {
    await checkCodeFree(deps.db, type.id, input.code);
    const [last] = await deps.db
      .select({ sort: max(dictionaryItems.sort) })
      .from(dictionaryItems)
      .where(eq(dictionaryItems.typeId, type.id));
    const [created] = await deps.db
      .insert(dictionaryItems)
      .values({ ...values, typeId: type.id, sort: (last?.sort ?? -1) + 1 })
      .returning();
    return toItem(created!);
  }
  const { item } = await managedItem(deps.db, staff, input.id);
  if (item.typeId !== type.id) throw fail.validation('typeId', 'the item belongs to another dictionary');
  if (item.code !== input.code) {
    const uses = await countItemReferences(deps.db, type.code, item.code);
    if (uses > 0) throw new AppError(APP_CODES.CONFLICT, 'dictionaries.codeInUse', { count: uses }, 409, { uses });
    await checkCodeFree(deps.db, type.id, input.code, item.id);
  }
  const [updated] = await deps.db.update(dictionaryItems).set(values).where(eq(dictionaryItems.id, item.id)).returning();
  return toItem(updated!);
}

export async function setItemEnabled(deps: AppDeps, staff: AuthedStaff, id: number, enabled: boolean): Promise<DictionaryItemRow> {
  await managedItem(deps.db, staff, id);
  const [updated] = await deps.db
    .update(dictionaryItems)
    .set({ enabled, updatedAt: deps.clock.now() })
    .where(eq(dictionaryItems.id, id))
    .returning();
  return toItem(updated!);
}

/** Hard delete only for an item nothing names (a mistyped new one); an item in use is disabled instead. */
export async function deleteItem(deps: AppDeps, staff: AuthedStaff, id: number): Promise<{ id: number }> {
  const { item, type } = await managedItem(deps.db, staff, id);
  const uses = await countItemReferences(deps.db, type.code, item.code);
  if (uses > 0) throw new AppError(APP_CODES.CONFLICT, 'dictionaries.itemInUse', { count: uses }, 409, { uses });
  await deps.db.delete(dictionaryItems).where(eq(dictionaryItems.id, id));
  return { id };
}

export async function reorderItems(deps: AppDeps, staff: AuthedStaff, typeId: number, itemIds: number[]): Promise<DictionaryItemRow[]> {
  await managedType(deps.db, staff, typeId);
  const current = await itemRows(deps.db, typeId);
  const known = new Set(current.map((item) => item.id));
  const sent = new Set(itemIds);
  if (sent.size !== itemIds.length || sent.size !== known.size || itemIds.some((itemId) => !known.has(itemId))) {
    throw fail.validationKey('dictionaries.reorderMismatch', 'itemIds');
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    for (const [sort, itemId] of itemIds.entries()) {
      await tx.update(dictionaryItems).set({ sort, updatedAt: now }).where(eq(dictionaryItems.id, itemId));
    }
  });
  return itemRows(deps.db, typeId);
}

export interface TypeOptions {
  type: string;
  name: string;
  nameEn: string;
  items: DictionaryOption[];
}

/** The enabled items of a type, in order (null for an unknown type). */
export async function enabledOptions(db: Db, typeCode: string): Promise<TypeOptions | null> {
  const [type] = await db.select().from(dictionaryTypes).where(eq(dictionaryTypes.code, typeCode));
  if (!type) return null;
  const items = await db
    .select({ code: dictionaryItems.code, label: dictionaryItems.label, labelEn: dictionaryItems.labelEn })
    .from(dictionaryItems)
    .where(and(eq(dictionaryItems.typeId, type.id), eq(dictionaryItems.enabled, true)))
    .orderBy(asc(dictionaryItems.sort), asc(dictionaryItems.id));
  return { type: type.code, name: type.name, nameEn: type.nameEn, items };
}

export async function optionsOf(db: Db, typeCode: string): Promise<TypeOptions> {
  const options = await enabledOptions(db, typeCode);
  if (!options) throw fail.notFound();
  return options;
}
