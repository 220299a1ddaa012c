import { z } from 'zod';
import { SIGNED_IN, defineCall } from './define-call';
import { DICTIONARY_DOMAINS } from './dictionary-domains';
import { lineText } from './text-fields';

export * from './dictionary-domains';

/**
 * Dictionaries (sections.md §2 Settings: crm/dictionary, csc/dictionary, purchase/dictionary,
 * operate-set/field-enum): typed enumerations — a type (code, zh/en name) with items (code, zh/en
 * label, order, enabled) — that forms and filters read instead of hard-coded lists.
 *
 * The four settings pages share these calls: the domain of the type or item decides which page key
 * the caller needs, so the calls are declared signed-in and the server checks the domain's key
 * (`DICTIONARY_DOMAIN_KEYS`) on every administration call. `dictionary.options` is for everyone
 * signed in: it serves only enabled items, for forms and filters.
 */

const PREFIX = '/v2/sys/dictionary';
const TAG = 'dictionaries';
/** Record ids are PostgreSQL integers: a larger number names nothing and must not reach SQL. */
const id = z.number().int().positive().max(2_147_483_647);

/** Codes of types and items: what forms store, so letters, digits, _ and - only. */
const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
export const dictionaryCode = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(CODE, 'dictionaries.codeFormat')
  .meta({ pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$' });
const label = lineText.trim().min(1).max(60);

export const dictionaryTypeRow = z.object({
  id: z.number().int(),
  domain: z.enum(DICTIONARY_DOMAINS),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  /** Items in total and enabled ones. */
  items: z.number().int(),
  enabledItems: z.number().int(),
});
export type DictionaryTypeRow = z.infer<typeof dictionaryTypeRow>;

export const dictionaryItemRow = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  code: z.string(),
  label: z.string(),
  labelEn: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type DictionaryItemRow = z.infer<typeof dictionaryItemRow>;

export const dictionaryTypes = defineCall({
  id: 'dictionary.types',
  method: 'POST',
  path: `${PREFIX}/type/list`,
  permission: SIGNED_IN,
  tag: TAG,
  summary: "The dictionary types of a domain with their item counts (needs the domain's settings page key)",
  body: z.object({ domain: z.enum(DICTIONARY_DOMAINS) }),
  response: z.array(dictionaryTypeRow),
});

export const dictionaryItems = defineCall({
  id: 'dictionary.items',
  method: 'POST',
  path: `${PREFIX}/item/list`,
  permission: SIGNED_IN,
  tag: TAG,
  summary: "Every item of a type, disabled ones included, in their order (needs the type's domain key)",
  body: z.object({ typeId: id }),
  response: z.array(dictionaryItemRow),
});

export const dictionaryItemSaveBody = z.object({
  id: id.optional(),
  typeId: id,
  code: dictionaryCode,
  label,
  labelEn: label,
  enabled: z.boolean().default(true),
});
export const dictionaryItemSave = defineCall({
  id: 'dictionary.itemSave',
  method: 'POST',
  path: `${PREFIX}/item/save`,
  permission: SIGNED_IN,
  tag: TAG,
  summary: 'Adds an item at the end of its type (no id) or edits one; the code of an item in use cannot change',
  body: dictionaryItemSaveBody,
  response: dictionaryItemRow,
});

export const dictionaryItemDelete = defineCall({
  id: 'dictionary.itemDelete',
  method: 'POST',
  path: `${PREFIX}/item/delete`,
  permission: SIGNED_IN,
  tag: TAG,
  summary: 'Deletes an item no stored record names; an item in use is refused (409) and should be disabled instead',
  body: z.object({ id }),
  response: z.object({ id: z.number().int() }),
});

export const dictionaryItemEnabled = defineCall({
  id: 'dictionary.itemEnabled',
  method: 'POST',
  path: `${PREFIX}/item/enabled`,
  permission: SIGNED_IN,
  tag: TAG,
  summary: 'Enables or disables an item: a disabled item is no longer offered to forms and filters, records keep it',
  body: z.object({ id, enabled: z.boolean() }),
  response: dictionaryItemRow,
});

export const dictionaryItemReorder = defineCall({
  id: 'dictionary.itemReorder',
  method: 'POST',
  path: `${PREFIX}/item/reorder`,
  permission: SIGNED_IN,
  tag: TAG,
  summary: 'Sets the order of a type’s items: itemIds must list every item of the type exactly once',
  body: z.object({ typeId: id, itemIds: z.array(id).min(1).max(500) }),
  response: z.array(dictionaryItemRow),
});

export const dictionaryOption = z.object({ code: z.string(), label: z.string(), labelEn: z.string() });
export type DictionaryOption = z.infer<typeof dictionaryOption>;

export const dictionaryOptions = defineCall({
  id: 'dictionary.options',
  method: 'GET',
  path: `${PREFIX}/options`,
  permission: SIGNED_IN,
  tag: TAG,
  summary: 'The enabled items of a type, in order, for forms and filters (anyone signed in); an unknown type answers 404',
  query: z.object({ type: dictionaryCode }),
  response: z.object({ type: z.string(), name: z.string(), nameEn: z.string(), items: z.array(dictionaryOption) }),
});

/** Dictionary types that code names (forms, filters, reference checks); the seed declares them. */
export const DICTIONARY_TYPE_CODES = {
  customerLevel: 'customer_level',
  customerSource: 'customer_source',
} as const;
