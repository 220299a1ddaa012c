/** Server messages of the menu tree and field-level rights (`msg` of its envelopes). */
export const ADMIN_MENU_SERVER_MESSAGES = {
  'adminMenu.layoutUnknown': { zh: '没有这个布局', en: 'There is no such layout' },
  'adminMenu.reorderMismatch': {
    zh: '排序须恰好列出该节点的全部下级菜单',
    en: 'The order must list every child of the node exactly once',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
