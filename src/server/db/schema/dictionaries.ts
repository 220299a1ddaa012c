import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Dictionaries: typed enumerations (code, zh/en label, order, enabled) that forms and filters read.
 * Types are declared by the product (their codes are what forms and filters name); administrators
 * edit the items of each type on the settings page of its domain.
 */
export const dictionaryTypes = pgTable('dictionary_types', {
  id: serial('id').primaryKey(),
  /** crm | csc | purchase | fieldEnum: decides which settings page key manages it. */
  domain: text('domain').notNull(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const dictionaryItems = pgTable(
  'dictionary_items',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => dictionaryTypes.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    label: text('label').notNull(),
    labelEn: text('label_en').notNull(),
    sort: integer('sort').notNull().default(0),
    /** A disabled item is no longer offered; records that name it keep it. */
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('dictionary_items_type_code_idx').on(t.typeId, t.code), index('dictionary_items_type_sort_idx').on(t.typeId, t.sort)],
);

/**
 * What an administrator changed of a menu node (`resources`). The route table stays the source of
 * which nodes exist and the menu sync rewrites `resources` at every start, so the edits live here
 * and are laid over the generated node when the menu is served. A null column keeps the default.
 */
export const menuOverrides = pgTable('menu_overrides', {
  resourceId: integer('resource_id').primaryKey(),
  name: text('name'),
  nameEn: text('name_en'),
  icon: text('icon'),
  webShowFlag: boolean('web_show_flag'),
  layoutName: text('layout_name'),
  /** Position among its siblings (0 first); null keeps the route table's order. */
  position: integer('position'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
