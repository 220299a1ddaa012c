import { APP_CODES, SPEC_CODES } from '../../shared/error-codes';
import type { ServerMessageKey } from '../../shared/messages';

type Params = Record<string, string | number>;

/**
 * A failure the caller should read: it becomes an envelope with its code and a message in the
 * request's language. Anything else thrown is a bug and answers INTERNAL.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly key: ServerMessageKey,
    readonly params: Params = {},
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 423 | 429 = 400,
    readonly data: unknown = null,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const fail = {
  validation: (field: string, detail: string) => new AppError(APP_CODES.VALIDATION, 'error.validation', { field, detail }, 400, { field }),
  /** A schema message that is itself a message key (e.g. the sign-in form's messages). */
  validationKey: (key: ServerMessageKey, field: string) => new AppError(APP_CODES.VALIDATION, key, { field }, 400, { field }),
  badJson: () => new AppError(APP_CODES.BAD_JSON, 'error.badJson', {}, 400),
  tokenInvalid: () => new AppError(SPEC_CODES.TOKEN_INVALID, 'auth.tokenInvalid', {}, 401),
  forbidden: (permission: string) => new AppError(APP_CODES.FORBIDDEN, 'error.forbidden', { permission }, 403, { permission }),
  passwordChangeRequired: () => new AppError(APP_CODES.PASSWORD_CHANGE_REQUIRED, 'auth.passwordChangeRequired', {}, 403),
  notFound: () => new AppError(APP_CODES.NOT_FOUND, 'error.notFound', {}, 404),
  conflict: () => new AppError(APP_CODES.CONFLICT, 'error.conflict', {}, 409),
  duplicate: () => new AppError(APP_CODES.DUPLICATE_SUBMISSION, 'error.duplicate', {}, 409),
  rateLimited: (seconds: number, key: ServerMessageKey = 'error.rateLimited') =>
    new AppError(APP_CODES.RATE_LIMITED, key, { seconds }, 429, { retryAfterSeconds: seconds }),
};
