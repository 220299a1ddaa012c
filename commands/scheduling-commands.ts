import type { Command } from './types';

/** Palette actions of shift scheduling. */
export const SCHEDULING_COMMAND_IDS = {} as const;

export const schedulingCommands: Command[] = [];
