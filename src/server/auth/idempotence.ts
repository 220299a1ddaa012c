import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { AppError, fail } from '../http/app-error';
import { APP_CODES } from '../../shared/error-codes';
import { idempotenceKeys } from '../db/schema/index';
import { randomToken } from './secrets';

export async function issueIdempotenceKey(deps: AppDeps, staffId: number): Promise<string> {
  const key = randomToken();
  await deps.db.insert(idempotenceKeys).values({ key, staffId, createdAt: deps.clock.now() });
  return key;
}

/**
 * Marks a submission id used, atomically: of two requests with the same id only one gets past
 * this line. An unknown id (or one of another user) is refused as missing.
 */
export async function consumeIdempotenceKey(deps: AppDeps, staffId: number, key: string, callId: string): Promise<void> {
  if (!key || key.length > 100) {
    throw new AppError(APP_CODES.VALIDATION, 'error.idempotenceMissing', {}, 400, { field: 'X-Idempotence-Key' });
  }
  const taken = await deps.db
    .update(idempotenceKeys)
    .set({ usedAt: deps.clock.now(), callId })
    .where(and(eq(idempotenceKeys.key, key), eq(idempotenceKeys.staffId, staffId), isNull(idempotenceKeys.usedAt)))
    .returning({ key: idempotenceKeys.key });
  if (taken.length === 1) return;
  const [known] = await deps.db
    .select({ key: idempotenceKeys.key })
    .from(idempotenceKeys)
    .where(and(eq(idempotenceKeys.key, key), eq(idempotenceKeys.staffId, staffId)));
  if (known) throw fail.duplicate();
  throw new AppError(APP_CODES.VALIDATION, 'error.idempotenceMissing', {}, 400, { field: 'X-Idempotence-Key' });
}

/** The call failed, so its submission id may be used again. */
export async function releaseIdempotenceKey(deps: AppDeps, staffId: number, key: string): Promise<void> {
  await deps.db
    .update(idempotenceKeys)
    .set({ usedAt: null, callId: null })
    .where(and(eq(idempotenceKeys.key, key), eq(idempotenceKeys.staffId, staffId)));
}
