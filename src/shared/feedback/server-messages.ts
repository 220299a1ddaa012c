/** Server messages of feedback and rating (`msg` of its envelopes). */
export const FEEDBACK_SERVER_MESSAGES = {} as const satisfies Record<string, { zh: string; en: string }>;
