/** Strings of feedback and rating. The English block must have the same keys. */
export const feedbackZh = {};

export const feedbackEn: typeof feedbackZh = {};
