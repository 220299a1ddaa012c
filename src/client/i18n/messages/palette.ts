/** Strings of the command palette. The English block must have the same keys. */
export const paletteZh = {
  trigger: '搜索页面、操作或提问',
  triggerShort: '搜索',
};

export const paletteEn: typeof paletteZh = {
  trigger: 'Search pages, actions, or ask',
  triggerShort: 'Search',
};
