import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './org';

/**
 * A minimal workflow model (sections.md §3 "Workflow"): process definitions, instances, tasks and
 * copies. The shell reads the counts of the process summary from it; the workflow feature extends
 * it with forms, nodes and actions.
 */
export const workflowProcesses = pgTable('workflow_processes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  /** Path of the apply form (a detail page of /general/process/…). */
  formPath: text('form_path'),
  /** enabled | disabled */
  state: text('state').notNull().default('enabled'),
});

export const workflowInstances = pgTable(
  'workflow_instances',
  {
    id: serial('id').primaryKey(),
    processId: integer('process_id')
      .notNull()
      .references(() => workflowProcesses.id),
    title: text('title').notNull(),
    applicantStaffId: integer('applicant_staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** running | approved | rejected | withdrawn */
    status: text('status').notNull().default('running'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('workflow_instances_applicant_idx').on(t.applicantStaffId, t.status)],
);

export const workflowTasks = pgTable(
  'workflow_tasks',
  {
    id: serial('id').primaryKey(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => workflowInstances.id, { onDelete: 'cascade' }),
    nodeName: text('node_name').notNull(),
    assigneeStaffId: integer('assignee_staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** pending | done */
    status: text('status').notNull().default('pending'),
    /** agree | reject | transmit, once done */
    action: text('action'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    actedAt: timestamp('acted_at', { withTimezone: true }),
  },
  (t) => [index('workflow_tasks_assignee_idx').on(t.assigneeStaffId, t.status)],
);

/** Copies of an instance sent to a staff member (“cc me”). */
export const workflowCopies = pgTable(
  'workflow_copies',
  {
    instanceId: integer('instance_id')
      .notNull()
      .references(() => workflowInstances.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.staffId] }), index('workflow_copies_staff_idx').on(t.staffId)],
);
