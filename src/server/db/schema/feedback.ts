import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { resources } from './access';
import { staff } from './org';

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
