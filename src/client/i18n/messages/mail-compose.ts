/** Strings of the mailbox: sending, drafts and timed drafts, batch transmit, attachments, recipient suggestions and .eml download. The English block must have the same keys. */
export const mailComposeZh = {} as const;

export const mailComposeEn: typeof mailComposeZh = {};
