/**
 * Demo content of the shell: Switchboard's own release notes, the sign-in prompt, message-centre
 * messages and the default quick-access pages. Written for the demo organisation's staff.
 */
export const RELEASE_NOTES = [
  {
    version: '0.1.0',
    daysAgo: 30,
    popup: false,
    versionType: 'feature',
    title: 'Switchboard 0.1.0：登录与菜单',
    titleEn: 'Switchboard 0.1.0: sign-in and menus',
    content: '- 账号密码加验证码登录、钉钉单点登录\n- 按权限生成的菜单，覆盖 13 个业务模块\n- 中英文切换\n- 接口文档（/docs）',
    contentEn:
      '- Sign-in with password and code, DingTalk single sign-on\n- Menus built from permissions across 13 sections\n- Chinese and English\n- API reference (/docs)',
    docs: [{ id: 'help-010', name: '门户使用手册 · Portal guide', url: '/message/help' }],
  },
  {
    version: '0.1.1',
    daysAgo: 23,
    popup: false,
    versionType: 'fix',
    title: 'Switchboard 0.1.1：登录与搜索修复',
    titleEn: 'Switchboard 0.1.1: sign-in and search fixes',
    content: '- 验证码倒计时在切换标签页后不再停住\n- 页面搜索的匹配文字高亮恢复正常\n- 英文界面下部分菜单名称过长被截断的问题已修复',
    contentEn:
      '- The code countdown no longer stops when you switch browser tabs\n- Page search highlights the matching text again\n- Long menu names in English are no longer cut off',
    docs: [],
  },
  {
    version: '0.1.2',
    daysAgo: 12,
    popup: false,
    versionType: 'improvement',
    title: 'Switchboard 0.1.2：更快的首页与导出',
    titleEn: 'Switchboard 0.1.2: a faster home page and exports',
    content: '- 首页概览并行加载，打开速度提升约 40%\n- 报表导出超过 10 万行时自动转入**下载中心**后台生成\n- 表格在手机上可横向滚动',
    contentEn:
      '- The home overview loads in parallel, about 40% faster\n- Report exports over 100,000 rows move to the **download centre** automatically\n- Tables scroll sideways on phones',
    docs: [{ id: 'dl-012', name: '下载中心说明 · Download centre', url: '/general/download' }],
  },
  {
    version: '0.2.0',
    daysAgo: 1,
    popup: true,
    versionType: 'feature',
    title: 'Switchboard 0.2.0：新版工作台',
    titleEn: 'Switchboard 0.2.0: the new workspace',
    content:
      '- 多标签页：切换标签时页面内容保留，刷新后标签仍在\n- 页面搜索与快捷入口\n- 通知抽屉与实时消息推送\n- 下载中心：大数据量导出在后台生成\n- 首页概览：客户、流程、推广链接与今日排班',
    contentEn:
      '- Tabs: pages keep their state while you switch, and tabs survive a reload\n- Page search and the quick-access bar\n- Notification drawer with live push\n- Download centre: large exports are generated in the background\n- Home overview: customers, processes, promotion links and today’s rota',
    docs: [{ id: 'help-020', name: '新版工作台指南 · Workspace guide', url: '/message/help' }],
  },
] as const;

/** The chat-app notice rule of the demo: important (force-popup) releases go to everyone. */
export const RELEASE_CHAT_RULE = { name: '重要版本 · 全员', audience: 'all', popupOnly: true, enabled: true } as const;

export const LOGIN_PROMPT = {
  content: '新版工作台已上线：标签页、页面搜索和快捷入口。用得顺手吗？欢迎通过「评分与反馈」告诉我们。',
  contentEn:
    'The new workspace is here: tabs, page search and quick access. How is it working for you? Tell us through “Rate and give feedback”.',
};

/** Pages offered as quick access when the user holds them, in this order; the menu fills the rest. */
export const QUICK_ACCESS_PREFERRED = [
  '/businessInquiry/sendRcdQuery',
  '/crm/client-partner/my-client',
  '/general/my-agent',
  '/general/download',
  '/message/notification',
  '/reportAnalysis/smsProfitAnalysis',
  '/businessOperations/schedule',
  '/financial/recharge-record/platform',
  '/businessInquiry/resultsQuery/month',
];
export const QUICK_ACCESS_DEFAULT_COUNT = 9;

interface MessageTemplate {
  msgType: number;
  title: [string, string];
  content: [string, string];
  vars?: (n: number) => { key: string; showFieldName: string }[];
  link?: string;
}

export const MESSAGE_TEMPLATES: readonly MessageTemplate[] = [
  {
    msgType: 1,
    title: ['系统维护通知', 'Maintenance notice'],
    content: [
      '短信网关将于本周六 02:00–03:00 维护，期间发送会延迟。',
      'The SMS gateway is maintained this Saturday 02:00–03:00; sends are delayed meanwhile.',
    ],
  },
  {
    msgType: 1,
    title: ['密码安全提醒', 'Password reminder'],
    content: ['请定期修改密码，不要与他人共享账号。', 'Change your password regularly and never share your account.'],
  },
  {
    msgType: 2,
    title: ['新邮件', 'New mail'],
    content: ['收信完成，您收到了 {newEmailNum} 封{emailboxType}', 'Mail fetched: {newEmailNum} messages in {emailboxType}'],
    vars: (n) => [
      { key: '{newEmailNum}', showFieldName: String((n % 5) + 1) },
      { key: '{emailboxType}', showFieldName: '新邮件' },
    ],
    link: '/message/email/inbox',
  },
  {
    msgType: 3,
    title: ['审批提醒', 'Approval reminder'],
    content: ['有 {count} 个流程等待你审批。', '{count} processes are waiting for your approval.'],
    vars: (n) => [{ key: '{count}', showFieldName: String((n % 3) + 1) }],
    link: '/general/my-agent',
  },
  {
    msgType: 3,
    title: ['流程已通过', 'Process approved'],
    content: ['你发起的「{title}」已审批通过。', 'Your “{title}” was approved.'],
    vars: (n) => [{ key: '{title}', showFieldName: `付款申请 #${1000 + n}` }],
    link: '/general/my-initiate',
  },
  {
    msgType: 5,
    title: ['版本更新', 'New release'],
    content: ['Switchboard {version} 已发布，查看更新内容。', 'Switchboard {version} is out; see what changed.'],
    vars: () => [{ key: '{version}', showFieldName: '0.2.0' }],
    link: '/message/publicnotice/timeaxis',
  },
];

/** Messages per demo account: 50, so a fresh demo has a full first page and a second one. */
export const MESSAGES_PER_USER = 50;
