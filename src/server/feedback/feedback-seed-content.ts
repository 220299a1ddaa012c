/** The demo's feedback settings and a few weeks of realistic feedback from the demo staff. */

export const SEED_CATEGORIES = [
  { code: 'feature', name: '功能建议', nameEn: 'Feature request' },
  { code: 'bug', name: '问题缺陷', nameEn: 'Bug' },
  { code: 'experience', name: '使用体验', nameEn: 'Ease of use' },
  { code: 'data', name: '数据准确性', nameEn: 'Data accuracy' },
  { code: 'other', name: '其他', nameEn: 'Other' },
] as const;
export type SeedCategory = (typeof SEED_CATEGORIES)[number]['code'];

export const SEED_SCORE_LEVELS = [
  { code: '1', name: '非常不满意', nameEn: 'Very dissatisfied' },
  { code: '2', name: '不满意', nameEn: 'Dissatisfied' },
  { code: '3', name: '一般', nameEn: 'Neutral' },
  { code: '4', name: '满意', nameEn: 'Satisfied' },
  { code: '5', name: '非常满意', nameEn: 'Very satisfied' },
] as const;

export const SEED_QUESTIONS = [
  { content: '您对 Switchboard 的整体使用体验满意吗？', contentEn: 'How satisfied are you with Switchboard overall?' },
  { content: '新版本上线后，您的工作效率有变化吗？', contentEn: 'Has the new release changed how quickly you get work done?' },
  { content: '这个页面能帮您完成手头的工作吗？', contentEn: 'Does this page help you get your work done?' },
] as const;

export const SEED_TIPS = {
  content: '您的反馈会由产品与运营团队处理，通常在 2 个工作日内回复；紧急问题请同时联系 IT 服务台（分机 8000）。',
  contentEn:
    'The product and operations team handles your feedback and usually replies within 2 working days; for urgent problems also call the IT service desk (ext. 8000).',
};

/** Popup rules: after the 20th sign-in (monthly), after a release (paused), on the new quotation page (once). */
export const SEED_POPUP_RULES = [
  { name: '常用用户满意度调查', trigger: 'signIns', signInCount: 20, cooldownDays: 30, question: 0, enabled: true },
  { name: '版本发布后体验回访', trigger: 'release', releaseDays: 7, cooldownDays: 0, question: 1, enabled: false },
  { name: '客户报价页上线评价', trigger: 'page', pagePath: '/offerManage/customer-quote/sms', cooldownDays: 0, question: 2, enabled: true },
] as const;

export interface SeedFeedback {
  author: string;
  daysAgo: number;
  score: number;
  category: SeedCategory | null;
  pagePath: string | null;
  content: string;
  /** A handler's reply (by admin), hours after the feedback; none: still open or in progress. */
  reply?: { hoursLater: number; content: string };
  processing?: boolean;
}

export const SEED_FEEDBACK: readonly SeedFeedback[] = [
  {
    author: 'sales',
    daysAgo: 21,
    score: 4,
    category: 'feature',
    pagePath: '/crm/client-partner/my-client',
    content: '客户列表希望能按最近跟进时间排序，方便每天先联系久未跟进的客户。',
    reply: { hoursLater: 20, content: '感谢建议！“最近跟进时间”排序已排入下个迭代，预计两周内上线，上线后会在版本说明中通知。' },
  },
  {
    author: 'finance',
    daysAgo: 18,
    score: 2,
    category: 'bug',
    pagePath: '/financial/entitySettle/account',
    content: '导出对账单时，金额列在 Excel 里显示为文本，无法直接求和。',
    reply: { hoursLater: 6, content: '已确认是导出格式问题，修复已发布：金额列现在以数值格式导出，可直接求和。请刷新后重试。' },
  },
  {
    author: 'ops',
    daysAgo: 15,
    score: 5,
    category: 'experience',
    pagePath: null,
    content: '新的标签页和页面搜索太好用了，切换页面比以前快很多。',
    reply: { hoursLater: 30, content: '谢谢您的肯定！如有其它想法欢迎随时反馈。' },
  },
  {
    author: 'sales2',
    daysAgo: 12,
    score: 3,
    category: 'data',
    pagePath: '/businessInquiry/resultsQuery/month',
    content: '月度业绩查询和报表中心的发送量对不上，差了大约 2%。',
    processing: true,
  },
  { author: 'sales', daysAgo: 9, score: 5, category: null, pagePath: null, content: '' },
  {
    author: 'ops',
    daysAgo: 7,
    score: 2,
    category: 'bug',
    pagePath: '/businessInquiry/sendRcdQuery',
    content: '发送记录查询选择超过 31 天时页面一直转圈，没有任何提示。',
    reply: { hoursLater: 4, content: '查询范围上限为 31 天，我们已在页面加上明确提示；需要更长时间段请使用导出，由下载中心生成文件。' },
  },
  {
    author: 'finance',
    daysAgo: 5,
    score: 4,
    category: 'feature',
    pagePath: null,
    content: '希望审批通过后能在手机上收到提醒，外出时也能及时处理付款申请。',
    processing: true,
  },
  {
    author: 'newhire',
    daysAgo: 3,
    score: 3,
    category: 'experience',
    pagePath: null,
    content: '刚入职，不太清楚各菜单的用途，希望有新手引导或说明文档。',
  },
  {
    author: 'sales2',
    daysAgo: 2,
    score: 1,
    category: 'bug',
    pagePath: '/crm/open-sea',
    content: '公海客户领取时偶尔提示“操作过于频繁”，但我只点了一次。',
  },
  {
    author: 'sales',
    daysAgo: 1,
    score: 4,
    category: 'other',
    pagePath: null,
    content: '邮件模板能否支持按客户自动填入联系人称呼？',
  },
  { author: 'ops', daysAgo: 1, score: 4, category: null, pagePath: null, content: '' },
];
