import { and, eq } from 'drizzle-orm';
import { PERMISSION_KEYS } from '../../shared/permissions';
import type { Db } from '../db/database';
import { resources, roleResources, staffRoles } from '../db/schema/index';

interface GrantedResource {
  id: number;
  key: string;
}

/**
 * Business-inquiry pages that only show SIM-bank devices. Every call they make needs an
 * `OC_SIMBANK_*` key, so the SIM-bank permission gates them too (issue 15): without it they
 * would open as empty pages full of 403s.
 */
const SIMBANK_DEVICE_PAGES: ReadonlySet<string> = new Set([
  PERMISSION_KEYS.deviceInfo,
  PERMISSION_KEYS.deviceOperationLog,
  PERMISSION_KEYS.portQuery,
]);
const SIMBANK_KEY_PREFIX = 'OC_SIMBANK';

/**
 * Drops the SIM-bank device pages for anyone who holds no SIM-bank key, whatever section they
 * were granted with. Applied where grants are read, so the menu, the palette, the page guard
 * and the API's permission checks all see the same set.
 */
export function withoutSimbankPagesUnlessSimbank(granted: GrantedResource[]): GrantedResource[] {
  if (granted.some((row) => row.key.startsWith(SIMBANK_KEY_PREFIX))) return granted;
  return granted.filter((row) => !SIMBANK_DEVICE_PAGES.has(row.key));
}

async function loadGrantedResources(db: Db, staffId: number): Promise<GrantedResource[]> {
  const rows = await db
    .selectDistinct({ id: resources.id, key: resources.international })
    .from(staffRoles)
    .innerJoin(roleResources, eq(roleResources.roleId, staffRoles.roleId))
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    .where(and(eq(staffRoles.staffId, staffId), eq(resources.live, true)));
  return withoutSimbankPagesUnlessSimbank(rows);
}

/** Ids of the live resources the staff member's roles grant. */
export async function grantedResourceIds(db: Db, staffId: number): Promise<Set<number>> {
  return new Set((await loadGrantedResources(db, staffId)).map((row) => row.id));
}

/** Permission keys (`international`) of every live resource the staff member's roles grant. */
export async function loadPermissionKeys(db: Db, staffId: number): Promise<Set<string>> {
  return new Set((await loadGrantedResources(db, staffId)).map((row) => row.key));
}
