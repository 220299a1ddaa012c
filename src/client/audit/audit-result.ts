import type { AuditResult } from '../../shared/api/audit-calls';
import { APP_CODES, SPEC_CODES } from '../../shared/error-codes';

/** The same grouping as the server's result filter (src/server/audit/audit-query.ts REFUSAL_CODES). */
const REFUSALS: readonly number[] = [SPEC_CODES.TOKEN_INVALID, APP_CODES.FORBIDDEN, APP_CODES.BAD_CREDENTIALS, APP_CODES.ACCOUNT_LOCKED];

export function resultOf(code: number): AuditResult {
  if (code === 0) return 'ok';
  return REFUSALS.includes(code) ? 'refused' : 'failed';
}
