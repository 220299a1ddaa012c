import { APP_CODES } from '../../shared/error-codes';
import type { Lang } from '../../shared/messages';
import type { AppDeps } from '../deps';
import { AppError } from '../http/app-error';
import { MAX_FAILED_PASSWORDS, recordFailure, recordSuccess, takeAttempt } from './account-state';
import { formatLockTime, noticeOwner } from './login-service';
import type { CodeRecipient } from './notifier';
import { verifyPassword } from './passwords';
import { revokeAllSessions } from './tokens';

/**
 * The current password asked before a change counts like a sign-in: a stolen session cannot
 * guess it without limit. The attempt that reaches the threshold locks the account and ends
 * every session, so the guesser is signed out with it.
 */
export async function checkCurrentPassword(
  deps: AppDeps,
  person: CodeRecipient & { id: number; passwordHash: string },
  password: string,
  lang: Lang,
): Promise<void> {
  const attempt = await takeAttempt(deps, person.id);
  if (attempt.kind === 'counted' && (await verifyPassword(person.passwordHash, password))) {
    await recordSuccess(deps, person.id);
    return;
  }
  const outcome = attempt.kind === 'counted' ? await recordFailure(deps, person.id, attempt.number) : { left: 0, lockedUntil: null };
  if (outcome.left > 0) {
    noticeOwner(deps, person, { kind: 'failed', left: outcome.left });
    throw new AppError(APP_CODES.PASSWORD_WRONG, 'auth.passwordWrong', { left: outcome.left }, 400, {
      field: 'oldPassword',
      attemptsLeft: outcome.left,
    });
  }
  await revokeAllSessions(deps, person.id, 'password-attempts');
  const until = outcome.lockedUntil;
  if (until) noticeOwner(deps, person, { kind: 'locked', until: formatLockTime(until, 'zh') });
  throw new AppError(APP_CODES.ACCOUNT_LOCKED, 'auth.passwordLocked', { until: until ? formatLockTime(until, lang) : '—' }, 423, {
    lockedUntil: until?.toISOString() ?? null,
    attemptsLeft: 0,
    maxAttempts: MAX_FAILED_PASSWORDS,
  });
}
