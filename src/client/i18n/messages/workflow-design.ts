/** Strings of the process designer, workflow roles, form fields and notice settings. The English block must have the same keys. */
export const workflowDesignZh = {
  title: '流程设置',
};

export const workflowDesignEn: typeof workflowDesignZh = {
  title: 'Process settings',
};
