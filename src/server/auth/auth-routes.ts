import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { eq } from 'drizzle-orm';
import * as calls from '../../shared/api/auth-calls';
import { HEADERS } from '../../shared/envelope';
import { APP_CODES } from '../../shared/error-codes';
import { authTokens } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { handle, type RegisteredCall } from '../http/call-router';
import { bearerToken } from './authenticate';
import { passwordLogin } from './login-service';
import { sha256 } from './secrets';
import { ssoProvider, ssoStartUrl, staffFromAuthCode } from './sso';
import { revokeSession, rotateRefreshToken, startSession, type SessionMeta } from './tokens';
import { CODE_COOLDOWN_SECONDS, CODE_VALID_SECONDS, sendVerificationCode } from './verification-codes';

function sessionMeta(c: Context): SessionMeta {
  let ip = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (!ip) {
    try {
      ip = getConnInfo(c).remote.address;
    } catch {
      ip = undefined; // in-process requests (tests) have no socket
    }
  }
  return { userAgent: c.req.header('user-agent'), ip };
}

function checkClient(clientId: string): void {
  if (clientId !== calls.STAFF_CLIENT_ID) {
    throw new AppError(APP_CODES.VALIDATION, 'auth.clientInvalid', {}, 400, { field: 'client_id' });
  }
}

export const authHandlers: RegisteredCall[] = [
  handle(calls.sendCode, async ({ input, deps }) => {
    await sendVerificationCode(deps, input.query.username);
    return { expiresInSeconds: CODE_VALID_SECONDS, cooldownSeconds: CODE_COOLDOWN_SECONDS };
  }),

  handle(calls.login, async ({ input, deps, c }) => passwordLogin(deps, input.body, sessionMeta(c))),

  handle(calls.refresh, async ({ input, deps }) => {
    checkClient(input.query.client_id);
    return rotateRefreshToken(deps, input.query.refresh_token);
  }),

  handle(calls.logout, async ({ deps, c }) => {
    const token = bearerToken(c.req.header(HEADERS.authorization));
    if (token) {
      // Expired tokens still name their session: signing out must end it regardless.
      const [row] = await deps.db
        .select({ sessionId: authTokens.sessionId })
        .from(authTokens)
        .where(eq(authTokens.accessHash, sha256(token)))
        .limit(1);
      if (row) await revokeSession(deps, row.sessionId, 'logout');
    }
    return null;
  }),

  handle(calls.ssoConfig, async ({ deps, c }) => {
    const provider = ssoProvider(deps, c);
    return { enabled: provider !== 'none', provider };
  }),

  handle(calls.ssoStart, async ({ input, deps, c }) => c.redirect(ssoStartUrl(deps, c, input.query.state), 302)),

  handle(calls.ssoLogin, async ({ input, deps, c, lang }) => {
    checkClient(input.body.clientId);
    const staffId = await staffFromAuthCode(deps, input.body.authCode, 'oauth', lang);
    return startSession(deps, staffId, 'sso', sessionMeta(c));
  }),

  handle(calls.miniAppToken, async ({ input, deps, c, lang }) => {
    const corpId = deps.env.DINGTALK_CORP_ID;
    if (corpId && input.query.corpId && input.query.corpId !== corpId) {
      throw new AppError(APP_CODES.SSO_FAILED, 'auth.ssoFailed', { reason: 'corpId' }, 400);
    }
    const staffId = await staffFromAuthCode(deps, input.query.authCode, 'mini-app', lang);
    return startSession(deps, staffId, 'mini-app', sessionMeta(c));
  }),
];
