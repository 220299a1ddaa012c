import { AppError } from '../../http/app-error';
import { APP_CODES } from '../../../shared/error-codes';

/** PostgreSQL's unique_violation, as thrown by node-postgres and PGlite (possibly wrapped by drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; cause && depth < 4; depth++) {
    if (typeof cause === 'object' && (cause as { code?: unknown }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs a write; a second row with the same unique value answers "{value} already exists" instead of a server error. */
export async function uniqueOr<T>(value: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(APP_CODES.CONFLICT, 'mail.duplicateEntry', { value }, 409);
    throw error;
  }
}
