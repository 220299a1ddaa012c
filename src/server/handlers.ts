import { authHandlers } from './auth/auth-routes';
import type { RegisteredCall } from './http/call-router';
import { staffHandlers } from './staff/staff-routes';
import { sysHandlers } from './sys/sys-routes';

/** Every handled call; a test checks that each shared call has exactly one handler here. */
export const ALL_HANDLERS: readonly RegisteredCall[] = [...authHandlers, ...staffHandlers, ...sysHandlers];
