/**
 * The whole error catalogue: the codes of shell.md §8 / sections.md §8 with the behaviour the
 * client gives them, and Switchboard's own codes for the failures every API shares.
 * Code 0 is success; any other code is a failure.
 */

export const OK = 0;

/** Codes whose client behaviour the spec fixes (shell.md §8). */
export const SPEC_CODES = {
  /** Session invalid (expired, revoked, missing): show the error, wait 2 s, sign out, go to login with a referer. */
  TOKEN_INVALID: 10010002,
  /** The user has no bound mailbox: go to the no-mailbox page. */
  NO_MAILBOX: 10170036,
  /** A "failure" that is shown as a success message (e.g. mail already synced). */
  SHOW_AS_SUCCESS: 10170039,
  /** Blocked: the record has an unfinished alias-change record (data: customerCode, taskId). */
  ALIAS_CHANGE_PENDING: 10050027,
  /** The application alias was taken and a new one generated; confirm again. */
  ALIAS_REGENERATED: 10050016,
  /** "Cannot execute" warning dialogs, message from the server, dismiss only. */
  CANNOT_EXECUTE_A: 10060053,
  CANNOT_EXECUTE_B: 10060054,
  CANNOT_EXECUTE_C: 10060058,
  CANNOT_EXECUTE_D: 10060059,
  /** Pick-up prompt: offer the sea-pick lead apply form (data: customerCode). */
  SEA_PICK_PROMPT: 10050113,
} as const;

/** Switchboard's own codes for failures every API shares. */
export const APP_CODES = {
  /** Body or query failed validation; msg names the field. */
  VALIDATION: 10000400,
  /** Signed in, but the permission key the call needs is missing. */
  FORBIDDEN: 10000403,
  /** The addressed record or route does not exist. */
  NOT_FOUND: 10000404,
  /** Stale write or state conflict; reload and try again. */
  CONFLICT: 10000409,
  /** A repeat-check key was already used: the first submission took effect. */
  DUPLICATE_SUBMISSION: 10000410,
  /** Too many requests; data.retryAfterSeconds says when to try again. */
  RATE_LIMITED: 10000429,
  /** Unexpected server failure; msg carries the request id. */
  INTERNAL: 10000500,
  /** The request body is not valid JSON. */
  BAD_JSON: 10000401,
  /** Wrong username or password. */
  BAD_CREDENTIALS: 10010010,
  /** Too many wrong passwords: locked until data.lockedUntil. */
  ACCOUNT_LOCKED: 10010011,
  /** Verification code wrong. */
  CODE_WRONG: 10010012,
  /** Verification code expired or never sent: send a new one. */
  CODE_EXPIRED: 10010013,
  /** Five wrong tries used up the code: send a new one. */
  CODE_TRIES_EXHAUSTED: 10010014,
  /** The account is disabled. */
  ACCOUNT_DISABLED: 10010015,
  /** Refresh token unknown, expired or reused (reuse also revokes the session). */
  REFRESH_INVALID: 10010016,
  /** Single sign-on is not available or the auth code was refused. */
  SSO_FAILED: 10010017,
  /** Current password wrong when changing password. */
  PASSWORD_WRONG: 10010018,
  /** The password an administrator set must be changed before the person changes anything else. */
  PASSWORD_CHANGE_REQUIRED: 10010019,
  /** An approval task was already handled or changed since it was read: reload, nothing moved. */
  TASK_STALE: 10120409,
  /** A workflow role or form is still named by a published process or a running request: it cannot be deleted. */
  WORKFLOW_IN_USE: 10120410,
} as const;

export const ERROR_CODES = { ...SPEC_CODES, ...APP_CODES } as const;
export type ErrorCodeName = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorCodeName];

/** The four codes that open the "cannot execute" warning dialog. */
export const CANNOT_EXECUTE_CODES: readonly number[] = [
  SPEC_CODES.CANNOT_EXECUTE_A,
  SPEC_CODES.CANNOT_EXECUTE_B,
  SPEC_CODES.CANNOT_EXECUTE_C,
  SPEC_CODES.CANNOT_EXECUTE_D,
];

/** How the shared client reacts to a code (shell.md §8); every catalogue code has one. */
export type CodeBehaviour =
  | 'sign-out'
  | 'no-mailbox'
  | 'success-message'
  | 'alias-change-dialog'
  | 'alias-regenerated'
  | 'cannot-execute-dialog'
  | 'sea-pick-dialog'
  | 'show-message';

export function behaviourOf(code: number): CodeBehaviour {
  switch (code) {
    case SPEC_CODES.TOKEN_INVALID:
      return 'sign-out';
    case SPEC_CODES.NO_MAILBOX:
      return 'no-mailbox';
    case SPEC_CODES.SHOW_AS_SUCCESS:
      return 'success-message';
    case SPEC_CODES.ALIAS_CHANGE_PENDING:
      return 'alias-change-dialog';
    case SPEC_CODES.ALIAS_REGENERATED:
      return 'alias-regenerated';
    case SPEC_CODES.SEA_PICK_PROMPT:
      return 'sea-pick-dialog';
    default:
      return CANNOT_EXECUTE_CODES.includes(code) ? 'cannot-execute-dialog' : 'show-message';
  }
}
