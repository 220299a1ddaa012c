import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { resources } from './access';
import { staff } from './org';

/** Rating questions: the rating dialog and the popover ask the first enabled one (or the popup rule's). */
export const feedbackQuestions = pgTable('feedback_questions', {
  id: serial('id').primaryKey(),
  content: text('content').notNull(),
  contentEn: text('content_en').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Ratings and feedback: of Switchboard as a whole (user menu, sign-in prompt, popover) or, with a
 * resource id, of one menu page ("rate this page", the page evaluation check of shell.md §7).
 * Feedback with words waits for a handler (open → processing → replied); a bare rating is closed.
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
    /** open | processing | replied | closed (FEEDBACK_STATUSES). */
    status: text('status').notNull().default('open'),
    categoryId: integer('category_id').references(() => feedbackDict.id, { onDelete: 'set null' }),
    questionId: integer('question_id').references(() => feedbackQuestions.id, { onDelete: 'set null' }),
    popupConfigId: integer('popup_config_id').references(() => feedbackPopupConfigs.id, { onDelete: 'set null' }),
    assigneeId: integer('assignee_id').references(() => staff.id, { onDelete: 'set null' }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  // (resource, staff) answers both "has this person rated this page" and "all ratings of a page".
  (t) => [
    index('staff_feedback_staff_idx').on(t.staffId),
    index('staff_feedback_resource_idx').on(t.resourceId, t.staffId),
    index('staff_feedback_status_idx').on(t.status, t.createdAt),
  ],
);

/** A handler's answer to a piece of feedback; its author sees every reply. */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: serial('id').primaryKey(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => staffFeedback.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('feedback_replies_feedback_idx').on(t.feedbackId)],
);

/** The feedback dictionary: categories (功能建议, 问题缺陷 …) and score levels (code = the score 1–5). */
export const feedbackDict = pgTable(
  'feedback_dict',
  {
    id: serial('id').primaryKey(),
    /** category | scoreLevel (DICT_TYPES). */
    dictType: text('dict_type').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('feedback_dict_type_code_idx').on(t.dictType, t.code)],
);

/** The one note above the feedback form (id is always 1). */
export const feedbackTips = pgTable('feedback_tips', {
  id: integer('id').primaryKey(),
  content: text('content').notNull(),
  contentEn: text('content_en').notNull(),
  updatedBy: integer('updated_by').references(() => staff.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** When the rating popover shows (POPUP_TRIGGERS): after N sign-ins, after a release, on a page. */
export const feedbackPopupConfigs = pgTable('feedback_popup_configs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** signIns | release | page. */
  trigger: text('trigger').notNull(),
  signInCount: integer('sign_in_count'),
  releaseDays: integer('release_days'),
  pagePath: text('page_path'),
  /** Days before the same rule shows the same person again; 0 = once ever. */
  cooldownDays: integer('cooldown_days').notNull().default(30),
  questionId: integer('question_id').references(() => feedbackQuestions.id, { onDelete: 'set null' }),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Each time a rule's popover showed someone: the cooldown and the rule's shown count. */
export const feedbackPopupShows = pgTable(
  'feedback_popup_shows',
  {
    id: serial('id').primaryKey(),
    configId: integer('config_id')
      .notNull()
      .references(() => feedbackPopupConfigs.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('feedback_popup_shows_staff_idx').on(t.staffId, t.configId)],
);
