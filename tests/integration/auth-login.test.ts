import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, sendCode } from '../../src/shared/api/auth-calls';
import { getUserInfo } from '../../src/shared/api/staff-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { eq } from 'drizzle-orm';
import { staff } from '../../src/server/db/schema/index';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-org';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const send = (username: string, extras = {}) => callApi(t.app, sendCode, { query: { username } }, extras);
const attempt = (username: string, password: string, code: string) => callApi(t.app, login, { body: { username, password, code } });

describe('sign-in with password and chat-app code', () => {
  it('signs in and the token opens the user’s profile', async () => {
    expect((await send('sales')).body).toMatchObject({ code: 0, data: { expiresInSeconds: 300, cooldownSeconds: 60 } });
    const answer = await attempt('sales', DEMO_PASSWORD, t.notifier.last('sales'));
    expect(answer.body.code).toBe(0);
    const data = answer.body.data as { token: string; tokenHead: string; expiresIn: number; refreshToken: string };
    expect(data.tokenHead).toBe('Bearer ');
    expect(data.expiresIn).toBe(7200);
    expect(data.token).not.toBe(data.refreshToken);
    const me = await callApi(t.app, getUserInfo, {}, { token: data.token });
    expect(me.body).toMatchObject({ code: 0, data: { name: '李娜', jobNumber: 'SB1001' } });
  });

  it('names malformed fields with the form’s own messages', async () => {
    expect((await attempt('a', DEMO_PASSWORD, '123456')).body.msg).toBe('用户名格式不正确');
    expect((await attempt('sales', '123', '123456')).body.msg).toBe('密码格式不正确');
    expect((await attempt('sales', DEMO_PASSWORD, '12ab56')).body.msg).toBe('验证码格式不正确');
    const english = await callApi(
      t.app,
      login,
      { body: { username: 'sales', password: DEMO_PASSWORD, code: 'x' } },
      { headers: { 'Accept-Language': 'en-US,en;q=0.9' } },
    );
    expect(english.body).toMatchObject({ code: APP_CODES.VALIDATION, msg: 'The verification code format is not correct' });
    expect(english.status).toBe(400);
  });

  it('answers an unknown username exactly like a known one and sends nothing', async () => {
    const before = t.notifier.sent.length;
    const answer = await send('nobody');
    expect(answer.body.code).toBe(0);
    expect(t.notifier.sent.length).toBe(before);
    const unknown = await attempt('nobody', 'wrong-password', '123456');
    const known = await attempt('ops', 'wrong-password', '123456');
    expect(unknown.status).toBe(400);
    expect(known.status).toBe(400);
    expect(unknown.body).toEqual({ code: APP_CODES.BAD_CREDENTIALS, msg: '用户名、密码或验证码错误', data: null });
    expect(known.body).toEqual(unknown.body);
    // Only the account's owner learns the remaining tries, through the chat app.
    expect(t.notifier.notices.at(-1)).toEqual({ username: 'ops', notice: { kind: 'failed', left: 4 } });
  });

  it('sends at most one code per 60 s per user', async () => {
    t.clock.advance(61_000);
    expect((await send('ops')).body.code).toBe(0);
    t.clock.advance(30_000);
    const limited = await send('ops');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: APP_CODES.RATE_LIMITED, data: { retryAfterSeconds: 30 } });
    expect(limited.body.msg).toContain('30');
    t.clock.advance(30_000);
    expect((await send('ops')).body.code).toBe(0);
  });

  it('refuses a code after 5 minutes', async () => {
    t.clock.advance(61_000);
    await send('finance');
    const code = t.notifier.last('finance');
    t.clock.advance(5 * 60_000 + 1000);
    const late = await attempt('finance', DEMO_PASSWORD, code);
    expect(late.body).toEqual({ code: APP_CODES.BAD_CREDENTIALS, msg: '用户名、密码或验证码错误', data: null });
  });

  it('allows five tries of a code, then the code is gone', async () => {
    t.clock.advance(61_000);
    await send('sales2');
    const code = t.notifier.last('sales2');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1) {
      expect((await attempt('sales2', DEMO_PASSWORD, wrong)).body.code).toBe(APP_CODES.BAD_CREDENTIALS);
    }
    // The fourth wrong code left one try of the count before the lock: a fifth wrong code would lock.
    expect((await attempt('sales2', DEMO_PASSWORD, wrong)).body.code).toBe(APP_CODES.BAD_CREDENTIALS);
    expect(t.notifier.notices.at(-1)?.notice.kind).toBe('locked');
    t.clock.advance(15 * 60_000);
    // Even the right code no longer works after five wrong tries: a new one must be sent.
    expect((await attempt('sales2', DEMO_PASSWORD, code)).body.code).toBe(APP_CODES.BAD_CREDENTIALS);
    t.clock.advance(61_000);
    await send('sales2');
    expect((await attempt('sales2', DEMO_PASSWORD, t.notifier.last('sales2'))).body.code).toBe(0);
  });

  it('locks the account for 15 minutes after five wrong passwords and tells only the owner until when', async () => {
    t.clock.advance(61_000);
    await send('newhire');
    const code = t.notifier.last('newhire');
    for (let left = 4; left >= 1; left -= 1) {
      const answer = await attempt('newhire', 'wrong-password', code);
      expect(answer.body).toEqual({ code: APP_CODES.BAD_CREDENTIALS, msg: '用户名、密码或验证码错误', data: null });
      expect(t.notifier.notices.at(-1)).toEqual({ username: 'newhire', notice: { kind: 'failed', left } });
    }
    const locked = await attempt('newhire', 'wrong-password', code);
    expect(locked.body.code).toBe(APP_CODES.BAD_CREDENTIALS);
    const notice = t.notifier.notices.at(-1);
    expect(notice?.notice).toEqual({ kind: 'locked', until: expect.stringMatching(/\d{2}:\d{2}$/) as unknown });
    const [row] = await t.services.deps.db.select().from(staff).where(eq(staff.username, 'newhire'));
    expect((row?.lockedUntil?.getTime() ?? 0) - t.clock.now().getTime()).toBe(15 * 60_000);
    // While locked even the right password is refused, with the same answer.
    expect((await attempt('newhire', DEMO_PASSWORD, code)).body.code).toBe(APP_CODES.BAD_CREDENTIALS);
    t.clock.advance(15 * 60_000);
    await send('newhire');
    expect((await attempt('newhire', DEMO_PASSWORD, t.notifier.last('newhire'))).body.code).toBe(0);
  });

  it('answers a right password with a wrong code exactly like a wrong password', async () => {
    t.clock.advance(61_000);
    await send('finance');
    const code = t.notifier.last('finance');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const rightPassword = await attempt('finance', DEMO_PASSWORD, wrongCode);
    const wrongPassword = await attempt('finance', 'wrong-password', wrongCode);
    expect(rightPassword.status).toBe(wrongPassword.status);
    expect(rightPassword.body).toEqual(wrongPassword.body);
    expect((await attempt('finance', DEMO_PASSWORD, code)).body.code).toBe(0);
  });

  it('does not spend the code’s tries on a wrong password', async () => {
    t.clock.advance(61_000);
    await send('admin');
    const code = t.notifier.last('admin');
    await attempt('admin', 'not-the-password', code);
    expect((await attempt('admin', DEMO_PASSWORD, code)).body.code).toBe(0);
  });
});
