/** Strings of the assistant’s to-do answers and confirmation cards. The English block must have the same keys. */
export const workflowAssistantZh = {
  title: '审批助手',
};

export const workflowAssistantEn: typeof workflowAssistantZh = {
  title: 'Approvals assistant',
};
