import type { CallDef } from '../../src/shared/api/define-call';
import { callApi, signIn, type RawAnswer } from './api';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/** A test app with signed-in demo callers, for the device operation calls. */
export class DevicesDriver {
  private readonly tokens = new Map<string, string>();
  constructor(readonly t: TestApp) {}

  async token(user: string): Promise<string> {
    let token = this.tokens.get(user);
    if (!token) {
      token = (await signIn(this.t, user)).token;
      this.tokens.set(user, token);
    }
    return token;
  }

  async call(user: string, def: CallDef, request: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<RawAnswer> {
    return callApi(this.t.app, def, request, { token: await this.token(user), headers });
  }

  /** The call's data; fails the test with the server's message when code ≠ 0. */
  async ok<T>(user: string, def: CallDef, request: Record<string, unknown> = {}): Promise<T> {
    const answer = await this.call(user, def, request);
    if (answer.body.code !== 0) throw new Error(`${def.id} as ${user}: ${answer.body.code} ${answer.body.msg}`);
    return answer.body.data as T;
  }
}

export async function devicesTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<DevicesDriver> {
  return new DevicesDriver(await createTestApp(env, options));
}
