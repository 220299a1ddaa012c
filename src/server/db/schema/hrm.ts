import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { departments, staff } from './org';

/** Shift scheduling (sections.md §7 "HR scheduling"): groups, their members and the daily rota. */
export const scheduleGroups = pgTable('schedule_groups', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  deptId: integer('dept_id').references(() => departments.id, { onDelete: 'set null' }),
  /** updateNotify: whether publishing tells each member of their changes. */
  notify: boolean('notify').notNull().default(true),
  /** Rest rule: the fewest hours between the end of one shift and the start of the next. */
  minRestHours: smallint('min_rest_hours').notNull().default(11),
});

export const scheduleMembers = pgTable(
  'schedule_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => scheduleGroups.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.staffId] })],
);

/** A label a scheduler puts on a day of the rota (值班长, 培训, 外勤…), per group. */
export const scheduleTags = pgTable(
  'schedule_tags',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => scheduleGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull().default('slate'),
  },
  (t) => [uniqueIndex('schedule_tags_group_name_uq').on(t.groupId, t.name)],
);

/**
 * One person's day in a group. `shift`/`start_time`/`end_time`/`tag_id` are the draft the scheduler
 * edits; the `published_*` columns are what people see, copied by pushScheduling.
 */
export const scheduleShifts = pgTable(
  'schedule_shifts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => scheduleGroups.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** Business day (Asia/Shanghai). */
    workDate: date('work_date').notNull(),
    /** early | day | late | rest; '' = cleared in the draft */
    shift: text('shift').notNull(),
    /** HH:MM, empty on a rest day */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    tagId: integer('tag_id').references(() => scheduleTags.id, { onDelete: 'set null' }),
    /** Null: never published. */
    publishedShift: text('published_shift'),
    publishedStart: text('published_start'),
    publishedEnd: text('published_end'),
    publishedTagId: integer('published_tag_id').references(() => scheduleTags.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('schedule_shifts_uq').on(t.groupId, t.staffId, t.workDate), index('schedule_shifts_date_idx').on(t.workDate)],
);

/** A publication of a group's rota (pushScheduling): who, when, how many people were told. */
export const schedulePublications = pgTable(
  'schedule_publications',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => scheduleGroups.id, { onDelete: 'cascade' }),
    publishedBy: integer('published_by').references(() => staff.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    changedDays: integer('changed_days').notNull(),
    notifiedPeople: integer('notified_people').notNull(),
  },
  (t) => [index('schedule_publications_group_idx').on(t.groupId, t.publishedAt)],
);

/** Clock-in and clock-out of a person on a business day (seeded, or synced from the chat app). */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    workDate: date('work_date').notNull(),
    clockIn: timestamp('clock_in', { withTimezone: true }),
    clockOut: timestamp('clock_out', { withTimezone: true }),
    /** seed | dingtalk | manual */
    source: text('source').notNull().default('manual'),
  },
  (t) => [uniqueIndex('attendance_records_staff_day_uq').on(t.staffId, t.workDate)],
);

/** Days of a leave type a person is entitled to in a year (annual leave by years of service). */
export const holidayBalances = pgTable(
  'holiday_balances',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    /** annual | sick | compensatory */
    leaveType: text('leave_type').notNull(),
    /** Days, one decimal (half days). */
    entitledDays: numeric('entitled_days', { precision: 5, scale: 1 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.year, t.leaveType] })],
);

/** Leave taken or requested. Approved leave counts against the balance. */
export const leaveRecords = pgTable(
  'leave_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    leaveType: text('leave_type').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    days: numeric('days', { precision: 5, scale: 1 }).notNull(),
    reason: text('reason').notNull().default(''),
    /** approved | pending | rejected */
    status: text('status').notNull().default('approved'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('leave_records_staff_idx').on(t.staffId, t.startDate)],
);
