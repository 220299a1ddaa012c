/** Strings of the mailbox: folders, lists, counters, the detail, marks, stars, junk, correspondence, follow-up owners, finance bill mail and search. The English block must have the same keys. */
export const mailReadingZh = {} as const;

export const mailReadingEn: typeof mailReadingZh = {};
