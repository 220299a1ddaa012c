import { asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import * as calls from '../../shared/api/sys-calls';
import { currencies, departments, roles, staff, staffRoles } from '../db/schema/index';
import { handle, type RegisteredCall } from '../http/call-router';
import { deptNamesOf, likePattern } from '../staff';

export const sysHandlers: RegisteredCall[] = [
  handle(calls.staffPage, async ({ deps, input }) => {
    const { keyword, page, pageSize } = input.body;
    const pattern = likePattern(keyword);
    const where = keyword ? or(ilike(staff.name, pattern), ilike(staff.username, pattern), ilike(staff.jobNumber, pattern)) : undefined;
    const [rows, [total]] = await Promise.all([
      deps.db
        .select()
        .from(staff)
        .where(where)
        .orderBy(asc(staff.jobNumber))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(staff)
        .where(where),
    ]);
    const ids = rows.map((row) => row.id);
    const [depts, roleRows] = await Promise.all([
      deptNamesOf(deps.db, ids),
      ids.length
        ? deps.db
            .select({ staffId: staffRoles.staffId, name: roles.name })
            .from(staffRoles)
            .innerJoin(roles, eq(roles.id, staffRoles.roleId))
            .where(inArray(staffRoles.staffId, ids))
        : Promise.resolve([]),
    ]);
    return {
      count: total?.n ?? 0,
      rows: rows.map((row) => ({
        staffId: row.id,
        username: row.username,
        name: row.name,
        jobNumber: row.jobNumber,
        deptNames: depts.get(row.id) ?? [],
        roles: roleRows.filter((r) => r.staffId === row.id).map((r) => r.name),
        status: row.status === 'disabled' ? ('disabled' as const) : ('active' as const),
        lockedUntil: row.lockedUntil && row.lockedUntil > deps.clock.now() ? row.lockedUntil.toISOString() : null,
        lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      })),
    };
  }),

  handle(calls.deptSelect, async ({ deps }) => {
    const rows = await deps.db.select().from(departments).orderBy(asc(departments.sort));
    return rows.map((row) => ({ deptId: row.id, deptName: row.name, deptNameEn: row.nameEn }));
  }),

  handle(calls.currencyList, async ({ deps }) =>
    deps.db
      .select()
      .from(currencies)
      .orderBy(desc(sql`${currencies.code} = 'USD'`), asc(currencies.code)),
  ),
];
