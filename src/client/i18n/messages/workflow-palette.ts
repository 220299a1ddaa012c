/** Strings of the to-do palette group, its action panel, the start and batch-agree commands and the new-task toast. The English block must have the same keys. */
export const workflowPaletteZh = {
  title: '待办',
};

export const workflowPaletteEn: typeof workflowPaletteZh = {
  title: 'To-do',
};
