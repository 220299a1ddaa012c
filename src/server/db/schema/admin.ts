import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Named counters of administration. `grants` (GRANTS_VERSION) is bumped on every change of a grant,
 * a role or someone's roles, so that caches of menus and permissions can key on it.
 */
/** The counter every change of grants, roles, someone's roles or the menu bumps. */
export const GRANTS_COUNTER = 'grants';

export const adminCounters = pgTable('admin_counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});
