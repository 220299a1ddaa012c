import type { Command } from './types';

/** Palette actions of the audit log. */
export const AUDIT_COMMAND_IDS = {} as const;

export const auditCommands: Command[] = [];
