import type { RegisteredCall } from '../http/call-router';

/** The calls of version notes and notices (the shell's popup check is served by the shell). */
export const versionHandlers: RegisteredCall[] = [];
