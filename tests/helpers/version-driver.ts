import type { CallDef } from '../../src/shared/api/define-call';
import { callApi, signIn, type RawAnswer } from './api';
import type { TestApp } from './test-app';

export type DemoUser = 'admin' | 'sales' | 'sales2' | 'finance' | 'ops' | 'newhire';

/** Signed-in demo users calling the version-note calls (tokens kept per user). */
export class VersionDriver {
  private readonly tokens = new Map<string, string>();
  constructor(readonly t: TestApp) {}

  async token(user: DemoUser): Promise<string> {
    let token = this.tokens.get(user);
    if (!token) {
      token = (await signIn(this.t, user)).token;
      this.tokens.set(user, token);
    }
    return token;
  }

  async call(user: DemoUser, def: CallDef, request: Record<string, unknown> = {}, lang?: 'en'): Promise<RawAnswer> {
    return callApi(this.t.app, def, request, { token: await this.token(user), ...(lang ? { headers: { 'Accept-Language': 'en' } } : {}) });
  }

  async ok<T>(user: DemoUser, def: CallDef, request: Record<string, unknown> = {}, lang?: 'en'): Promise<T> {
    const answer = await this.call(user, def, request, lang);
    if (answer.body.code !== 0) throw new Error(`${def.id} as ${user}: ${answer.body.code} ${answer.body.msg}`);
    return answer.body.data as T;
  }
}
