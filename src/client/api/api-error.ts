import { behaviourOf, type CodeBehaviour } from '../../shared/error-codes';

/** `aborted`: the caller cancelled the request; nothing to show. */
export type FailureKind = 'business' | 'network' | 'timeout' | 'refresh' | 'aborted';

/** Every failed call rejects with this: a business code, a network failure, a timeout or a lost session. */
export class ApiError extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    /** HTTP status and status text for network failures. */
    readonly status: number | null = null,
    readonly statusText: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get behaviour(): CodeBehaviour {
    return this.kind === 'business' ? behaviourOf(this.code) : 'show-message';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
