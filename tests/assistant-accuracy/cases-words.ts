import type { AccuracyCase } from './cases-figures';
import { totals } from './expect';

/** Navigation, how-to, unanswerable and out-of-scope questions, half in Chinese and half in English. */
const OCT = { from: '2026-10-01', to: '2026-10-31' };
const help = (id: string) => `/message/help?id=${id}`;
const noPermission = { noLink: true, docs: ['fault-no-permission-403'] };

export const WORD_CASES: AccuracyCase[] = [
  // Navigation.
  {
    user: 'sales',
    category: 'navigation',
    question: '打开短信发送记录',
    expect: async () => ({ contains: ['短信发送记录'], links: ['/businessInquiry/sendRcdQuery'] }),
  },
  {
    user: 'finance',
    category: 'navigation',
    question: '打开短信发送记录',
    expect: async () => ({ contains: ['你没有打开「短信发送记录」', '权限'], ...noPermission }),
  },
  {
    user: 'sales',
    category: 'navigation',
    question: '在哪里看月度业绩？',
    expect: async () => ({ contains: ['月度业绩'], links: ['/businessInquiry/resultsQuery/month'] }),
  },
  {
    user: 'finance',
    category: 'navigation',
    question: '打开短信利润分析',
    expect: async () => ({ contains: ['短信利润分析'], links: ['/reportAnalysis/smsProfitAnalysis'] }),
  },
  {
    user: 'ops',
    category: 'navigation',
    question: '打开我的客户',
    expect: async () => ({ contains: ['你没有打开「我的客户」'], ...noPermission }),
  },
  {
    user: 'sales',
    category: 'navigation',
    question: 'Open SMS send records',
    expect: async () => ({ contains: ['SMS send records'], links: ['/businessInquiry/sendRcdQuery'] }),
  },
  {
    user: 'finance',
    category: 'navigation',
    question: 'Go to SMS send records',
    expect: async () => ({ contains: ['You do not have permission to open "SMS send records"'], ...noPermission }),
  },
  {
    user: 'admin',
    category: 'navigation',
    question: 'Take me to the download centre',
    expect: async () => ({ contains: ['Download centre'], links: ['/general/download'] }),
  },
  {
    user: 'sales',
    category: 'navigation',
    question: 'Open my to-dos',
    expect: async () => ({ contains: ['approvals waiting for you'], links: ['/general/my-agent'] }),
  },
  {
    user: 'finance',
    category: 'navigation',
    question: 'Open monthly performance',
    expect: async () => ({ contains: ['You do not have permission to open "Monthly performance"'], ...noPermission }),
  },

  // How-to: the right document, quoted and cited, with its page.
  {
    user: 'sales',
    category: 'how-to',
    question: '收不到验证码怎么办？',
    expect: async () => ({
      contains: ['《收不到登录验证码怎么办》'],
      links: [help('fault-verification-code-not-received')],
      docs: ['fault-verification-code-not-received'],
    }),
  },
  {
    user: 'sales',
    category: 'how-to',
    question: '怎么给客户申请临时信用？',
    expect: async () => ({ links: [help('sales-recharge-credit-requests')], docs: ['sales-recharge-credit-requests'] }),
  },
  {
    user: 'finance',
    category: 'how-to',
    question: '财务管理模块有哪些功能？',
    expect: async () => ({ contains: ['《财务管理模块介绍》'], links: [help('intro-fc')], docs: ['intro-fc'] }),
  },
  {
    user: 'ops',
    category: 'how-to',
    question: '导出失败怎么办',
    expect: async () => ({ links: [help('fault-export-failed')], docs: ['fault-export-failed'] }),
  },
  {
    user: 'admin',
    category: 'how-to',
    question: '供应商入驻要走什么流程？',
    expect: async () => ({ links: [help('purchase-supplier-onboarding')], docs: ['purchase-supplier-onboarding'] }),
  },
  {
    user: 'sales',
    category: 'how-to',
    question: 'How do I change my password?',
    expect: async () => ({ links: [help('portal-change-password')], docs: ['portal-change-password'] }),
  },
  {
    user: 'sales',
    category: 'how-to',
    question: 'My account is locked, what now?',
    expect: async () => ({ links: [help('fault-account-locked')], docs: ['fault-account-locked'] }),
  },
  {
    user: 'finance',
    category: 'how-to',
    question: 'What is in the finance module?',
    expect: async () => ({ contains: ['"Introduction to Finance"'], links: [help('intro-fc')], docs: ['intro-fc'] }),
  },
  {
    user: 'sales',
    category: 'how-to',
    question: 'How do I send a quotation?',
    expect: async () => ({ links: [help('sales-send-quotations')], docs: ['sales-send-quotations'] }),
  },
  {
    user: 'ops',
    category: 'how-to',
    question: 'How do I investigate failed SMS?',
    expect: async () => ({ links: [help('fault-sms-delivery-failure')], docs: ['fault-sms-delivery-failure'] }),
  },

  // Unanswerable: said plainly, suggestions offered, nothing invented.
  {
    user: 'sales',
    category: 'unanswerable',
    question: '明天北京天气如何',
    expect: async () => ({ contains: ['这个问题我回答不了', '你可以试试'], noLink: true }),
  },
  {
    user: 'sales',
    category: 'unanswerable',
    question: '推荐一部好看的电影',
    expect: async () => ({ contains: ['这个问题我回答不了', '你可以试试'], noLink: true }),
  },
  {
    user: 'admin',
    category: 'unanswerable',
    question: '上个月客户满意度是多少？',
    expect: async () => ({ contains: ['我没有这项数据', '你可以试试'], noLink: true }),
  },
  {
    user: 'sales',
    category: 'unanswerable',
    question: 'What will the weather be in Beijing tomorrow?',
    expect: async () => ({ contains: ['I cannot answer that', 'You could try'], noLink: true }),
  },
  {
    user: 'sales',
    category: 'unanswerable',
    question: 'Tell me a joke',
    expect: async () => ({ contains: ['I cannot answer that'], noLink: true }),
  },
  {
    user: 'admin',
    category: 'unanswerable',
    question: 'What was our customer satisfaction score last month?',
    expect: async () => ({ contains: ['I have no figure for that'], noLink: true }),
  },

  // Forbidden by scope or permission: refused, and nothing of the hidden figures shown.
  {
    user: 'sales',
    category: 'forbidden-by-scope',
    question: (p) => `${p.name.sales2?.zh}上个月的业绩`,
    expect: async (f, p) => ({
      contains: ['不在你的数据范围内'],
      noLink: true,
      absent: totals((await f.performance('admin', { ...OCT, staffId: p.id.sales2 })).totals, ['revenue']),
    }),
  },
  {
    user: 'lead1',
    category: 'forbidden-by-scope',
    question: (p) => `${p.name.sales2?.zh}上个月的短信业绩`,
    expect: async (f, p) => ({
      contains: ['不在你的数据范围内', '你负责的部门'],
      noLink: true,
      absent: totals((await f.performance('admin', { ...OCT, product: 'sms', staffId: p.id.sales2 })).totals, ['revenue']),
    }),
  },
  {
    user: 'sales',
    category: 'forbidden-by-scope',
    question: '上个月按供应商的短信利润',
    expect: async () => ({ contains: ['报表分析（RPT）'], noLink: true }),
  },
  {
    user: 'sales',
    category: 'forbidden-by-scope',
    question: (p) => `${p.customer.sales2?.name}上个月的业绩`,
    expect: async (f, p) => ({
      contains: ['在你可以查看的客户中没有'],
      noLink: true,
      absent: [
        p.customer.sales2?.code ?? '-',
        ...totals((await f.performance('admin', { ...OCT, customerCode: p.customer.sales2?.code })).totals, ['revenue']),
      ],
    }),
  },
  {
    user: 'sales',
    category: 'forbidden-by-scope',
    question: 'Which customers lost money last month?',
    expect: async () => ({ contains: ['Report analysis (RPT)'], noLink: true }),
  },
  {
    user: 'finance',
    category: 'forbidden-by-scope',
    question: 'Daily SMS performance last month',
    expect: async () => ({ contains: ['Grouping by date or month needs the performance query and Business inquiry (BQ)'], noLink: true }),
  },
  {
    user: 'newhire',
    category: 'forbidden-by-scope',
    question: 'What was the SMS revenue last month?',
    expect: async (f) => ({
      contains: ['You do not have permission to look up performance or profit data'],
      noLink: true,
      absent: totals((await f.performance('admin', { ...OCT, product: 'sms' })).totals, ['revenue']),
    }),
  },
  {
    user: 'sales2',
    category: 'forbidden-by-scope',
    question: (p) => `${p.name.sales?.en}'s revenue last month`,
    expect: async (f, p) => ({
      contains: ['outside your data scope'],
      noLink: true,
      absent: totals((await f.performance('admin', { ...OCT, staffId: p.id.sales })).totals, ['revenue']),
    }),
  },
];
