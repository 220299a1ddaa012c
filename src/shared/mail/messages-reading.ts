/** Server messages of the mailbox — Reading: folders, lists, detail, marks, junk, correspondence, search. */
export const MAIL_READING_MESSAGES = {} as const satisfies Record<string, { zh: string; en: string }>;
