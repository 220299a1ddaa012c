import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_CLIENT_ID, login, miniAppToken, sendCode, ssoConfig, ssoLogin, ssoStart } from '../../src/shared/api/auth-calls';
import { getUserInfo } from '../../src/shared/api/staff-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { staff } from '../../src/server/db/schema/index';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-org';
import { callApi, fromAddress } from '../helpers/api';
import { serveFakeDingTalk } from '../helpers/fake-dingtalk';
import { createTestApp, type TestApp } from '../helpers/test-app';

const STATE = 'state-abcdef123';

describe('single sign-on through the development identity provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('runs the whole authorization-code flow end to end', async () => {
    expect((await callApi(t.app, ssoConfig)).body.data).toEqual({ enabled: true, provider: 'dev' });

    const start = await t.app.request(`/auth/oauth/dingAuth?state=${STATE}`, {}, fromAddress());
    expect(start.status).toBe(302);
    const providerUrl = start.headers.get('location') ?? '';
    expect(providerUrl).toMatch(/^\/dev-idp\/authorize\?/);

    const page = await t.app.request(providerUrl, {}, fromAddress());
    const html = await page.text();
    expect(html).toContain('Development identity provider');
    expect(html).toContain('value="ops" data-username="ops"');

    const form = new URLSearchParams({ username: 'ops', redirect_uri: '/authorize', state: STATE });
    const back = await t.app.request(
      '/dev-idp/authorize',
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() },
      fromAddress(),
    );
    expect(back.status).toBe(302);
    const landing = new URL(back.headers.get('location') ?? '', 'http://portal');
    expect(landing.pathname).toBe('/authorize');
    expect(landing.searchParams.get('state')).toBe(STATE);
    const authCode = landing.searchParams.get('authCode') ?? '';

    const exchange = { authCode, scope: 'staff', clientId: STAFF_CLIENT_ID, Jump: '/home' } as const;
    const signedIn = await callApi(t.app, ssoLogin, { body: exchange });
    expect(signedIn.body.code).toBe(0);
    const me = await callApi(t.app, getUserInfo, {}, { token: (signedIn.body.data as { token: string }).token });
    expect(me.body.data).toMatchObject({ username: 'ops', name: '刘洋' });

    // The code works once.
    expect((await callApi(t.app, ssoLogin, { body: exchange })).body.code).toBe(APP_CODES.SSO_FAILED);
  });

  it('refuses a foreign client id and an open redirect', async () => {
    const foreign = await callApi(t.app, ssoLogin, { body: { authCode: 'x', scope: 'staff', clientId: 'other-app' } });
    expect(foreign.body.code).toBe(APP_CODES.VALIDATION);
    const page = await t.app.request(
      `/dev-idp/authorize?redirect_uri=${encodeURIComponent('https://evil.example/')}&state=${STATE}`,
      {},
      fromAddress(),
    );
    expect(await page.text()).toContain('value="/authorize"');
  });

  it('is not available in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect((await callApi(prod.app, ssoConfig)).body.data).toEqual({ enabled: false, provider: 'none' });
      expect((await prod.app.request('/dev-idp/authorize', {}, fromAddress())).status).not.toBe(200);
      const start = await callApi(prod.app, ssoStart, { query: { state: STATE } });
      expect(start.body.code).toBe(APP_CODES.SSO_FAILED);
    } finally {
      await prod.close();
    }
  });
});

/** A stand-in for the chat app's open API, answering as the real one does. */
function fakeDingTalk() {
  const notices: { userid: string; content: string }[] = [];
  const app = new Hono();
  app.get('/gettoken', (c) =>
    c.req.query('appkey') === 'key-1' && c.req.query('appsecret') === 'secret-1'
      ? c.json({ errcode: 0, access_token: 'app-token', expires_in: 7200 })
      : c.json({ errcode: 40089, errmsg: 'invalid appkey' }),
  );
  app.post('/topapi/message/corpconversation/asyncsend_v2', async (c) => {
    const body = (await c.req.json()) as { userid_list: string; msg: { text: { content: string } } };
    notices.push({ userid: body.userid_list, content: body.msg.text.content });
    return c.json({ errcode: 0, task_id: 1 });
  });
  app.post('/v1.0/oauth2/userAccessToken', async (c) => {
    const body = (await c.req.json()) as { code: string };
    return body.code === 'good-code' || body.code === 'stranger-code'
      ? c.json({ accessToken: `user-token-${body.code}`, expireIn: 7200 })
      : c.json({ code: 'invalidCode', message: 'bad code' }, 400);
  });
  app.get('/v1.0/contact/users/me', (c) =>
    c.json({ unionId: c.req.header('x-acs-dingtalk-access-token') === 'user-token-good-code' ? 'union-1001' : 'union-9999' }),
  );
  app.post('/topapi/user/getbyunionid', async (c) => {
    const body = (await c.req.json()) as { unionid: string };
    return c.json({ errcode: 0, result: { userid: body.unionid === 'union-1001' ? 'ding-u-1001' : 'ding-u-9999' } });
  });
  app.post('/topapi/v2/user/getuserinfo', async (c) => {
    const body = (await c.req.json()) as { code: string };
    return body.code === 'mini-code'
      ? c.json({ errcode: 0, result: { userid: 'ding-u-1001' } })
      : c.json({ errcode: 40078, errmsg: 'bad code' });
  });
  return { app, notices };
}

describe('the real chat-app integration (against a local stand-in of its API)', () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof serveFakeDingTalk>>;
  const fake = fakeDingTalk();

  beforeAll(async () => {
    server = await serveFakeDingTalk(fake.app);
    t = await createTestApp({ ...server.env, DINGTALK_CORP_ID: 'corp-1' }, { configuredNotifier: true });
    await t.services.deps.db.update(staff).set({ dingUserId: 'ding-u-1001' }).where(eq(staff.username, 'sales'));
  });
  afterAll(async () => {
    await t.close();
    server.close();
  });

  it('sends the verification code as a work notice and signs in with it', async () => {
    expect((await callApi(t.app, sendCode, { query: { username: 'sales' } })).body.code).toBe(0);
    const notice = fake.notices.at(-1);
    expect(notice?.userid).toBe('ding-u-1001');
    const code = /验证码是 (\d{6})/.exec(notice?.content ?? '')?.[1] ?? '';
    const answer = await callApi(t.app, login, { body: { username: 'sales', password: DEMO_PASSWORD, code } });
    expect(answer.body.code).toBe(0);
  });

  it('sends the browser to the chat app and maps its user to staff', async () => {
    expect((await callApi(t.app, ssoConfig)).body.data).toEqual({ enabled: true, provider: 'dingtalk' });
    const start = await t.app.request(`/auth/oauth/dingAuth?state=${STATE}`, {}, fromAddress());
    const location = new URL(start.headers.get('location') ?? '');
    expect(location.pathname).toBe('/oauth2/auth');
    expect(location.searchParams.get('redirect_uri')).toBe('https://portal.switchboard.example/authorize');
    expect(location.searchParams.get('client_id')).toBe('key-1');

    const ok = await callApi(t.app, ssoLogin, { body: { authCode: 'good-code', scope: 'staff', clientId: STAFF_CLIENT_ID } });
    expect(ok.body.code).toBe(0);
    const stranger = await callApi(t.app, ssoLogin, { body: { authCode: 'stranger-code', scope: 'staff', clientId: STAFF_CLIENT_ID } });
    expect(stranger.body).toMatchObject({ code: APP_CODES.SSO_FAILED, msg: '该工作账号未关联 Switchboard 员工' });
    const bad = await callApi(t.app, ssoLogin, { body: { authCode: 'forged', scope: 'staff', clientId: STAFF_CLIENT_ID } });
    expect(bad.body.code).toBe(APP_CODES.SSO_FAILED);
  });

  it('signs in from inside the chat app with a mini-app code of the right corporation', async () => {
    expect((await callApi(t.app, miniAppToken, { query: { authCode: 'mini-code', corpId: 'corp-1' } })).body.code).toBe(0);
    expect((await callApi(t.app, miniAppToken, { query: { authCode: 'mini-code', corpId: 'corp-2' } })).body.code).toBe(
      APP_CODES.SSO_FAILED,
    );
  });
});
