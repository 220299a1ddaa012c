import type { RegisteredCall } from '../http/call-router';

/** The calls of feedback and rating (the shell's commit and page check are served by the shell). */
export const feedbackHandlers: RegisteredCall[] = [];
