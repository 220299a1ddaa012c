import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import * as calls from '../../src/shared/api/admin-calls';
import type { CallDef } from '../../src/shared/api/define-call';
import * as fields from '../../src/shared/api/field-rights-calls';
import { BUSINESS_PAGES } from '../../src/shared/business/page-links';
import { APP_CODES } from '../../src/shared/error-codes';
import { roleFieldRights, roleResources, roles, staff, staffDepartments, staffRoles } from '../../src/server/db/schema/index';
import { callApi, signIn, type RawAnswer } from './api';
import type { TestApp } from './test-app';

/**
 * Horizontal access to administration. Accounts and roles are the settings holders' (`admin`):
 * `sales` and `newhire` are refused every call alike, for a real account or role and for nobody's,
 * and nothing changes. The holder naming nobody's account or role gets a plain not-found or
 * validation envelope, never data, never a 500.
 */
type User = 'admin' | 'sales' | 'newhire';
const OUTSIDERS = ['sales', 'newhire'] as const;
const NOBODY = 2_000_000_001;

interface Records {
  staffId: number;
  roleId: number;
  deptId: number;
}
type Request = (r: Records | null) => Record<string, unknown>;

interface AdminCase {
  fields: string[];
  check: () => Promise<void>;
}

export function adminCases(app: () => TestApp): Record<string, AdminCase> {
  const tokens = new Map<User, string>();
  const db = () => app().services.deps.db;
  const tokenOf = async (user: User): Promise<string> => {
    if (!tokens.has(user)) tokens.set(user, (await signIn(app(), user)).token);
    return tokens.get(user) ?? '';
  };
  const as = async (user: User, call: CallDef, request: Record<string, unknown>): Promise<RawAnswer> =>
    callApi(app().app, call, request, { token: await tokenOf(user) });

  let records: Promise<Records> | null = null;
  const load = (): Promise<Records> =>
    (records ??= (async () => {
      const [person] = await db().select({ id: staff.id }).from(staff).where(eq(staff.username, 'sales2'));
      const [role] = await db().select({ id: roles.id }).from(roles).where(eq(roles.code, 'sales'));
      const [dept] = await db()
        .select({ deptId: staffDepartments.deptId })
        .from(staffDepartments)
        .where(eq(staffDepartments.staffId, person!.id));
      return { staffId: person!.id, roleId: role!.id, deptId: dept!.deptId };
    })());

  /** Everything an administration call could change, to prove a refused one changed nothing. */
  const snapshot = async () => ({
    staff: await db()
      .select({ id: staff.id, name: staff.name, status: staff.status, hash: staff.passwordHash, lockedUntil: staff.lockedUntil })
      .from(staff)
      .orderBy(staff.id),
    roles: await db().select().from(roles).orderBy(roles.id),
    staffRoles: await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(staffRoles),
    grants: await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(roleResources),
    fieldRights: await db().select().from(roleFieldRights),
  });

  const refused =
    (call: CallDef, request: Request): AdminCase['check'] =>
    async () => {
      const r = await load();
      const before = await snapshot();
      for (const user of OUTSIDERS) {
        const real = await as(user, call, request(r));
        expect(real.status, `${user} ${call.id}`).toBe(403);
        expect(real.body.code, `${user} ${call.id}`).toBe(APP_CODES.FORBIDDEN);
        expect((await as(user, call, request(null))).body, `${user} ${call.id} nobody`).toEqual(real.body);
      }
      expect(await snapshot()).toEqual(before);
      const holder = await as('admin', call, request(null));
      expect(holder.status, `admin ${call.id} nobody`).toBeLessThan(500);
      expect([APP_CODES.NOT_FOUND, APP_CODES.VALIDATION, 0], `admin ${call.id} nobody: ${holder.body.msg}`).toContain(holder.body.code);
    };

  const pick = (r: Records | null, real: (r: Records) => number) => (r ? real(r) : NOBODY);
  const profile = (r: Records | null) => ({
    name: '横向',
    nameEn: 'Horizontal',
    jobNumber: 'SB8801',
    email: '',
    mobile: '',
    roleIds: [pick(r, (x) => x.roleId)],
    deptIds: [pick(r, (x) => x.deptId)],
  });

  return {
    'admin.userQuery': {
      fields: ['deptId', 'id', 'roleId'],
      check: refused(calls.userQuery, (r) => ({
        body: { id: pick(r, (x) => x.staffId), roleId: pick(r, (x) => x.roleId), deptId: pick(r, (x) => x.deptId) },
      })),
    },
    'admin.userCreate': {
      fields: ['deptIds', 'roleIds'],
      check: refused(calls.userCreate, (r) => ({ body: { username: 'hz.user', password: 'Horizontal2026', ...profile(r) } })),
    },
    'admin.userUpdate': {
      fields: ['deptIds', 'id', 'roleIds'],
      check: refused(calls.userUpdate, (r) => ({ body: { id: pick(r, (x) => x.staffId), ...profile(r) } })),
    },
    'admin.userStatus': {
      fields: ['id'],
      check: refused(calls.userStatus, (r) => ({ body: { id: pick(r, (x) => x.staffId), status: 'disabled' } })),
    },
    'admin.userUnlock': {
      fields: ['id'],
      check: refused(calls.userUnlock, (r) => ({ body: { id: pick(r, (x) => x.staffId) } })),
    },
    'admin.userResetPassword': {
      fields: ['id'],
      check: refused(calls.userResetPassword, (r) => ({ body: { id: pick(r, (x) => x.staffId), password: 'Horizontal2026' } })),
    },
    'admin.roleSave': {
      fields: ['code', 'id'],
      check: refused(calls.roleSave, (r) => ({
        body: { id: pick(r, (x) => x.roleId), code: 'hz-role', name: '横向', nameEn: 'Hz', dataScope: 'all' },
      })),
    },
    'admin.roleCopy': {
      fields: ['code', 'id'],
      check: refused(calls.roleCopy, (r) => ({ body: { id: pick(r, (x) => x.roleId), code: 'hz-copy', name: '横向', nameEn: 'Hz' } })),
    },
    'admin.roleDelete': {
      fields: ['id'],
      check: refused(calls.roleDelete, (r) => ({ body: { id: pick(r, (x) => x.roleId) } })),
    },
    'admin.roleGrants': {
      fields: ['id'],
      check: refused(calls.roleGrants, (r) => ({ params: { id: pick(r, (x) => x.roleId) } })),
    },
    'admin.roleGrantsSave': {
      fields: ['id', 'resourceIds'],
      check: refused(calls.roleGrantsSave, (r) => ({ body: { id: pick(r, (x) => x.roleId), resourceIds: [] } })),
    },
    'admin.roleFieldRights': {
      fields: ['id'],
      check: refused(fields.roleFieldRights, (r) => ({ params: { id: pick(r, (x) => x.roleId) } })),
    },
    'admin.roleFieldRightsSave': {
      fields: ['id'],
      check: refused(fields.roleFieldRightsSave, (r) => ({
        body: { id: pick(r, (x) => x.roleId), page: BUSINESS_PAGES.clientDetails, hidden: ['balance'] },
      })),
    },
  };
}
