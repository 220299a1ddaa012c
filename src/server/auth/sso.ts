import type { Context } from 'hono';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { STAFF_CLIENT_ID } from '../../shared/api/auth-calls';
import { APP_CODES } from '../../shared/error-codes';
import { ssoGrants, staff } from '../db/schema/index';
import type { AppDeps } from '../deps';
import type { Lang } from '../../shared/messages';
import { AppError } from '../http/app-error';
import { signInRefusal } from './account-state';
import { lockedError } from './login-service';
import { isLoopbackClient } from './loopback-client';

export type SsoProvider = 'dingtalk' | 'dev' | 'none';

/**
 * The chat app when its credentials are configured, else the development provider outside
 * production — offered only to clients on this machine, the only ones it answers.
 */
export function ssoProvider(deps: AppDeps, c: Context): SsoProvider {
  if (deps.dingtalk) return 'dingtalk';
  if (deps.env.devIdpEnabled && isLoopbackClient(c)) return 'dev';
  return 'none';
}

const ssoFailed = (reason: string) => new AppError(APP_CODES.SSO_FAILED, 'auth.ssoFailed', { reason }, 400);

/** Where to send the browser to sign in; the provider returns it to /authorize with authCode and state. */
export function ssoStartUrl(deps: AppDeps, c: Context, state: string): string {
  const provider = ssoProvider(deps, c);
  if (provider === 'dingtalk' && deps.dingtalk) {
    return deps.dingtalk.authorizeUrl(`${deps.env.publicUrl}/authorize`, state);
  }
  if (provider === 'dev') {
    const query = new URLSearchParams({ client_id: STAFF_CLIENT_ID, redirect_uri: '/authorize', state });
    return `/dev-idp/authorize?${query.toString()}`;
  }
  throw new AppError(APP_CODES.SSO_FAILED, 'auth.ssoUnavailable', {}, 400);
}

/** Uses up a code of the development provider; null when it is not one. */
async function takeDevCode(deps: AppDeps, authCode: string): Promise<number | null> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(ssoGrants)
    .set({ usedAt: now })
    .where(and(eq(ssoGrants.code, authCode), eq(ssoGrants.kind, 'dev-code'), isNull(ssoGrants.usedAt), gt(ssoGrants.expiresAt, now)))
    .returning({ staffId: ssoGrants.staffId });
  return row?.staffId ?? null;
}

/** The staff member an authorization code stands for (OAuth redirect or chat-app mini-app). */
export async function staffFromAuthCode(deps: AppDeps, authCode: string, via: 'oauth' | 'mini-app', lang: Lang): Promise<number> {
  const staffId = await identifiedStaff(deps, authCode, via);
  const [person] = await deps.db
    .select({ status: staff.status, lockedUntil: staff.lockedUntil })
    .from(staff)
    .where(eq(staff.id, staffId))
    .limit(1);
  const refusal = person ? signInRefusal(person, deps.clock.now()) : 'disabled';
  if (refusal === 'disabled') throw new AppError(APP_CODES.ACCOUNT_DISABLED, 'auth.disabled', {}, 403);
  if (refusal === 'locked' && person?.lockedUntil) throw lockedError(person.lockedUntil, lang);
  return staffId;
}

/** Whom the identity provider vouches for; the account's own state is checked by the caller. */
async function identifiedStaff(deps: AppDeps, authCode: string, via: 'oauth' | 'mini-app'): Promise<number> {
  if (deps.env.devIdpEnabled) {
    const staffId = await takeDevCode(deps, authCode);
    if (staffId !== null) return staffId;
    if (!deps.dingtalk) throw ssoFailed('authCode');
  }
  if (!deps.dingtalk) throw new AppError(APP_CODES.SSO_FAILED, 'auth.ssoUnavailable', {}, 400);
  let userId: string;
  try {
    userId = via === 'oauth' ? await deps.dingtalk.userIdFromOAuthCode(authCode) : await deps.dingtalk.userIdFromMiniAppCode(authCode);
  } catch (error) {
    deps.log.warn({ err: error }, 'chat-app code exchange failed');
    throw ssoFailed('authCode');
  }
  const [person] = await deps.db.select({ id: staff.id }).from(staff).where(eq(staff.dingUserId, userId)).limit(1);
  if (!person) throw new AppError(APP_CODES.SSO_FAILED, 'auth.ssoNoStaff', {}, 400);
  return person.id;
}
