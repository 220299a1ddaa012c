/** Server messages of version notes and notices (`msg` of its envelopes). */
export const VERSION_SERVER_MESSAGES = {} as const satisfies Record<string, { zh: string; en: string }>;
