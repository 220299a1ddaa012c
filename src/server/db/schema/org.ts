import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Departments form a tree; a lead sees the department's data (issue: data scope). */
export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  parentId: integer('parent_id'),
  leadStaffId: integer('lead_staff_id'),
  sort: integer('sort').notNull().default(0),
});

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    jobNumber: text('job_number').notNull(),
    avatar: text('avatar'),
    email: text('email'),
    mobile: text('mobile'),
    jobTime: date('job_time'),
    passwordHash: text('password_hash').notNull(),
    /** active | disabled */
    status: text('status').notNull().default('active'),
    failedLogins: smallint('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Locks since the last successful sign-in: each one lasts twice as long as the one before. */
    lockCount: smallint('lock_count').notNull().default(0),
    /** The chat app's user id: target of work notices and key of single sign-on. */
    dingUserId: text('ding_user_id'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Set by an administrator's create or reset: the next sign-in must choose a new password. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Demo accounts and generated staff come from the seed; real staff are created by admins. */
    seeded: boolean('seeded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('staff_job_number_uq').on(t.jobNumber),
    uniqueIndex('staff_ding_user_uq').on(t.dingUserId),
  ],
);

export const staffDepartments = pgTable(
  'staff_departments',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    deptId: integer('dept_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    primary: boolean('is_primary').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.deptId] }), index('staff_departments_dept_idx').on(t.deptId)],
);
