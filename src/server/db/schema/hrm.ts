import { bigserial, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { departments, staff } from './org';

/** Shift scheduling (sections.md §7 "HR scheduling"): groups, their members and the daily rota. */
export const scheduleGroups = pgTable('schedule_groups', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  deptId: integer('dept_id').references(() => departments.id, { onDelete: 'set null' }),
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
    /** early | day | late | rest */
    shift: text('shift').notNull(),
    /** HH:MM, empty on a rest day */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [uniqueIndex('schedule_shifts_uq').on(t.groupId, t.staffId, t.workDate), index('schedule_shifts_date_idx').on(t.workDate)],
);
