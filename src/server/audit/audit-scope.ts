import type { CallDef } from '../../shared/api/define-call';

/**
 * How the router audits a call:
 * - `transaction`: a mutating call; the handler gets a transactional db and the row is written in
 *   that transaction, so the change and its row commit (or roll back) together.
 * - `after`: recorded on its own after the answer: sign-in and sign-out (a failed sign-in must keep
 *   its attempt count, which a rolled-back transaction would undo), calls that declare
 *   `effect: 'recorded-after'` (CallDef), exports and streams (a
 *   transaction held while a file is built or an answer streams would stall the embedded database).
 * - `refusals`: reads; only a permission refusal is recorded.
 */
export type AuditMode = 'transaction' | 'after' | 'refusals';

export function auditModeOf(call: CallDef): AuditMode {
  if (call.method !== 'POST' || call.effect === 'reads') return 'refusals';
  if (call.id.startsWith('auth.') || call.effect === 'recorded-after' || call.answer === 'file' || call.answer === 'stream') return 'after';
  return 'transaction';
}
