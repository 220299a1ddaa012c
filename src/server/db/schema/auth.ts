import { bigserial, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staff } from './org';

/** One sign-in = one session family; every refresh adds a token row to it. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** password | sso | mini-app */
    method: text('method').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout | refresh-reuse | password-changed | admin */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('auth_sessions_staff_idx').on(t.staffId)],
);

/** Tokens are stored as SHA-256 hashes only; the plain values exist only in the client. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    accessHash: text('access_hash').notNull().unique(),
    refreshHash: text('refresh_hash').notNull().unique(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set when the refresh token was exchanged; a second exchange is reuse. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_session_idx').on(t.sessionId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** Set when used to sign in, exhausted, or replaced by a newer code. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_staff_idx').on(t.staffId, t.createdAt)],
);

/** Single-use authorization codes of the development identity provider and SSO states. */
export const ssoGrants = pgTable('sso_grants', {
  code: text('code').primaryKey(),
  /** dev-code (issued by the development identity provider) | state (OAuth state we issued) */
  kind: text('kind').notNull(),
  staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
  redirect: text('redirect'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Submission ids of repeat-check calls (shell.md §5). */
export const idempotenceKeys = pgTable('idempotence_keys', {
  key: text('key').primaryKey(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  callId: text('call_id'),
});
