import { eq } from 'drizzle-orm';
import type { TokenData } from '../../shared/api/auth-calls';
import { APP_CODES } from '../../shared/error-codes';
import type { Lang } from '../../shared/messages';
import { staff } from '../db/schema/index';
import type { AppDeps } from '../deps';
import { noteAuditActor } from '../audit';
import { AppError } from '../http/app-error';
import { recordFailure, recordSuccess, takeAttempt } from './account-state';
import type { AccountNotice, CodeRecipient } from './notifier';
import { burnDecoyCheck, verifyPassword } from './passwords';
import { startSession, type SessionMeta } from './tokens';
import { consumeVerificationCode } from './verification-codes';

/** Lock end as staff read it: local time of the company's office. */
export function formatLockTime(at: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(at);
}

/** The one answer to every failed password sign-in: unknown user, wrong password or code, locked. */
const signInFailed = () => new AppError(APP_CODES.BAD_CREDENTIALS, 'auth.badCredentials', {}, 400);

export function lockedError(until: Date, lang: Lang): AppError {
  return new AppError(APP_CODES.ACCOUNT_LOCKED, 'auth.locked', { until: formatLockTime(until, lang) }, 423, {
    lockedUntil: until.toISOString(),
  });
}

/** Tells the owner, in the background: the answer's timing must not depend on the chat app. */
export function noticeOwner(deps: AppDeps, to: CodeRecipient, notice: AccountNotice): void {
  deps.notifier.sendAccountNotice(to, notice).catch((error: unknown) => {
    deps.log.warn({ err: error, username: to.username }, 'account notice not delivered');
  });
}

/**
 * Password + verification code sign-in. Each attempt takes a numbered slot atomically before the
 * password is checked, so five failures lock the account however many attempts run at once. The
 * answer is the same for every failure; only the owner is told the remaining tries and the lock.
 */
export async function passwordLogin(
  deps: AppDeps,
  input: { username: string; password: string; code: string },
  meta: SessionMeta,
): Promise<TokenData> {
  const [person] = await deps.db.select().from(staff).where(eq(staff.username, input.username.toLowerCase())).limit(1);
  if (!person || person.status !== 'active') {
    await burnDecoyCheck(input.password);
    throw signInFailed();
  }
  noteAuditActor(person.id);
  const attempt = await takeAttempt(deps, person.id);
  if (attempt.kind === 'refused') {
    await burnDecoyCheck(input.password);
    throw signInFailed();
  }
  // The code is checked only after the right password, so a mistyped password keeps the code.
  const passed =
    (await verifyPassword(person.passwordHash, input.password)) && (await consumeVerificationCode(deps, person.id, input.code));
  if (!passed) {
    const outcome = await recordFailure(deps, person.id, attempt.number);
    noticeOwner(
      deps,
      person,
      outcome.lockedUntil ? { kind: 'locked', until: formatLockTime(outcome.lockedUntil, 'zh') } : { kind: 'failed', left: outcome.left },
    );
    throw signInFailed();
  }
  await recordSuccess(deps, person.id);
  return startSession(deps, person.id, 'password', meta);
}
