import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { AUDIT_EVENTS, recordAuditEvent } from '../audit';
import { staff } from '../db/schema/index';
import type { AppDeps } from '../deps';

/** Failed sign-ins (or wrong current passwords) in a row that lock the account. */
export const MAX_FAILED_PASSWORDS = 5;
/** The first lock; each further lock before a successful sign-in lasts twice as long. */
export const LOCK_MINUTES = 15;
export const MAX_LOCK_MINUTES = 24 * 60;

export function lockMinutes(lockNumber: number): number {
  return Math.min(LOCK_MINUTES * 2 ** Math.max(0, lockNumber - 1), MAX_LOCK_MINUTES);
}

export type SignInRefusal = 'disabled' | 'locked';

/** The account checks every sign-in path applies, whatever proved the person's identity. */
export function signInRefusal(person: { status: string; lockedUntil: Date | null }, now: Date): SignInRefusal | null {
  if (person.status !== 'active') return 'disabled';
  if (person.lockedUntil && person.lockedUntil > now) return 'locked';
  return null;
}

export type Attempt = { kind: 'counted'; number: number } | { kind: 'refused' };

/**
 * Takes one numbered attempt before the password is even looked at, in a single row update, so
 * that concurrent attempts cannot share a count: attempts past the threshold are refused unchecked.
 * An expired lock starts a fresh count.
 */
export async function takeAttempt(deps: AppDeps, staffId: number): Promise<Attempt> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(staff)
    .set({
      failedLogins: sql`CASE WHEN ${staff.lockedUntil} IS NOT NULL THEN 1 ELSE ${staff.failedLogins} + 1 END`,
      lockedUntil: null,
    })
    .where(and(eq(staff.id, staffId), or(isNull(staff.lockedUntil), lte(staff.lockedUntil, now))))
    .returning({ number: staff.failedLogins });
  if (!row || row.number > MAX_FAILED_PASSWORDS) return { kind: 'refused' };
  return { kind: 'counted', number: row.number };
}

export interface FailureOutcome {
  /** Attempts left before the lock; 0 once locked. */
  left: number;
  lockedUntil: Date | null;
}

/**
 * A counted attempt failed. The attempt that reaches the threshold sets the lock; the lock
 * counter makes each further lock longer until a successful sign-in.
 */
export async function recordFailure(deps: AppDeps, staffId: number, attempt: number): Promise<FailureOutcome> {
  if (attempt < MAX_FAILED_PASSWORDS) return { left: MAX_FAILED_PASSWORDS - attempt, lockedUntil: null };
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(staff)
    .set({
      lockCount: sql`${staff.lockCount} + 1`,
      lockedUntil: sql`${now.toISOString()}::timestamptz + make_interval(mins => LEAST(${LOCK_MINUTES} * power(2, ${staff.lockCount})::int, ${MAX_LOCK_MINUTES}))`,
    })
    .where(and(eq(staff.id, staffId), isNull(staff.lockedUntil)))
    .returning({ lockedUntil: staff.lockedUntil, lockCount: staff.lockCount });
  deps.log.warn({ event: 'account-locked', staffId, lockCount: row?.lockCount }, 'account locked after failed attempts');
  if (row) await recordAuditEvent(deps.db, now, AUDIT_EVENTS.lockout, staffId, String(staffId));
  return { left: 0, lockedUntil: row?.lockedUntil ?? null };
}

/** A successful sign-in clears the count and the escalation. */
export async function recordSuccess(deps: AppDeps, staffId: number): Promise<void> {
  await deps.db.update(staff).set({ failedLogins: 0, lockedUntil: null, lockCount: 0 }).where(eq(staff.id, staffId));
}
