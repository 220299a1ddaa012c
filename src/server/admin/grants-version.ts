import { sql } from 'drizzle-orm';
import { GRANTS_EVENT, type GrantsPush } from '../../shared/api/admin-calls';
import type { Db } from '../db/database';
import { adminCounters, GRANTS_COUNTER } from '../db/schema/index';
import type { AppDeps } from '../deps';

/** The current grants version (0 before the first change). */
export async function readGrantsVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: adminCounters.value })
    .from(adminCounters)
    .where(sql`${adminCounters.name} = ${GRANTS_COUNTER}`);
  return row?.value ?? 0;
}

/** Bumps the grants version inside the change's own transaction, so a reader never sees a change without its version. */
export async function bumpGrantsVersion(db: Db): Promise<number> {
  const [row] = await db
    .insert(adminCounters)
    .values({ name: GRANTS_COUNTER, value: 1 })
    .onConflictDoUpdate({ target: adminCounters.name, set: { value: sql`${adminCounters.value} + 1` } })
    .returning({ value: adminCounters.value });
  return row!.value;
}

/**
 * After the change committed: every open tab reloads its menu, buttons and palette commands. All
 * tabs, not only the holders': a role change reaches people whose tabs cannot be told apart cheaply,
 * and a reload of one's own rights is a single small call.
 */
export function announceGrants(deps: AppDeps, version: number): void {
  const data: GrantsPush = { event: GRANTS_EVENT, grantsVersion: version };
  deps.pushHub.broadcast(GRANTS_EVENT, data);
}
