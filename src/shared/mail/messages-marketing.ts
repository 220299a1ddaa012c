/** Server messages of the mailbox — Marketing mail: campaigns, unsubscribe, open tracking. */
export const MAIL_MARKETING_MESSAGES = {} as const satisfies Record<string, { zh: string; en: string }>;
