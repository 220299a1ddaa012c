/** Server messages of shift scheduling and attendance (`msg` of its envelopes). */
export const HRM_SERVER_MESSAGES = {} as const satisfies Record<string, { zh: string; en: string }>;
