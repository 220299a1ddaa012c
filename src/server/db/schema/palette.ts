import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './org';

/**
 * What each person opened from the command palette, so that ranking follows them to any machine.
 * One row per person and item (`page:/path` or `cmd:<command id>`): how often and when last.
 * The rank boost (frequency × recency decay) is computed from these two at read time.
 */
export const paletteUsage = pgTable(
  'palette_usage',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    useCount: integer('use_count').notNull(),
    firstUsedAt: timestamp('first_used_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.itemKey] }), index('palette_usage_recent_idx').on(t.staffId, t.lastUsedAt)],
);

/** Items a person starred in the palette; shown first when the search box is empty. */
export const paletteFavourites = pgTable(
  'palette_favourites',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.itemKey] })],
);
