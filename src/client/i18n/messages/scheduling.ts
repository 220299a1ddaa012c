/** Strings of shift scheduling and attendance. The English block must have the same keys. */
export const schedulingZh = {};

export const schedulingEn: typeof schedulingZh = {};
