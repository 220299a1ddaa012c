import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { TOKEN_HEAD, type TokenData } from '../../shared/api/auth-calls';
import { APP_CODES } from '../../shared/error-codes';
import type { Db } from '../db/database';
import { perDatabase } from '../db/per-database';
import { adminCounters, authSessions, authTokens, GRANTS_COUNTER, staff, staffRoles } from '../db/schema/index';
import type { AppDeps } from '../deps';
import { AppError } from '../http/app-error';
import { randomToken, sha256 } from './secrets';
import { noteAuditActor } from '../audit';
import { profileColumns, profileFrom, type StaffProfile } from '../staff';

export type SignInMethod = 'password' | 'sso' | 'mini-app';

export interface SessionMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

const refreshInvalid = () => new AppError(APP_CODES.REFRESH_INVALID, 'auth.refreshInvalid', {}, 401);

async function insertPair(deps: AppDeps, db: Db, sessionId: string): Promise<TokenData> {
  const now = deps.clock.now();
  const token = randomToken();
  const refreshToken = randomToken();
  await db.insert(authTokens).values({
    sessionId,
    accessHash: sha256(token),
    refreshHash: sha256(refreshToken),
    accessExpiresAt: new Date(now.getTime() + deps.env.ACCESS_TOKEN_TTL * 1000),
    refreshExpiresAt: new Date(now.getTime() + deps.env.REFRESH_TOKEN_TTL * 1000),
    createdAt: now,
  });
  return { token, tokenHead: TOKEN_HEAD, expiresIn: deps.env.ACCESS_TOKEN_TTL, refreshToken };
}

/** A new session family with its first token pair. */
export async function startSession(deps: AppDeps, staffId: number, method: SignInMethod, meta: SessionMeta): Promise<TokenData> {
  const sessionId = randomUUID();
  noteAuditActor(staffId);
  return deps.db.transaction(async (tx) => {
    await tx.insert(authSessions).values({
      id: sessionId,
      staffId,
      method,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip ?? null,
      createdAt: deps.clock.now(),
    });
    await tx.update(staff).set({ lastLoginAt: deps.clock.now() }).where(eq(staff.id, staffId));
    return insertPair(deps, tx as unknown as Db, sessionId);
  });
}

/**
 * Exchanges a refresh token for a new pair. A refresh token works once: presenting it again means
 * it was copied, so the whole session family is revoked.
 */
export async function rotateRefreshToken(deps: AppDeps, refreshToken: string): Promise<TokenData> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        tokenId: authTokens.id,
        sessionId: authTokens.sessionId,
        rotatedAt: authTokens.rotatedAt,
        refreshExpiresAt: authTokens.refreshExpiresAt,
        revokedAt: authSessions.revokedAt,
        staffStatus: staff.status,
      })
      .from(authTokens)
      .innerJoin(authSessions, eq(authSessions.id, authTokens.sessionId))
      .innerJoin(staff, eq(staff.id, authSessions.staffId))
      .where(eq(authTokens.refreshHash, sha256(refreshToken)))
      .for('update', { of: authTokens });
    if (!row || row.revokedAt || row.staffStatus !== 'active') return 'invalid' as const;
    if (row.rotatedAt) {
      await tx.update(authSessions).set({ revokedAt: now, revokedReason: 'refresh-reuse' }).where(eq(authSessions.id, row.sessionId));
      return 'reused' as const;
    }
    if (row.refreshExpiresAt <= now) return 'invalid' as const;
    await tx.update(authTokens).set({ rotatedAt: now }).where(eq(authTokens.id, row.tokenId));
    return insertPair(deps, tx as unknown as Db, row.sessionId);
  });
  if (outcome === 'reused') {
    deps.log.warn({ event: 'refresh-reuse' }, 'a rotated refresh token was presented again; session revoked');
    throw refreshInvalid();
  }
  if (outcome === 'invalid') throw refreshInvalid();
  return outcome;
}

export interface AccessGrant {
  sessionId: string;
  staffId: number;
  /** Set by an administrator's create or reset: until the person picks their own password, they may only read. */
  mustChangePassword: boolean;
  /** The person's roles and the grants version, read in the same lookup: together they name their rights. */
  roleIds: number[];
  grantsVersion: number;
  /** The person as the user entry answers them, read in the same lookup and kept with it. */
  profile: StaffProfile;
}

/** The live-session lookup of an access token, built once per database: every request runs it. */
const sessionLookupOf = perDatabase((db) =>
  db
    .select({
      expiresAt: authTokens.accessExpiresAt,
      sessionId: authTokens.sessionId,
      staffId: authSessions.staffId,
      profile: profileColumns,
      // Text, not an array or bigint, so that node-postgres and PGlite answer alike.
      roleIds: sql<string>`(select string_agg(${staffRoles.roleId}::text, ',') from ${staffRoles} where ${staffRoles.staffId} = ${authSessions.staffId})`,
      grantsVersion: sql<string>`(select ${adminCounters.value}::text from ${adminCounters} where ${adminCounters.name} = ${GRANTS_COUNTER})`,
    })
    .from(authTokens)
    .innerJoin(authSessions, eq(authSessions.id, authTokens.sessionId))
    .innerJoin(staff, eq(staff.id, authSessions.staffId))
    .where(
      and(
        eq(authTokens.accessHash, sql.placeholder('hash')),
        // A refresh replaces the pair: the old access token stops working at once, not at its expiry.
        isNull(authTokens.rotatedAt),
        isNull(authSessions.revokedAt),
        eq(staff.status, 'active'),
      ),
    )
    .limit(1)
    .prepare('verify_access_token'),
);

/** The session an access token belongs to, if the token is live: unexpired and not yet replaced by a refresh. */
export async function verifyAccessToken(deps: AppDeps, token: string): Promise<AccessGrant | null> {
  const hash = sha256(token);
  const now = deps.clock.now();
  const held = deps.verifiedTokens?.get(hash, now.getTime());
  if (held) return held;
  const generation = deps.verifiedTokens?.current() ?? 0;
  // The hash names one token, so its expiry is checked here: the statement then has a single parameter.
  const [found] = await sessionLookupOf(deps.db).execute({ hash });
  const row = found && found.expiresAt > now ? found : undefined;
  if (!row) return null;
  const profile = profileFrom(row.profile);
  const grant: AccessGrant = {
    sessionId: row.sessionId,
    staffId: row.staffId,
    mustChangePassword: profile.mustChangePassword,
    roleIds: row.roleIds ? row.roleIds.split(',').map(Number) : [],
    grantsVersion: Number(row.grantsVersion ?? 0),
    profile,
  };
  deps.verifiedTokens?.remember(hash, grant, row.expiresAt.getTime(), now.getTime(), generation);
  return grant;
}

export async function revokeSession(deps: AppDeps, sessionId: string, reason: string): Promise<void> {
  await deps.db
    .update(authSessions)
    .set({ revokedAt: deps.clock.now(), revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

export async function revokeAllSessions(deps: AppDeps, staffId: number, reason: string): Promise<void> {
  await deps.db
    .update(authSessions)
    .set({ revokedAt: deps.clock.now(), revokedReason: reason })
    .where(and(eq(authSessions.staffId, staffId), isNull(authSessions.revokedAt)));
}
