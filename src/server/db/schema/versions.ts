import { boolean, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './org';

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

