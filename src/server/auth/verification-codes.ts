import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { staff, verificationCodes } from '../db/schema/index';
import type { AppDeps } from '../deps';
import { fail } from '../http/app-error';
import { sha256, sixDigitCode } from './secrets';

export const CODE_VALID_SECONDS = 300;
export const CODE_MAX_TRIES = 5;
export const CODE_COOLDOWN_SECONDS = 60;

const codeHash = (staffId: number, code: string) => sha256(`${staffId}:${code}`);

/**
 * Sends a new code unless one went out in the last 60 s. Unknown or disabled usernames get the
 * same answer and nothing is sent, so the call does not reveal which accounts exist.
 */
export async function sendVerificationCode(deps: AppDeps, username: string): Promise<void> {
  const [person] = await deps.db
    .select({ id: staff.id, username: staff.username, name: staff.name, dingUserId: staff.dingUserId, status: staff.status })
    .from(staff)
    .where(eq(staff.username, username.toLowerCase()))
    .limit(1);
  if (!person || person.status !== 'active') return;
  const now = deps.clock.now();
  const [latest] = await deps.db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.staffId, person.id))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (latest) {
    const elapsed = (now.getTime() - latest.createdAt.getTime()) / 1000;
    if (elapsed < CODE_COOLDOWN_SECONDS) {
      throw fail.rateLimited(Math.ceil(CODE_COOLDOWN_SECONDS - elapsed), 'auth.codeCooldown');
    }
  }
  const code = sixDigitCode();
  const inserted = await deps.db.transaction(async (tx) => {
    // A new code replaces any earlier one still open.
    await tx
      .update(verificationCodes)
      .set({ closedAt: now })
      .where(and(eq(verificationCodes.staffId, person.id), isNull(verificationCodes.closedAt)));
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        staffId: person.id,
        codeHash: codeHash(person.id, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_VALID_SECONDS * 1000),
      })
      .returning({ id: verificationCodes.id });
    return row;
  });
  try {
    await deps.notifier.sendCode(person, code, CODE_VALID_SECONDS / 60);
  } catch (error) {
    // Not delivered: forget it, so the person can ask again at once.
    if (inserted) await deps.db.delete(verificationCodes).where(eq(verificationCodes.id, inserted.id));
    throw error;
  }
}

/**
 * Uses up the person's open code when it matches; five wrong tries close it. Says only yes or no:
 * the sign-in answer must not tell a wrong code from a wrong password.
 */
export async function consumeVerificationCode(deps: AppDeps, staffId: number, code: string): Promise<boolean> {
  const now = deps.clock.now();
  const [open] = await deps.db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.staffId, staffId), isNull(verificationCodes.closedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!open || open.expiresAt <= now) return false;
  if (open.codeHash === codeHash(staffId, code)) {
    const used = await deps.db
      .update(verificationCodes)
      .set({ closedAt: now })
      .where(and(eq(verificationCodes.id, open.id), isNull(verificationCodes.closedAt)))
      .returning({ id: verificationCodes.id });
    return used.length === 1;
  }
  // Counted in SQL so that concurrent wrong tries cannot share one count.
  await deps.db
    .update(verificationCodes)
    .set({
      attempts: sql`${verificationCodes.attempts} + 1`,
      closedAt: sql`CASE WHEN ${verificationCodes.attempts} + 1 >= ${CODE_MAX_TRIES} THEN ${now.toISOString()}::timestamptz ELSE NULL END`,
    })
    .where(and(eq(verificationCodes.id, open.id), isNull(verificationCodes.closedAt)));
  return false;
}
