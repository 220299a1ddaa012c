import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { resources } from './access';
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

/** Switchboard's release notes (version notices; popup = force the popup once per user). */
export const versionNotes = pgTable('version_notes', {
  id: serial('id').primaryKey(),
  version: text('version').notNull().unique(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  content: text('content').notNull(),
  contentEn: text('content_en').notNull(),
  popup: boolean('popup').notNull().default(false),
  releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
});

export const versionNoteReads = pgTable(
  'version_note_reads',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => versionNotes.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.versionId] })],
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

/**
 * Ratings and feedback: of Switchboard as a whole (user menu, sign-in prompt) or, with a resource
 * id, of one menu page ("rate this page", the page evaluation check of shell.md §7).
 */
export const staffFeedback = pgTable(
  'staff_feedback',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    content: text('content').notNull(),
    pagePath: text('page_path'),
    /** The menu page rated; null for a rating of Switchboard as a whole. */
    resourceId: integer('resource_id').references(() => resources.id, { onDelete: 'set null' }),
    tags: jsonb('tags').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // (resource, staff) answers both "has this person rated this page" and "all ratings of a page".
  (t) => [index('staff_feedback_staff_idx').on(t.staffId), index('staff_feedback_resource_idx').on(t.resourceId, t.staffId)],
);
