import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staff } from './org';

/**
 * Export jobs of the download centre (shell.md §4 "Export"): an export too large to answer at once
 * is queued here and written by the in-process worker. The id is the `fileId` the client sees.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: uuid('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** Name of the registered exporter that rebuilds the rows when the job runs. */
    exporter: text('exporter').notNull(),
    params: jsonb('params').notNull(),
    /** zh | en: column titles and file name follow the language the export was asked in. */
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** queued | running | done | failed | expired */
    status: text('status').notNull().default('queued'),
    progress: smallint('progress').notNull().default(0),
    totalRows: integer('total_rows').notNull().default(0),
    writtenRows: integer('written_rows').notNull().default(0),
    fileName: text('file_name'),
    /** Relative to DATA_DIR. */
    filePath: text('file_path'),
    fileSize: bigint('file_size', { mode: 'number' }),
    error: text('error'),
    /** False when retrying cannot help (the exporter is gone, the permission was withdrawn). */
    retryable: boolean('retryable').notNull().default(true),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the file is removed (retention); set when the job finishes. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('export_jobs_staff_idx').on(t.staffId, t.createdAt), index('export_jobs_status_idx').on(t.status)],
);

/** Files staff uploaded (sections.md §7 download-centre upload calls), stored under DATA_DIR. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** Relative to DATA_DIR. */
    storagePath: text('storage_path').notNull(),
    bizType: text('biz_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('uploaded_files_staff_idx').on(t.staffId, t.createdAt)],
);

/** A chunked upload in progress: which chunks arrived; the file row appears when all did. */
export const uploadSessions = pgTable('upload_sessions', {
  id: uuid('id').primaryKey(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  totalSize: bigint('total_size', { mode: 'number' }).notNull(),
  chunkTotal: integer('chunk_total').notNull(),
  fileId: uuid('file_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const uploadChunks = pgTable(
  'upload_chunks',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploadSessions.id, { onDelete: 'cascade' }),
    chunkIndex: integer('chunk_index').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.chunkIndex] })],
);
