import { changePassword } from '../../shared/api/staff-calls';
import type { CallDef } from '../../shared/api/define-call';

/**
 * What a person whose password an administrator set may still do besides reading: change it, and
 * the session calls (refresh, sign out). Everything else that changes something is refused until then.
 */
export function allowedBeforePasswordChange(call: CallDef): boolean {
  return call.id === changePassword.id || call.id.startsWith('auth.');
}
