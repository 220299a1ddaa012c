import * as authCalls from './auth-calls';
import * as crmCalls from './crm-calls';
import type { CallDef } from './define-call';
import * as staffCalls from './staff-calls';
import * as sysCalls from './sys-calls';

export * from './define-call';

function callsOf(module: Record<string, unknown>): CallDef[] {
  return Object.values(module).filter(
    (value): value is CallDef =>
      typeof value === 'object' && value !== null && 'id' in value && 'method' in value && 'path' in value,
  );
}

/** Every API call of Switchboard; the server must handle each, the OpenAPI document lists each. */
export const ALL_CALLS: readonly CallDef[] = [
  ...callsOf(authCalls),
  ...callsOf(staffCalls),
  ...callsOf(sysCalls),
  ...callsOf(crmCalls),
];

export { authCalls, crmCalls, staffCalls, sysCalls };
