import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logout } from '../../src/shared/api/auth-calls';
import { userUpdate } from '../../src/shared/api/admin-calls';
import { getResourceByMenu, getUserInfo, type UserInfo } from '../../src/shared/api/staff-calls';
import { SPEC_CODES } from '../../src/shared/error-codes';
import { accountEditOf } from '../helpers/admin-accounts';
import { callApi, signIn } from '../helpers/api';
import { createTestApp, freshTarget, type TestApp } from '../helpers/test-app';

/**
 * Issue 17: two server processes on one PostgreSQL server each keep verified tokens for a moment;
 * a sign-out in one must end the session in the other at once, not when its memory expires, and an
 * edit of a person must show in the other's user entry just as soon.
 * (The embedded database has one process only: this runs in the PostgreSQL suite.)
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const WEB = { query: { mobileFlag: 'false' } } as const;

describe.skipIf(!onServer)('verified tokens across server processes', () => {
  let first: TestApp;
  let second: TestApp;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshTarget();
    drop = fresh.drop;
    first = await createTestApp({}, { target: fresh.target });
    second = await createTestApp({}, { target: fresh.target });
  }, 120_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await drop?.();
  });

  it('keeps a verified token in the other process, and forgets it the moment a sign-out elsewhere commits', async () => {
    const { token } = await signIn(first, 'sales');
    // Verified in the second process, which then holds it (once the sign-in's own announcements,
    // which clear every process's memory, have arrived).
    const held = () => second.services.deps.verifiedTokens?.get(sha(token), second.clock.now().getTime()) ?? null;
    await expect
      .poll(
        async () => {
          expect((await callApi(second.app, getResourceByMenu, WEB, { token })).body.code).toBe(0);
          return held();
        },
        { timeout: 1000, interval: 20 },
      )
      .not.toBeNull();

    expect((await callApi(first.app, logout, {}, { token })).body.code).toBe(0);
    // The announcement travels over the database connection: milliseconds, not the memory's minute.
    await expect
      .poll(async () => (await callApi(second.app, getResourceByMenu, WEB, { token })).body.code, { timeout: 1000, interval: 20 })
      .toBe(SPEC_CODES.TOKEN_INVALID);
  });

  it('keeps nothing it verified while it could not hear the other processes', async () => {
    const { token } = await signIn(first, 'finance');
    const tokens = second.services.deps.verifiedTokens!;
    const now = () => second.clock.now().getTime();
    // The sign-in's announcements arrive first; then the listener is taken away.
    await new Promise((resolve) => setTimeout(resolve, 100));
    tokens.trusted(false);
    expect((await callApi(second.app, getResourceByMenu, WEB, { token })).body.code).toBe(0);
    tokens.trusted(true);
    expect(tokens.get(sha(token), now())).toBeNull();
    // Heard again: the next verification is kept.
    await expect
      .poll(
        async () => {
          expect((await callApi(second.app, getResourceByMenu, WEB, { token })).body.code).toBe(0);
          return tokens.get(sha(token), now());
        },
        { timeout: 1000, interval: 20 },
      )
      .not.toBeNull();
  });

  it('shows an account edited in one process at the next user entry of the other, which kept the session', async () => {
    const { token } = await signIn(second, 'sales2');
    const adminToken = (await signIn(first, 'admin')).token;
    const account = await accountEditOf(first, adminToken, 'sales2');
    const kept = () => second.services.deps.verifiedTokens?.get(sha(token), second.clock.now().getTime())?.profile.name ?? null;
    const nameInSecond = async () => ((await callApi(second.app, getUserInfo, {}, { token })).body.data as UserInfo).name;
    // Kept by the second process once the first one's announcements (sign-in, account list) have arrived.
    await expect
      .poll(
        async () => {
          expect(await nameInSecond()).toBe('张伟');
          return kept();
        },
        { timeout: 1000, interval: 20 },
      )
      .toBe('张伟');

    expect((await callApi(first.app, userUpdate, { body: { ...account, name: '别处改名' } }, { token: adminToken })).body.code).toBe(0);
    await expect.poll(nameInSecond, { timeout: 1000, interval: 20 }).toBe('别处改名');
    expect((await callApi(first.app, userUpdate, { body: account }, { token: adminToken })).body.code).toBe(0);
    await expect.poll(nameInSecond, { timeout: 1000, interval: 20 }).toBe('张伟');
  });
});

function sha(token: string): string {
  // The memory is keyed as the session lookup is: by the token's SHA-256.
  return createHash('sha256').update(token).digest('hex');
}
