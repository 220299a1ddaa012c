/** Server messages of the mailbox — Writing and sending: compose, drafts, timed drafts, attachments, outgoing delivery. */
export const MAIL_COMPOSE_MESSAGES = {} as const satisfies Record<string, { zh: string; en: string }>;
