/**
 * The audit log as other features see it: everything they may import. Its routes are wired by
 * handlers.ts directly (they import the call router, which imports this file).
 */
export { appendAudit, appendAuditAlone } from './audit-append';
export { auditTrail, clientAddressOf, noteAuditActor, type AuditTrail } from './audit-context';
export { AUDIT_EVENTS, recordAuditEvent } from './audit-events';
export { auditExporters } from './audit-exporter';
export { auditModeOf, type AuditMode } from './audit-scope';
export { auditTargetOf } from './audit-target';
export { verifyAuditChain } from './verify-chain';
export { isForbidden, resultCodeOf } from './result-code';
