import type { Db } from '../db/database';
import { appendAuditAlone } from './audit-append';
import { auditTrail } from './audit-context';

/** Security events that are not a call of their own (an account locked by a sign-in that failed). */
export const AUDIT_EVENTS = { lockout: 'auth.lockout' } as const;

/**
 * Writes an event's row on its own, with the request id and client address of the request that
 * caused it; the call's own row follows as usual.
 */
export async function recordAuditEvent(db: Db, at: Date, callId: string, staffId: number, target = ''): Promise<void> {
  const trail = auditTrail.getStore();
  await appendAuditAlone(db, {
    at,
    staffId,
    callId,
    target,
    requestId: trail?.requestId ?? '-',
    clientIp: trail?.clientIp ?? '',
    resultCode: 0,
  });
}
