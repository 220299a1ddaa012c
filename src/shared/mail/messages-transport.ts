/** Server messages of the mailbox — Transport: the SMTP listener, IMAP sync and intake. */
export const MAIL_TRANSPORT_MESSAGES = {} as const satisfies Record<string, { zh: string; en: string }>;
