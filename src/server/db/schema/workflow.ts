import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
  /** Group on the sponsor page (e.g. 财务, 客户). */
  groupName: text('group_name').notNull().default(''),
  formId: integer('form_id'),
  /** The node tree being edited (shared/api/workflow-graph.ts); publishing copies it into a version. */
  draftGraph: jsonb('draft_graph'),
  /** Effect applied in the final approval's transaction (select/serviceName). */
  serviceName: text('service_name'),
  /** Bumped on every draft save: a save naming an older revision is refused. */
  rev: integer('rev').notNull().default(0),
  publishedVersionId: integer('published_version_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

/** A published, immutable definition: the graph and the form's fields as they were at publishing. */
export const workflowProcessVersions = pgTable(
  'workflow_process_versions',
  {
    id: serial('id').primaryKey(),
    processId: integer('process_id')
      .notNull()
      .references(() => workflowProcesses.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    graph: jsonb('graph').notNull(),
    formFields: jsonb('form_fields').notNull(),
    serviceName: text('service_name'),
    publishedBy: integer('published_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('workflow_process_versions_uq').on(t.processId, t.version)],
);

/** Apply forms: a field list (shared/api/workflow-form.ts) bound to processes. */
export const workflowForms = pgTable('workflow_forms', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  fields: jsonb('fields').notNull().default([]),
  rev: integer('rev').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

/** Workflow roles (role/*): named groups of approvers, e.g. 财务审批人. */
export const workflowRoles = pgTable('workflow_roles', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  /** enabled | disabled */
  state: text('state').notNull().default('enabled'),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

export const workflowRoleMembers = pgTable(
  'workflow_role_members',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => workflowRoles.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.staffId] })],
);

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
    /** The published version the request follows to the end (null: rows from before the engine). */
    versionId: integer('version_id').references(() => workflowProcessVersions.id),
    formData: jsonb('form_data').notNull().default({}),
    /** Approvers the applicant chose at start, by node id. */
    chosen: jsonb('chosen').notNull().default({}),
    /** Bumped by every rejection back: node runs of older rounds no longer count. */
    epoch: integer('epoch').notNull().default(1),
    /** Bumped by every move; detail pages send it back to notice a stale view. */
    rev: integer('rev').notNull().default(0),
    lastUrgedAt: timestamp('last_urged_at', { withTimezone: true }),
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
    /** waiting (in turn, or behind a signer added before) | pending | done | cancelled */
    status: text('status').notNull().default('pending'),
    /** agree | reject | transmit | addSignAfter | resubmit, once done */
    action: text('action'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    actedAt: timestamp('acted_at', { withTimezone: true }),
    nodeId: text('node_id').notNull().default(''),
    nodeRunId: integer('node_run_id'),
    /** approve | handle | resubmit (the applicant's task after a rejection to the applicant) */
    kind: text('kind').notNull().default('approve'),
    /** Turn within an in-turn node. */
    seq: integer('seq').notNull().default(0),
    /** Optimistic version: an action names the revision it saw. */
    rev: integer('rev').notNull().default(0),
    /** A signer added before this task: this task waits until that one agrees. */
    blocksTaskId: integer('blocks_task_id'),
    /** Added by another assignee (加签) rather than resolved from the node's rule. */
    addedByTaskId: integer('added_by_task_id'),
  },
  (t) => [
    index('workflow_tasks_assignee_idx').on(t.assigneeStaffId, t.status),
    index('workflow_tasks_instance_idx').on(t.instanceId, t.status),
    // Every agree reads the tasks of its node run: without this, a scan of every task ever made.
    index('workflow_tasks_node_run_idx').on(t.nodeRunId),
    // A signer added before someone is found by the task they block (few tasks have one).
    index('workflow_tasks_blocks_idx')
      .on(t.blocksTaskId)
      .where(sql`${t.blocksTaskId} is not null`),
  ],
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

/** One visit of a node in one round of a request: its state and, for parallel nodes, its branches. */
export const workflowNodeRuns = pgTable(
  'workflow_node_runs',
  {
    id: serial('id').primaryKey(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => workflowInstances.id, { onDelete: 'cascade' }),
    /** A node id, or a parallel branch's id when that branch has finished. */
    nodeId: text('node_id').notNull(),
    epoch: integer('epoch').notNull(),
    /** active | done | skipped | failed | cancelled */
    status: text('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('workflow_node_runs_instance_idx').on(t.instanceId, t.epoch)],
);

/** The timeline: every action with who, when, node, comment and attachments. */
export const workflowActions = pgTable(
  'workflow_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => workflowInstances.id, { onDelete: 'cascade' }),
    taskId: integer('task_id'),
    nodeId: text('node_id').notNull(),
    nodeName: text('node_name').notNull(),
    staffId: integer('staff_id'),
    /** start | agree | reject | transmit | addSignBefore | addSignAfter | comment | withdraw | urge | cc | resubmit | autoPass | skip | effect */
    action: text('action').notNull(),
    comment: text('comment').notNull().default(''),
    attachments: jsonb('attachments').notNull().default([]),
    /** People the action names: the new assignee, added signers, cc recipients. */
    targets: jsonb('targets').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('workflow_actions_instance_idx').on(t.instanceId, t.id)],
);

/** Effects applied by final approvals: the unique key makes each apply at most once. */
export const workflowEffects = pgTable(
  'workflow_effects',
  {
    instanceId: integer('instance_id')
      .notNull()
      .references(() => workflowInstances.id, { onDelete: 'cascade' }),
    serviceName: text('service_name').notNull(),
    result: jsonb('result').notNull().default({}),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.serviceName] })],
);
