/** Strings of field-level rights (the roles page's 字段权限 tab). The English block must have the same keys. */
export const fieldRightsZh = {
  tab: '字段权限',
  grantsTab: '菜单与按钮',
  tabsLabel: '{{name}} 的权限',
  hint: '勾选的字段对该角色可见。一个人持有多个角色时，只要其中一个能打开该页面的角色显示某字段，他就能看到；隐藏的字段不会从服务器发出。',
  save: '保存字段权限',
  saved: '已保存 {{name}} 的字段权限',
  pages: { customerDetails: '客户详情' },
  fields: {
    balance: { name: '账户余额与流水', hint: '各币种余额和余额变动记录' },
    credit: { name: '信用额度与变更', hint: '付款方式、信用额度、临时额度、账期及其变更历史' },
    traffic: { name: '近30天业绩', hint: '按天和产品的发送量与收入' },
    ownerHistory: { name: '负责人变更记录', hint: '客户历任负责人及其部门' },
  },
};

export const fieldRightsEn: typeof fieldRightsZh = {
  tab: 'Field rights',
  grantsTab: 'Menus and buttons',
  tabsLabel: 'Rights of {{name}}',
  hint: 'Ticked fields are shown to holders of this role. A person with several roles sees a field when any of their roles that opens the page shows it; hidden fields never leave the server.',
  save: 'Save field rights',
  saved: 'Field rights of {{name}} saved',
  pages: { customerDetails: 'Customer details' },
  fields: {
    balance: { name: 'Balance and ledger', hint: 'Balance per currency and its movements' },
    credit: { name: 'Credit and its changes', hint: 'Payment method, credit limit, temporary limit, terms and their history' },
    traffic: { name: 'Last 30 days', hint: 'Volume and revenue by day and product' },
    ownerHistory: { name: 'Owner history', hint: 'The customer’s owners and their departments' },
  },
};
