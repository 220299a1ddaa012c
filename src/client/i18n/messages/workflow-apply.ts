/** Strings of the sponsor page and the apply forms. The English block must have the same keys. */
export const workflowApplyZh = {
  title: '发起审批',
};

export const workflowApplyEn: typeof workflowApplyZh = {
  title: 'Start a request',
};
