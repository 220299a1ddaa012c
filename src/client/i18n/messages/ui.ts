/** Strings of the shared page primitives in src/client/ui. The English block must have the same keys. */
export const uiZh = {
  state: {
    loading: '正在加载…',
    error: '加载失败：{{message}}',
    retry: '重试',
    empty: '暂无数据',
    forbidden: '没有权限',
    forbiddenHint: '您没有查看此页面的权限，如需开通请联系管理员。',
  },
  confirmDelete: { title: '确认删除', body: '删除“{{name}}”后无法恢复，确定删除吗？' },
  cancel: '取消',
  delete: '删除',
};

export const uiEn: typeof uiZh = {
  state: {
    loading: 'Loading…',
    error: 'Could not load: {{message}}',
    retry: 'Retry',
    empty: 'Nothing here yet',
    forbidden: 'No permission',
    forbiddenHint: 'You may not open this page; ask an administrator if you need it.',
  },
  confirmDelete: { title: 'Delete?', body: '“{{name}}” will be deleted for good. Delete it?' },
  cancel: 'Cancel',
  delete: 'Delete',
};
