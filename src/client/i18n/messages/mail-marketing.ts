/** Strings of the mailbox: marketing mail to customer segments. The English block must have the same keys. */
export const mailMarketingZh = {} as const;

export const mailMarketingEn: typeof mailMarketingZh = {};
