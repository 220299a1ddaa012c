/** Server messages of the mailbox — Accounts, domains, templates, signatures, address book, sender lists, notices, logs. */
export const MAIL_TOOLS_MESSAGES = {} as const satisfies Record<string, { zh: string; en: string }>;
