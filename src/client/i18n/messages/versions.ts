/** Strings of version notes and notices. The English block must have the same keys. */
export const versionsZh = {};

export const versionsEn: typeof versionsZh = {};
