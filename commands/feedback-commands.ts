import type { Command } from './types';

/** Palette actions of feedback and rating. */
export const FEEDBACK_COMMAND_IDS = {} as const;

export const feedbackCommands: Command[] = [];
