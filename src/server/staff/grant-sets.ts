import { and, eq, inArray, sql } from 'drizzle-orm';
import { grantOfPage } from '../../shared/admin/field-rights';
import type { Db } from '../db/database';
import { adminCounters, GRANTS_COUNTER, resources, roleResources, staffRoles } from '../db/schema/index';
import { buildMenu, type StaffMenu } from './menu-service';
import { withoutSimbankPagesUnlessSimbank } from './permission-service';

/**
 * What one combination of roles may do, at one grants version: the same for everyone holding
 * exactly those roles, so it is worked out once and shared. The menu and buttons are built on the
 * first call that needs them.
 */
export interface GrantSet {
  /** `<grants version>:<sorted role ids>`: equal keys mean equal rights (an ETag may rest on it). */
  readonly key: string;
  readonly permissions: ReadonlySet<string>;
  readonly resourceIds: ReadonlySet<number>;
  menu(): Promise<StaffMenu>;
  /** The menu as JSON text, written once per set: the bulk of the session's answers. */
  menuJson(): Promise<{ tree: string; resources: string }>;
  /** The permission keys in order, and as JSON text. */
  readonly sortedPermissions: readonly string[];
  readonly permissionsJson: string;
  buttons(): Promise<string[]>;
  /** The fields of a page these roles keep from their holder (field-level rights). */
  hiddenFields(page: string): Promise<ReadonlySet<string>>;
}

async function grantedOf(db: Db, roleIds: readonly number[]) {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: resources.id, key: resources.international })
    .from(roleResources)
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    .where(and(inArray(roleResources.roleId, [...roleIds]), eq(resources.live, true)));
  return withoutSimbankPagesUnlessSimbank(rows);
}

async function buttonsOf(db: Db, granted: ReadonlySet<number>): Promise<string[]> {
  const rows = await db
    .select({ id: resources.id, key: resources.international })
    .from(resources)
    .where(and(eq(resources.kind, 'button'), eq(resources.live, true)));
  return rows.filter((row) => granted.has(row.id)).map((row) => row.key);
}

/**
 * The first call's answer, shared by every later call, unless it failed: a failed read (the
 * database briefly gone) is asked again by the next caller. http/once keeps whatever its thunk
 * returned, a rejected promise included, so it would keep that failure for the set's lifetime.
 */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | null = null;
  return () => {
    made ??= make().catch((error: unknown) => {
      made = null;
      throw error;
    });
    return made;
  };
}

/**
 * A field is hidden when every role that grants the page hides it: rights add up across roles, as
 * grants do, and a role that does not grant the page has no say on its fields.
 */
async function hiddenFieldsOf(db: Db, roleIds: readonly number[], page: string): Promise<ReadonlySet<string>> {
  if (roleIds.length === 0) return new Set();
  const list = sql.join(
    roleIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    WITH granting AS (
      SELECT DISTINCT rr.role_id FROM role_resources rr JOIN resources r ON r.id = rr.resource_id
      WHERE rr.role_id IN (${list}) AND r.router = ${grantOfPage(page)} AND r.live
    )
    SELECT f.field FROM role_field_rights f JOIN granting g ON g.role_id = f.role_id
    WHERE f.page = ${page}
    GROUP BY f.field HAVING count(*) = (SELECT count(*) FROM granting)`)) as unknown as { rows: { field: string }[] };
  return new Set(result.rows.map((row) => row.field));
}

async function buildGrantSet(db: Db, key: string, roleIds: readonly number[]): Promise<GrantSet> {
  const granted = await grantedOf(db, roleIds);
  const resourceIds = new Set(granted.map((row) => row.id));
  const permissions = new Set(granted.map((row) => row.key));
  const sortedPermissions = [...permissions].sort();
  const menu = once(() => buildMenu(db, resourceIds));
  const hidden = new Map<string, () => Promise<ReadonlySet<string>>>();
  return {
    key,
    permissions,
    resourceIds,
    menu,
    menuJson: once(async () => {
      const built = await menu();
      return { tree: JSON.stringify(built.tree), resources: JSON.stringify(built.resources) };
    }),
    sortedPermissions,
    permissionsJson: JSON.stringify(sortedPermissions),
    buttons: once(() => buttonsOf(db, resourceIds)),
    hiddenFields: (page) => {
      let of = hidden.get(page);
      if (!of) {
        of = once(() => hiddenFieldsOf(db, roleIds, page));
        hidden.set(page, of);
      }
      return of();
    },
  };
}

/**
 * Grant sets by grants version and role ids. Every change of a grant, a role, someone's roles or
 * the menu bumps the version (in the change's own transaction), so a request that reads the new
 * version never meets an old set; sets of older versions are dropped when a newer one is seen.
 */
export class GrantSetCache {
  private readonly sets = new Map<string, Promise<GrantSet>>();
  private version = -1;

  constructor(private readonly limit = 500) {}

  get(db: Db, grantsVersion: number, roleIds: readonly number[]): Promise<GrantSet> {
    if (grantsVersion > this.version) {
      this.sets.clear();
      this.version = grantsVersion;
    }
    const sorted = [...new Set(roleIds)].sort((a, b) => a - b);
    const key = `${grantsVersion}:${sorted.join(',')}`;
    // A reader still on an older version (its request began before the bump) builds its own set, uncached.
    if (grantsVersion < this.version) return buildGrantSet(db, key, sorted);
    let set = this.sets.get(key);
    if (!set) {
      if (this.sets.size >= this.limit) this.sets.delete(this.sets.keys().next().value as string);
      set = buildGrantSet(db, key, sorted);
      set.catch(() => this.sets.delete(key));
      this.sets.set(key, set);
    }
    return set;
  }
}

/** The grant set of one staff member, for work outside a request (a queued export acting for them). */
export async function grantSetOfStaff(db: Db, cache: GrantSetCache, staffId: number): Promise<GrantSet> {
  const [roles, counters] = await Promise.all([
    db.select({ id: staffRoles.roleId }).from(staffRoles).where(eq(staffRoles.staffId, staffId)),
    db.select({ value: adminCounters.value }).from(adminCounters).where(eq(adminCounters.name, GRANTS_COUNTER)),
  ]);
  return cache.get(
    db,
    counters[0]?.value ?? 0,
    roles.map((role) => role.id),
  );
}
