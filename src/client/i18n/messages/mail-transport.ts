/** Strings of the mailbox: IMAP sync on demand, and the outbox of mail waiting for a relay. The English block must have the same keys. */
export const mailTransportZh = {} as const;

export const mailTransportEn: typeof mailTransportZh = {};
