import type { CallDef } from '../../src/shared/api/define-call';
import { getUserInfo, idempotenceKey, type UserInfo } from '../../src/shared/api/staff-calls';
import { callApi, signIn, type RawAnswer } from './api';
import { createTestApp, type TestApp } from './test-app';

export type Lang = 'zh-CN' | 'en';

/** A test app with demo users signed in, and typed calls as each of them (feedback suites). */
export interface FeedbackDriver {
  t: TestApp;
  call(username: string, def: CallDef, request?: Record<string, unknown>, lang?: Lang): Promise<RawAnswer>;
  /** The call's data, failing the test with the envelope when the code is not 0. */
  ok<T>(username: string, def: CallDef, request?: Record<string, unknown>, lang?: Lang): Promise<T>;
  menu(username: string): UserInfo;
  /** The user's access token (for raw requests such as file downloads). */
  token(username: string): string;
}

export async function feedbackTestApp(
  usernames: readonly string[] = ['admin', 'sales', 'sales2', 'finance', 'ops', 'newhire'],
): Promise<FeedbackDriver> {
  const t = await createTestApp();
  const tokens = new Map<string, string>();
  const menus = new Map<string, UserInfo>();
  for (const username of usernames) tokens.set(username, (await signIn(t, username)).token);
  const extras = (username: string, lang: Lang) => ({
    token: tokens.get(username) ?? '',
    headers: { 'Accept-Language': lang } as Record<string, string>,
  });
  const call = async (username: string, def: CallDef, request: Record<string, unknown> = {}, lang: Lang = 'zh-CN') => {
    const options = extras(username, lang);
    // Repeat-checked calls carry a fresh idempotence key, as the client sends one.
    if (def.repeatCheck) {
      const key = ((await callApi(t.app, idempotenceKey, {}, options)).body.data as { key: string }).key;
      options.headers['X-Idempotence-Key'] = key;
    }
    return callApi(t.app, def, request, options);
  };
  for (const username of usernames) menus.set(username, (await call(username, getUserInfo)).body.data as UserInfo);
  return {
    t,
    call,
    async ok<T>(username: string, def: CallDef, request: Record<string, unknown> = {}, lang: Lang = 'zh-CN') {
      const answer = await call(username, def, request, lang);
      if (answer.body.code !== 0) throw new Error(`${def.id} as ${username}: ${answer.body.code} ${answer.body.msg}`);
      return answer.body.data as T;
    },
    token: (username) => tokens.get(username) ?? '',
    menu(username) {
      const found = menus.get(username);
      if (!found) throw new Error(`${username} is not signed in`);
      return found;
    },
  };
}
