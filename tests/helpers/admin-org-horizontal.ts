import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as calls from '../../src/shared/api/admin-org-calls';
import type { CallDef } from '../../src/shared/api/define-call';
import { APP_CODES } from '../../src/shared/error-codes';
import { departments, resources, staff, staffDepartments } from '../../src/server/db/schema/index';
import { callApi, signIn, type RawAnswer } from './api';
import type { TestApp } from './test-app';

/**
 * Horizontal access to departments and the permission look-up: `sales` and `newhire` are refused
 * alike for a real department, person or page and for nobody's, and nothing changes; the holder
 * naming nobody's gets a not-found or validation envelope, never a 500.
 */
type User = 'admin' | 'sales' | 'newhire';
const NOBODY = 2_000_000_001;
interface Records {
  deptId: number;
  staffId: number;
  resourceId: number;
}
type Request = (r: Records | null) => Record<string, unknown>;

export function adminOrgCases(app: () => TestApp): Record<string, { fields: string[]; check: () => Promise<void> }> {
  const tokens = new Map<User, string>();
  const db = () => app().services.deps.db;
  const as = async (user: User, call: CallDef, request: Record<string, unknown>): Promise<RawAnswer> => {
    if (!tokens.has(user)) tokens.set(user, (await signIn(app(), user)).token);
    return callApi(app().app, call, request, { token: tokens.get(user) ?? '' });
  };
  const load = async (): Promise<Records> => {
    const [person] = await db().select({ id: staff.id }).from(staff).where(eq(staff.username, 'sales2'));
    const [dept] = await db()
      .select({ id: staffDepartments.deptId })
      .from(staffDepartments)
      .where(eq(staffDepartments.staffId, person!.id));
    const [resource] = await db().select({ id: resources.id }).from(resources).where(eq(resources.live, true)).limit(1);
    return { deptId: dept!.id, staffId: person!.id, resourceId: resource!.id };
  };
  const snapshot = async () => ({
    departments: await db().select().from(departments).orderBy(departments.id),
    members: await db().select().from(staffDepartments).orderBy(staffDepartments.staffId, staffDepartments.deptId),
  });
  const refused = (call: CallDef, request: Request) => async (): Promise<void> => {
    const r = await load();
    const before = await snapshot();
    for (const user of ['sales', 'newhire'] as const) {
      const real = await as(user, call, request(r));
      expect(real.status, `${user} ${call.id}`).toBe(403);
      expect(real.body.code, `${user} ${call.id}`).toBe(APP_CODES.FORBIDDEN);
      expect((await as(user, call, request(null))).body, `${user} ${call.id} nobody`).toEqual(real.body);
    }
    expect(await snapshot()).toEqual(before);
    const holder = await as('admin', call, request(null));
    expect(holder.status, `admin ${call.id} nobody`).toBeLessThan(500);
    expect([APP_CODES.NOT_FOUND, APP_CODES.VALIDATION], `admin ${call.id} nobody: ${holder.body.msg}`).toContain(holder.body.code);
  };
  const dept = (r: Records | null) => r?.deptId ?? NOBODY;
  return {
    'adminOrg.deptCreate': {
      fields: ['parentId'],
      check: refused(calls.deptCreate, (r) => ({ body: { parentId: dept(r), name: '横向', nameEn: 'Hz' } })),
    },
    'adminOrg.deptRename': {
      fields: ['id'],
      check: refused(calls.deptRename, (r) => ({ body: { id: dept(r), name: '横向', nameEn: 'Hz' } })),
    },
    'adminOrg.deptLead': {
      fields: ['id', 'leadStaffId'],
      check: refused(calls.deptLead, (r) => ({ body: { id: dept(r), leadStaffId: r?.staffId ?? NOBODY } })),
    },
    'adminOrg.deptDelete': { fields: ['id'], check: refused(calls.deptDelete, (r) => ({ body: { id: dept(r) } })) },
    'adminOrg.deptMove': {
      fields: ['id', 'parentId'],
      check: refused(calls.deptMove, (r) => ({ body: { id: dept(r), parentId: null, index: 0 } })),
    },
    'adminOrg.permissionHolders': {
      fields: ['id'],
      check: refused(calls.permissionHolders, (r) => ({ params: { id: r?.resourceId ?? NOBODY } })),
    },
  };
}
