/** Strings of the to-do, started, handled and cc lists and the request profile. The English block must have the same keys. */
export const workflowTasksZh = {
  title: '审批',
};

export const workflowTasksEn: typeof workflowTasksZh = {
  title: 'Approvals',
};
