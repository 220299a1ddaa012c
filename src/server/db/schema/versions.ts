import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './org';

/** An attached document of a release note: a manual page or a file somewhere people can open. */
export interface VersionDoc {
  id: string;
  name: string;
  url: string;
}

/**
 * Switchboard's release notes (version notices). A note is a draft until published; publishing
 * sets releasedAt. popup = force the popup once per user (popupState 1).
 */
export const versionNotes = pgTable('version_notes', {
  id: serial('id').primaryKey(),
  version: text('version').notNull().unique(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  content: text('content').notNull(),
  contentEn: text('content_en').notNull(),
  popup: boolean('popup').notNull().default(false),
  releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
  /** 'draft' | 'published' (VERSION_STATES). */
  state: text('state').notNull().default('published'),
  /** 'feature' | 'improvement' | 'fix' (VERSION_TYPES). */
  versionType: text('version_type').notNull().default('feature'),
  docs: jsonb('docs').$type<VersionDoc[]>().notNull().default([]),
  authorId: integer('author_id').references(() => staff.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
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

/** Chat-app (DingTalk) notice rules: who gets a work notice when a release note is published. */
export const versionChatNotices = pgTable('version_chat_notices', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** 'all' (every active staff member) | 'depts' (the members of deptIds). */
  audience: text('audience').notNull().default('all'),
  deptIds: jsonb('dept_ids').$type<number[]>().notNull().default([]),
  /** Only force-popup notes (important releases) are sent. */
  popupOnly: boolean('popup_only').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  updatedBy: integer('updated_by').references(() => staff.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** One sending of a rule for a published note, with what really happened. */
export const versionChatSends = pgTable(
  'version_chat_sends',
  {
    id: serial('id').primaryKey(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => versionChatNotices.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => versionNotes.id, { onDelete: 'cascade' }),
    /** 'not_configured' | 'sending' | 'done' (CHAT_SEND_STATES). */
    state: text('state').notNull(),
    recipients: integer('recipients').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    /** Recipients without a chat-app account. */
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('version_chat_sends_notice_idx').on(t.noticeId)],
);

/** Demand submissions (dsr/create): what staff ask of the next releases. */
export const versionDemands = pgTable('version_demands', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  /** A key of DSR_SOURCES. */
  source: text('source').notNull(),
  /** The page it is about, if any. */
  pagePath: text('page_path'),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Builds of the portal seen by the server, the newest last (the inner-version check). */
export const portalBuilds = pgTable('portal_builds', {
  buildId: text('build_id').primaryKey(),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
});
