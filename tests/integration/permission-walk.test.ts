import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS, PUBLIC, SIGNED_IN } from '../../src/shared/api/index';
import { resourceTree, roleGrantsSave, roleSave, userCreate, userOptions, type ResourceNodeRow } from '../../src/shared/api/admin-calls';
import type { CallDef } from '../../src/shared/api/define-call';
import { currencyList } from '../../src/shared/api/sys-calls';
import { APP_CODES, SPEC_CODES } from '../../src/shared/error-codes';
import { MENU_RESOURCES } from '../../src/shared/routes/menu-resources';
import { DEMO_STAFF, ROLES } from '../../src/server/db/seed/demo-org';
import { grantedResourceIds } from '../../src/server/db/seed/menu-sync';
import { ALL_HANDLERS } from '../../src/server/handlers';
import { callApi, signIn } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const person of DEMO_STAFF) tokens.set(person.username, (await signIn(t, person.username)).token);
});
afterAll(async () => t.close());

/** What the role definition grants, computed from the seed, not from the database. */
function keysOfRole(roleCode: string): Set<string> {
  const role = ROLES.find((candidate) => candidate.code === roleCode);
  if (!role) throw new Error(`no role ${roleCode}`);
  const ids = grantedResourceIds(role);
  return new Set(MENU_RESOURCES.filter((node) => ids.has(node.id)).map((node) => node.international));
}

const guarded = ALL_CALLS.filter((call) => call.permission !== PUBLIC);
/** Path parameters filled with an id, so that a call like process/update/:id is reached at all. */
const withPathIds = (call: (typeof ALL_CALLS)[number]) => ({
  params: Object.fromEntries([...call.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, 1])),
});

describe('server-side permission enforcement', () => {
  it('has exactly one handler for every declared call', () => {
    const handled = ALL_HANDLERS.map((entry) => entry.call.id).sort();
    expect(handled).toEqual(ALL_CALLS.map((call) => call.id).sort());
  });

  it('serves no API route that is not a declared call (so none escapes its permission)', () => {
    const declared = new Set(ALL_CALLS.map((call) => `${call.method} ${call.path}`));
    const apiRoutes = t.app.routes.filter(
      (route) => route.method !== 'ALL' && /^\/(v2|auth|dcode)(\/|$)/.test(route.path) && route.path !== '/v2/openapi.json',
    );
    expect(apiRoutes.length).toBeGreaterThan(0);
    for (const route of apiRoutes) expect(declared, `${route.method} ${route.path}`).toContain(`${route.method} ${route.path}`);
  });

  it('refuses every guarded call without a session', async () => {
    for (const call of guarded) {
      const answer = await callApi(t.app, call, withPathIds(call));
      expect(answer.body.code, call.id).toBe(SPEC_CODES.TOKEN_INVALID);
    }
  });

  it.each(DEMO_STAFF.map((person) => [person.username, person.role] as const))(
    'walks every guarded call as %s and lets through exactly what the role holds',
    async (username, roleCode) => {
      const keys = keysOfRole(roleCode);
      const token = tokens.get(username) ?? '';
      for (const call of guarded) {
        const answer = await callApi(t.app, call, withPathIds(call), { token });
        const allowed = call.permission === SIGNED_IN || keys.has(call.permission);
        if (allowed) {
          expect([APP_CODES.FORBIDDEN, SPEC_CODES.TOKEN_INVALID], `${username} ${call.id}`).not.toContain(answer.body.code);
        } else {
          expect(answer.status, `${username} ${call.id}`).toBe(403);
          expect(answer.body.code, `${username} ${call.id}`).toBe(APP_CODES.FORBIDDEN);
        }
      }
    },
  );

  it('does not let a sales token call a finance route', async () => {
    const answer = await callApi(t.app, currencyList, {}, { token: tokens.get('sales') ?? '' });
    expect(answer.body).toMatchObject({ code: APP_CODES.FORBIDDEN, data: { permission: 'FC' } });
    const finance = await callApi(t.app, currencyList, {}, { token: tokens.get('finance') ?? '' });
    expect(finance.body.code).toBe(0);
    expect((finance.body.data as { code: string }[])[0]?.code).toBe('USD');
  });

  it('walks every guarded call with a role and an account created at run time', async () => {
    const admin = tokens.get('admin') ?? '';
    const data = async <T>(call: CallDef, request: Record<string, unknown> = {}): Promise<T> => {
      const answer = await callApi(t.app, call, request, { token: admin });
      expect(answer.body.code, `${call.id}: ${answer.body.msg}`).toBe(0);
      return answer.body.data as T;
    };
    const role = await data<{ id: number }>(roleSave, {
      body: { code: 'runtime-finance', name: '临时财务', nameEn: 'Runtime finance', dataScope: 'own' },
    });
    const nodes = await data<ResourceNodeRow[]>(resourceTree);
    const byId = new Map(nodes.map((node) => [node.id, node]));
    const underFinance = (node: ResourceNodeRow): boolean =>
      node.international === 'FC' || (node.parentId !== null && underFinance(byId.get(node.parentId)!));
    const saved = await data<{ resourceIds: number[] }>(roleGrantsSave, {
      body: {
        id: role.id,
        resourceIds: nodes.filter((node) => node.international === 'HOME' || underFinance(node)).map((node) => node.id),
      },
    });
    const keys = new Set(saved.resourceIds.map((id) => byId.get(id)!.international));
    expect(keys).toContain('FC');
    const options = await data<{ departments: { id: number }[] }>(userOptions);
    await data(userCreate, {
      body: {
        username: 'runtime.user',
        name: '临时',
        nameEn: 'Runtime',
        jobNumber: 'SB7001',
        password: 'Runtime2026',
        roleIds: [role.id],
        deptIds: [options.departments[0]!.id],
      },
    });
    const token = (await signIn(t, 'runtime.user', 'Runtime2026')).token;
    for (const call of guarded) {
      const answer = await callApi(t.app, call, withPathIds(call), { token });
      if (call.permission === SIGNED_IN || keys.has(call.permission)) {
        expect([APP_CODES.FORBIDDEN, SPEC_CODES.TOKEN_INVALID], call.id).not.toContain(answer.body.code);
      } else {
        expect(answer.body.code, call.id).toBe(APP_CODES.FORBIDDEN);
      }
    }
    // A revoke applies at the very next request.
    await data(roleGrantsSave, { body: { id: role.id, resourceIds: [] } });
    expect((await callApi(t.app, currencyList, {}, { token })).body.code).toBe(APP_CODES.FORBIDDEN);
  });
});
