import { eq, sql } from 'drizzle-orm';
import type { TokenData } from '../../shared/api/auth-calls';
import { APP_CODES } from '../../shared/error-codes';
import type { Lang } from '../../shared/messages';
import { staff } from '../db/schema/index';
import type { AppDeps } from '../deps';
import { AppError } from '../http/app-error';
import { burnDecoyCheck, verifyPassword } from './passwords';
import { startSession, type SessionMeta } from './tokens';
import { checkVerificationCode } from './verification-codes';

export const MAX_FAILED_PASSWORDS = 5;
export const LOCK_MINUTES = 15;

/** Lock end as staff read it: local time of the company's office. */
export function formatLockTime(at: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(at);
}

const badCredentials = () => new AppError(APP_CODES.BAD_CREDENTIALS, 'auth.badCredentials', {}, 400);

function locked(until: Date, lang: Lang): AppError {
  return new AppError(APP_CODES.ACCOUNT_LOCKED, 'auth.locked', { until: formatLockTime(until, lang) }, 423, {
    lockedUntil: until.toISOString(),
  });
}

/**
 * Password + verification code sign-in. The password is checked first: five wrong ones in a row
 * lock the account for 15 minutes; the code is checked only once the password is right, so a
 * mistyped password does not use up the code's tries.
 */
export async function passwordLogin(
  deps: AppDeps,
  input: { username: string; password: string; code: string },
  meta: SessionMeta,
  lang: Lang,
): Promise<TokenData> {
  const now = deps.clock.now();
  const [person] = await deps.db
    .select()
    .from(staff)
    .where(eq(staff.username, input.username.toLowerCase()))
    .limit(1);
  if (!person) {
    await burnDecoyCheck(input.password);
    throw badCredentials();
  }
  if (person.status !== 'active') throw new AppError(APP_CODES.ACCOUNT_DISABLED, 'auth.disabled', {}, 403);
  if (person.lockedUntil && person.lockedUntil > now) throw locked(person.lockedUntil, lang);

  if (!(await verifyPassword(person.passwordHash, input.password))) {
    const [counted] = await deps.db
      .update(staff)
      .set({ failedLogins: sql`${staff.failedLogins} + 1` })
      .where(eq(staff.id, person.id))
      .returning({ failed: staff.failedLogins });
    const failed = counted?.failed ?? MAX_FAILED_PASSWORDS;
    if (failed >= MAX_FAILED_PASSWORDS) {
      const until = new Date(now.getTime() + LOCK_MINUTES * 60_000);
      await deps.db.update(staff).set({ lockedUntil: until, failedLogins: 0 }).where(eq(staff.id, person.id));
      deps.log.warn({ event: 'account-locked', staffId: person.id }, 'account locked after wrong passwords');
      throw locked(until, lang);
    }
    throw new AppError(APP_CODES.BAD_CREDENTIALS, 'auth.badCredentialsLeft', { left: MAX_FAILED_PASSWORDS - failed }, 400, {
      attemptsLeft: MAX_FAILED_PASSWORDS - failed,
    });
  }

  await checkVerificationCode(deps, person.id, input.code);
  await deps.db.update(staff).set({ failedLogins: 0, lockedUntil: null }).where(eq(staff.id, person.id));
  return startSession(deps, person.id, 'password', meta);
}
