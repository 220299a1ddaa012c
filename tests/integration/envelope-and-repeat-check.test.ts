import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { login } from '../../src/shared/api/auth-calls';
import { changePassword, idempotenceKey, staffSelect } from '../../src/shared/api/staff-calls';
import { staffPage } from '../../src/shared/api/sys-calls';
import { APP_CODES, SPEC_CODES } from '../../src/shared/error-codes';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-org';
import { errorResponse } from '../../src/server/http/envelope-response';
import { createLogger } from '../../src/server/log';
import { callApi, signIn } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('response envelope', () => {
  it('answers a body that is not JSON with a clear envelope, not a crash', async () => {
    const answer = await callApi(t.app, login, {}, { rawBody: '{"username": "sales",' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: APP_CODES.BAD_JSON, msg: '请求体不是合法的 JSON' });
  });

  it('names the offending field of a body or query', async () => {
    const { token } = await signIn(t, 'admin');
    const body = await callApi(t.app, staffPage, { body: { page: 0 } }, { token });
    expect(body.body.code).toBe(APP_CODES.VALIDATION);
    expect(body.body.msg).toContain('page');
    expect(body.body.data).toEqual({ field: 'page' });
    const query = await callApi(t.app, staffSelect, { query: { limit: 'many' } }, { token, headers: { 'Accept-Language': 'en' } });
    expect(query.body.code).toBe(APP_CODES.VALIDATION);
    expect(query.body.msg).toMatch(/^Invalid limit: /);
    const wrongType = await callApi(t.app, staffPage, {}, { token, rawBody: '[1,2,3]' });
    expect(wrongType.body.code).toBe(APP_CODES.VALIDATION);
  });

  it('answers unknown API paths with a not-found envelope', async () => {
    const response = await t.app.request('/v2/nowhere/at/all', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: APP_CODES.NOT_FOUND });
  });

  it('turns an unexpected error into a generic envelope with the request id, and logs its stack', async () => {
    const lines: string[] = [];
    const log = createLogger('error', { write: (line: string) => lines.push(line) });
    const app = new Hono();
    app.use('*', async (c, next) => {
      c.set('requestId' as never, 'req-test-1' as never);
      await next();
    });
    app.get('/boom', () => {
      throw new Error('database on fire');
    });
    app.onError((error, c) => errorResponse(c, error, log));
    const response = await app.request('/boom');
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: APP_CODES.INTERNAL, data: { requestId: 'req-test-1' } });
    expect(lines.join('')).toContain('database on fire');
    expect(lines.join('')).toContain('req-test-1');
  });

  it('puts the request id on the answer and accepts a sane incoming one', async () => {
    const response = await t.app.request('/healthz', { headers: { 'X-Request-Id': 'abc-123456' } });
    expect(response.headers.get('X-Request-Id')).toBe('abc-123456');
    const generated = await t.app.request('/healthz', { headers: { 'X-Request-Id': 'bad id with spaces' } });
    expect(generated.headers.get('X-Request-Id')).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('repeat-check (idempotence) calls', () => {
  it('refuses a call without a submission id', async () => {
    const { token } = await signIn(t, 'ops');
    const answer = await callApi(t.app, changePassword, { body: { oldPassword: DEMO_PASSWORD, newPassword: 'Another#2027' } }, { token });
    expect(answer.body.code).toBe(APP_CODES.VALIDATION);
    expect(answer.body.msg).toContain('防重复');
  });

  it('lets a key take effect once; the repeat is refused and changes nothing', async () => {
    const { token } = await signIn(t, 'sales2');
    const key = ((await callApi(t.app, idempotenceKey, {}, { token })).body.data as { key: string }).key;
    // A failing submission (wrong current password) does not use the key up.
    const failed = await callApi(
      t.app,
      changePassword,
      { body: { oldPassword: 'wrong-password', newPassword: 'Another#2027' } },
      { token, headers: { 'X-Idempotence-Key': key } },
    );
    expect(failed.body.code).toBe(APP_CODES.PASSWORD_WRONG);
    const first = await callApi(
      t.app,
      changePassword,
      { body: { oldPassword: DEMO_PASSWORD, newPassword: 'Another#2027' } },
      { token, headers: { 'X-Idempotence-Key': key } },
    );
    expect(first.body.code).toBe(0);
    // The password change ended the session; sign in with the new password and replay the key.
    const again = await signIn(t, 'sales2', 'Another#2027');
    const repeat = await callApi(
      t.app,
      changePassword,
      { body: { oldPassword: 'Another#2027', newPassword: 'Third#20280' } },
      { token: again.token, headers: { 'X-Idempotence-Key': key } },
    );
    expect(repeat.body.code).toBe(APP_CODES.DUPLICATE_SUBMISSION);
    await expect(signIn(t, 'sales2', 'Another#2027')).resolves.toMatchObject({ tokenHead: 'Bearer ' });
    expect((await callApi(t.app, staffSelect, { query: { keyword: '' } }, { token })).body.code).toBe(SPEC_CODES.TOKEN_INVALID);
  });

  it('refuses a weak new password with a message saying what is needed', async () => {
    const { token } = await signIn(t, 'finance');
    const key = ((await callApi(t.app, idempotenceKey, {}, { token })).body.data as { key: string }).key;
    const weak = await callApi(
      t.app,
      changePassword,
      { body: { oldPassword: DEMO_PASSWORD, newPassword: 'short' } },
      { token, headers: { 'X-Idempotence-Key': key } },
    );
    expect(weak.body).toMatchObject({ code: APP_CODES.VALIDATION, msg: '新密码需 8–64 位，且同时包含字母和数字' });
  });
});
