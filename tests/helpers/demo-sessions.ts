import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CallDef } from '../../src/shared/api/define-call';
import { roles, staff } from '../../src/server/db/schema/index';
import { DEMO_STAFF } from '../../src/server/db/seed/demo-org';
import { callApi, signIn, type RawAnswer } from './api';
import type { TestApp } from './test-app';

/** Every demo person signed in on a test app, calling by username; ids of people and roles by name. */
export interface DemoSessions {
  as(user: string, call: CallDef, request?: Record<string, unknown>): Promise<RawAnswer>;
  /** The answer's data, after checking its code is 0 (the message says which call failed). */
  ok<T>(user: string, call: CallDef, request?: Record<string, unknown>): Promise<T>;
  /** The person's access token, for helpers that call on their own. */
  token(user: string): string;
  staffId(username: string): Promise<number>;
  roleId(code: string): Promise<number>;
}

export async function demoSessions(t: TestApp): Promise<DemoSessions> {
  const tokens = new Map<string, string>();
  for (const person of DEMO_STAFF) tokens.set(person.username, (await signIn(t, person.username)).token);
  const as = (user: string, call: CallDef, request: Record<string, unknown> = {}) =>
    callApi(t.app, call, request, { token: tokens.get(user) ?? '' });
  return {
    as,
    async ok<T>(user: string, call: CallDef, request: Record<string, unknown> = {}): Promise<T> {
      const answer = await as(user, call, request);
      expect(answer.body.code, `${call.id}: ${answer.body.msg}`).toBe(0);
      return answer.body.data as T;
    },
    token: (user) => tokens.get(user) ?? '',
    staffId: async (username) => (await t.services.deps.db.select({ id: staff.id }).from(staff).where(eq(staff.username, username)))[0]!.id,
    roleId: async (code) => (await t.services.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.code, code)))[0]!.id,
  };
}
