import { integer, jsonb, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './org';
import { workflowProcesses } from './workflow';

/** An apply form saved before it is submitted: one per person and process, gone once the request starts. */
export const workflowDrafts = pgTable(
  'workflow_drafts',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    processId: integer('process_id')
      .notNull()
      .references(() => workflowProcesses.id, { onDelete: 'cascade' }),
    formData: jsonb('form_data').notNull(),
    /** Approvers picked for "chosen at start" nodes, by node id. */
    chosen: jsonb('chosen').notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.processId] })],
);
