import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { requestHeader } from '../http/request-header';

/** What the audit row of the current request needs besides the outcome. */
export interface AuditTrail {
  callId: string;
  requestId: string;
  clientIp: string;
  target: string;
  /** The signed-in caller, or the account a sign-in names (auth notes it: see noteAuditActor). */
  staffId: number | null;
  /** Set once the row is written, so a later failure does not write a second one. */
  recorded: boolean;
}

export const auditTrail = new AsyncLocalStorage<AuditTrail>();

/** The first X-Forwarded-For address (the portal runs behind a proxy), else the socket's. */
export function clientAddressOf(c: Context): string {
  const forwarded = requestHeader(c, 'x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, 64);
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    return ''; // in-process requests (tests) have no socket
  }
}

/**
 * Sign-in calls are public: the caller is known only once auth has found the account. Auth tells
 * the audit row whose account it was (also for a failed attempt on a known account).
 */
export function noteAuditActor(staffId: number): void {
  const trail = auditTrail.getStore();
  if (trail) trail.staffId = staffId;
}
