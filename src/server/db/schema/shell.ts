import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './org';

/** Per-user settings of the shell ("base system data"): tour flags, guide configs (shell.md §7). */
export const sysBaseData = pgTable(
  'sys_base_data',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** e.g. oc_guide, PAGE_SEARCH_GUIDE, COMMON_DATE_MODE_GUIDE */
    type: text('type').notNull(),
    remark: text('remark').notNull().default(''),
    content: jsonb('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.type] })],
);

/** The quick-access bar's entries: menu pages (resource ids) in the user's order. */
export const quickAccessEntries = pgTable(
  'quick_access_entries',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id').notNull(),
    sort: smallint('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.resourceId] })],
);

/** Promotion links of a staff member (shell.md §7 "link promotion by jobNumber"). */
export const promotionLinks = pgTable(
  'promotion_links',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    url: text('url').notNull(),
    /** Registrations through the link so far. */
    signups: integer('signups').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('promotion_links_staff_idx').on(t.staffId)],
);

/** The prompt shown after sign-in (shell.md §7 sysLoginPrompt), with its feedback invitation. */
export const loginPrompts = pgTable('login_prompts', {
  id: serial('id').primaryKey(),
  content: text('content').notNull(),
  contentEn: text('content_en').notNull(),
  /** Show the rating-and-feedback popover with the prompt. */
  showFeedback: boolean('show_feedback').notNull().default(false),
  activeFrom: timestamp('active_from', { withTimezone: true }).notNull(),
  activeTo: timestamp('active_to', { withTimezone: true }),
});
