import type { CallDef } from '../../src/shared/api/define-call';
import { callApi, signIn, type RawAnswer } from './api';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/** A seeded test app (rota, clock records, holidays) with signed-in demo callers. */
export class HrmDriver {
  private readonly tokens = new Map<string, string>();
  constructor(readonly t: TestApp) {}

  async call(user: string, def: CallDef, request: Record<string, unknown> = {}): Promise<RawAnswer> {
    let token = this.tokens.get(user);
    if (!token) {
      token = (await signIn(this.t, user)).token;
      this.tokens.set(user, token);
    }
    return callApi(this.t.app, def, request, { token });
  }

  /** The call's data; fails the test with the server's message when code ≠ 0. */
  async ok<T>(user: string, def: CallDef, request: Record<string, unknown> = {}): Promise<T> {
    const answer = await this.call(user, def, request);
    if (answer.body.code !== 0) throw new Error(`${def.id} as ${user}: ${answer.body.code} ${answer.body.msg}`);
    return answer.body.data as T;
  }
}

export async function hrmTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<HrmDriver> {
  return new HrmDriver(await createTestApp(env, { seedScale: 0.02, ...options }));
}
