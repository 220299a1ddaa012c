/** Strings of the mailbox: accounts, domains and sender addresses, templates, signatures, address book, white and black lists, chat-app notices, the mail log and selects. The English block must have the same keys. */
export const mailToolsZh = {} as const;

export const mailToolsEn: typeof mailToolsZh = {};
