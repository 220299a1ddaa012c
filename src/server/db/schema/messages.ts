import { bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './org';

/**
 * Message centre (sections.md §7 "/v2/sys/mc/message"): one row per message to one staff member.
 * New rows are pushed to the recipient's open push connections (sections.md §4 "Push stream").
 */
export const mcMessages = pgTable(
  'mc_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** 1 system notice, 2 new mail, 3 approval, 4 download, 5 version (shared/api/message-calls.ts). */
    msgType: smallint('msg_type').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    /** Template with {key} placeholders filled from fillVars (msgContentTemplate / msgFillAfterVar). */
    content: text('content').notNull(),
    contentEn: text('content_en').notNull(),
    /** [{ key: '{newEmailNum}', showFieldName: '3' }, …] */
    fillVars: jsonb('fill_vars').notNull().default([]),
    /** In-portal path the message leads to, if any. */
    link: text('link'),
    /** 0 unread, 1 read */
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('mc_messages_staff_created_idx').on(t.staffId, t.createdAt), index('mc_messages_staff_status_idx').on(t.staffId, t.status)],
);
