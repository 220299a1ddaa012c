import type { Command } from './types';

/** Palette actions of version notes. */
export const VERSION_COMMAND_IDS = {} as const;

export const versionCommands: Command[] = [];
