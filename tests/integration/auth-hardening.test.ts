import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_CLIENT_ID, login, sendCode, ssoConfig, ssoLogin } from '../../src/shared/api/auth-calls';
import { changePassword, idempotenceKey, staffSelect } from '../../src/shared/api/staff-calls';
import { APP_CODES, SPEC_CODES } from '../../src/shared/error-codes';
import { staff } from '../../src/server/db/schema/index';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-org';
import { callApi, fromAddress, signIn } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const attempt = (username: string, password: string, code: string) => callApi(t.app, login, { body: { username, password, code } });

async function freshCode(username: string): Promise<string> {
  t.clock.advance(61_000);
  expect((await callApi(t.app, sendCode, { query: { username } })).body.code).toBe(0);
  return t.notifier.last(username);
}

async function lockedUntil(username: string): Promise<Date | null> {
  const [row] = await t.services.deps.db.select().from(staff).where(eq(staff.username, username));
  return row?.lockedUntil ?? null;
}

const noticesOf = (username: string) => t.notifier.notices.filter((entry) => entry.username === username);

describe('the lockout holds under concurrent attempts', () => {
  it('checks at most five passwords of 24 parallel attempts, and the right one among them does not pass', async () => {
    const code = await freshCode('ops');
    const passwords = Array.from({ length: 24 }, (_, i) => (i === 12 ? DEMO_PASSWORD : `wrong-password-${i}`));
    const answers = await Promise.all(passwords.map((password) => attempt('ops', password, code)));
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(0);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    // One notice per checked attempt: four "tries left" and one lock; the other 19 were refused unchecked.
    expect(
      noticesOf('ops')
        .map((entry) => entry.notice.kind)
        .sort(),
    ).toEqual(['failed', 'failed', 'failed', 'failed', 'locked']);
    expect((await lockedUntil('ops'))?.getTime()).toBe(t.clock.now().getTime() + 15 * 60_000);
  });

  it('makes each further lock twice as long until a successful sign-in', async () => {
    t.clock.advance(15 * 60_000);
    const code = await freshCode('ops');
    for (let i = 0; i < 5; i += 1) await attempt('ops', 'wrong-password', code);
    expect((await lockedUntil('ops'))?.getTime()).toBe(t.clock.now().getTime() + 30 * 60_000);
    t.clock.advance(30 * 60_000);
    await expect(signIn(t, 'ops')).resolves.toMatchObject({ tokenHead: 'Bearer ' });
    const [row] = await t.services.deps.db.select().from(staff).where(eq(staff.username, 'ops'));
    expect(row).toMatchObject({ failedLogins: 0, lockCount: 0, lockedUntil: null });
  });
});

describe('the current password asked by a change counts like a sign-in', () => {
  it('locks the account and ends its sessions after five wrong current passwords', async () => {
    const { token } = await signIn(t, 'sales2');
    const keyOf = async () => ((await callApi(t.app, idempotenceKey, {}, { token })).body.data as { key: string }).key;
    const change = async (oldPassword: string) =>
      callApi(
        t.app,
        changePassword,
        { body: { oldPassword, newPassword: 'Another#2027' } },
        {
          token,
          headers: { 'X-Idempotence-Key': await keyOf() },
        },
      );
    for (let left = 4; left >= 1; left -= 1) {
      const wrong = await change('wrong-password');
      expect(wrong.body).toMatchObject({ code: APP_CODES.PASSWORD_WRONG, data: { attemptsLeft: left } });
      expect(wrong.body.msg).toBe(`原密码不正确，再错 ${left} 次账号将被锁定`);
    }
    const locked = await change('wrong-password');
    expect(locked.status).toBe(423);
    expect(locked.body.code).toBe(APP_CODES.ACCOUNT_LOCKED);
    expect(locked.body.msg).toMatch(/^原密码错误次数过多，账号已锁定至 .*\d{2}:\d{2}/);
    // The guesser's session is over, and sign-in waits for the lock to end.
    expect((await callApi(t.app, staffSelect, { query: { keyword: '' } }, { token })).body.code).toBe(SPEC_CODES.TOKEN_INVALID);
    expect((await attempt('sales2', DEMO_PASSWORD, await freshCode('sales2'))).body.code).toBe(APP_CODES.BAD_CREDENTIALS);
  });
});

describe('the development identity provider', () => {
  const form = (fields: Record<string, string>, address = '127.0.0.1') =>
    t.app.request(
      '/dev-idp/authorize',
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() },
      fromAddress(address),
    );

  it('answers only clients on this machine, and says so', async () => {
    const remote = await t.app.request('/dev-idp/authorize?state=abcdefgh', {}, fromAddress('203.0.113.7'));
    expect(remote.status).toBe(403);
    const text = await remote.text();
    expect(text).toContain('loopback');
    expect(text).not.toContain('admin');
    expect((await form({ username: 'admin', redirect_uri: '/authorize', state: 'abcdefgh' }, '203.0.113.7')).status).toBe(403);
    // A proxy on this machine forwarding someone else's request is not a local client.
    const forwarded = await t.app.request(
      '/dev-idp/authorize',
      { headers: { 'X-Forwarded-For': '203.0.113.7' } },
      fromAddress('127.0.0.1'),
    );
    expect(forwarded.status).toBe(403);
    // No stated address at all (no socket) proves nothing either.
    expect((await t.app.request('/dev-idp/authorize')).status).toBe(403);
    expect((await callApi(t.app, ssoConfig, {}, { remoteAddress: '203.0.113.7' })).body.data).toEqual({ enabled: false, provider: 'none' });
    expect((await callApi(t.app, ssoConfig, {}, { remoteAddress: '::1' })).body.data).toEqual({ enabled: true, provider: 'dev' });
  });

  it('lists no ids or job numbers, and accepts only same-origin relative redirects', async () => {
    const page = await (await t.app.request('/dev-idp/authorize?state=abcdefgh', {}, fromAddress())).text();
    expect(page).toContain('data-username="finance"');
    expect(page).not.toMatch(/SB\d{4}/);
    for (const target of ['/\\evil.example/', '//evil.example/', 'https://evil.example/', '/\tevil', '/\r\nLocation: x']) {
      const back = await form({ username: 'finance', redirect_uri: target, state: 'abcdefgh' });
      expect(back.status).toBe(302);
      expect(back.headers.get('location')).toMatch(/^\/authorize\?authCode=/);
    }
    const kept = await form({ username: 'finance', redirect_uri: '/authorize?from=menu', state: 'abcdefgh' });
    expect(kept.headers.get('location')).toMatch(/^\/authorize\?from=menu&authCode=/);
  });

  it('applies the account lock and the disabled state like every other sign-in path', async () => {
    // A code issued before the lock no longer signs the person in once the account is locked.
    const issued = await form({ username: 'finance', redirect_uri: '/authorize', state: 'abcdefgh' });
    const authCode = new URL(issued.headers.get('location') ?? '', 'http://portal').searchParams.get('authCode') ?? '';
    const code = await freshCode('finance');
    for (let i = 0; i < 5; i += 1) await attempt('finance', 'wrong-password', code);
    expect(await lockedUntil('finance')).not.toBeNull();
    expect((await form({ username: 'finance', redirect_uri: '/authorize', state: 'abcdefgh' })).status).toBe(403);
    const exchange = await callApi(t.app, ssoLogin, { body: { authCode, scope: 'staff', clientId: STAFF_CLIENT_ID } });
    expect(exchange.status).toBe(423);
    expect(exchange.body.code).toBe(APP_CODES.ACCOUNT_LOCKED);

    await t.services.deps.db.update(staff).set({ status: 'disabled' }).where(eq(staff.username, 'newhire'));
    expect((await form({ username: 'newhire', redirect_uri: '/authorize', state: 'abcdefgh' })).status).toBe(403);
  });
});
