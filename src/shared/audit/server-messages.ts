/** Server messages of the audit log (`msg` of its envelopes). */
export const AUDIT_SERVER_MESSAGES = {} as const satisfies Record<string, { zh: string; en: string }>;
