import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit log: one row per mutating call (and per sign-in, sign-out, lockout and permission
 * refusal), append-only. Each row carries the hash of the row before it and its own hash over its
 * canonical content plus that previous hash, so an edited, deleted or reordered row breaks the
 * chain (`npm run audit:verify`). The database refuses UPDATE, DELETE and TRUNCATE (migration 0021).
 * No foreign keys: a row must outlive whatever it names, and names the person as they were then.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    /** 1, 2, 3 … without gaps: a missing number is a deleted row. */
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Null when nobody is signed in (a refused call without a session, an unknown sign-in name). */
    staffId: integer('staff_id'),
    staffName: text('staff_name').notNull().default(''),
    callId: text('call_id').notNull(),
    /** The id(s) the call names (path ids, body ids), comma-separated; '' when it names none. */
    target: text('target').notNull().default(''),
    requestId: text('request_id').notNull(),
    clientIp: text('client_ip').notNull().default(''),
    /** The envelope code answered: 0, or the refusal's / failure's code. */
    resultCode: integer('result_code').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_staff_idx').on(t.staffId, t.seq),
    index('audit_log_call_idx').on(t.callId, t.seq),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
