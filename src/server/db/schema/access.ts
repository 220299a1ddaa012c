import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { staff } from './org';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  description: text('description').notNull().default(''),
  /** Data scope of the role: own | dept | all (used by the business query services). */
  dataScope: text('data_scope').notNull().default('own'),
});

/** Menu and button nodes (shell.md §3), generated from the route table by the menu sync. */
export const resources = pgTable(
  'resources',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    /** menu | button */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    router: text('router'),
    international: text('international').notNull().unique(),
    icon: text('icon'),
    webShowFlag: boolean('web_show_flag').notNull().default(true),
    layoutName: text('layout_name').notNull(),
    sort: integer('sort').notNull(),
    area: text('area').notNull(),
    /** False once the route table no longer has the node; grants stay but it is not served. */
    live: boolean('live').notNull().default(true),
  },
  (t) => [index('resources_parent_idx').on(t.parentId)],
);

export const roleResources = pgTable(
  'role_resources',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.resourceId] })],
);

export const staffRoles = pgTable(
  'staff_roles',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.roleId] }), index('staff_roles_role_idx').on(t.roleId)],
);

/**
 * Field-level rights: a row hides one field of one page from holders of the role. A person sees a
 * field when any of their roles that grants the page leaves it shown (rights add up, as grants do).
 */
export const roleFieldRights = pgTable(
  'role_field_rights',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    /** The page's route path (src/shared/admin/field-rights.ts lists the pages and their fields). */
    page: text('page').notNull(),
    field: text('field').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.page, t.field] })],
);
