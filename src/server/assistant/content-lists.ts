/**
 * The suggested questions of the assistant's home view and the tags of its feedback form. Every
 * question here is one the assistant answers (a test asks each of them). `permission` hides a
 * question from users without that key.
 */
import { PERMISSION_KEYS, type PermissionKey } from '../../shared/permissions';
export interface SuggestedQuestionSeed {
  type: 'performance' | 'profit' | 'navigation' | 'guide' | 'fault';
  question: string;
  questionEn: string;
  permission?: PermissionKey;
}

export const SUGGESTED_QUESTIONS: readonly SuggestedQuestionSeed[] = [
  {
    type: 'performance',
    question: '上个月短信业绩是多少？',
    questionEn: 'What was the SMS revenue last month?',
    permission: PERMISSION_KEYS.businessInquiry,
  },
  {
    type: 'performance',
    question: '本月各产品的业绩',
    questionEn: 'Performance this month by product',
    permission: PERMISSION_KEYS.businessInquiry,
  },
  {
    type: 'performance',
    question: '最近7天每天的短信发送量',
    questionEn: 'SMS volume per day in the last 7 days',
    permission: PERMISSION_KEYS.businessInquiry,
  },
  {
    type: 'performance',
    question: '上个月业绩按客户排名前5',
    questionEn: 'Top 5 customers by revenue last month',
    permission: PERMISSION_KEYS.businessInquiry,
  },
  {
    type: 'performance',
    question: '上周语音业绩和前一周相比如何？',
    questionEn: 'How did voice revenue last week compare with the week before?',
    permission: PERMISSION_KEYS.businessInquiry,
  },
  {
    type: 'performance',
    question: '今年每月的业绩趋势',
    questionEn: 'Revenue by month this year',
    permission: PERMISSION_KEYS.businessInquiry,
  },
  {
    type: 'profit',
    question: '上个月有哪些亏损客户？',
    questionEn: 'Which customers lost money last month?',
    permission: PERMISSION_KEYS.reports,
  },
  {
    type: 'profit',
    question: '上个月短信利润按国家统计',
    questionEn: 'SMS profit by country last month',
    permission: PERMISSION_KEYS.reports,
  },
  {
    type: 'profit',
    question: '上季度语音利润率是多少？',
    questionEn: 'What was the voice margin last quarter?',
    permission: PERMISSION_KEYS.reports,
  },
  {
    type: 'profit',
    question: '上个月短信利润最高的5个客户',
    questionEn: 'Top 5 customers by SMS profit last month',
    permission: PERMISSION_KEYS.reports,
  },
  {
    type: 'profit',
    question: '上个月按供应商的短信利润',
    questionEn: 'SMS profit by supplier last month',
    permission: PERMISSION_KEYS.reports,
  },
  { type: 'navigation', question: '打开短信发送记录', questionEn: 'Open SMS send records', permission: PERMISSION_KEYS.sendRecordQuery },
  {
    type: 'navigation',
    question: '在哪里看月度业绩？',
    questionEn: 'Where can I see the monthly performance?',
    permission: PERMISSION_KEYS.monthPerformance,
  },
  { type: 'navigation', question: '打开下载中心', questionEn: 'Go to the download centre' },
  { type: 'navigation', question: '打开我的待办', questionEn: 'Open my to-dos' },
  {
    type: 'navigation',
    question: '打开短信利润分析',
    questionEn: 'Open SMS profit analysis',
    permission: PERMISSION_KEYS.smsProfitAnalysis,
  },
  { type: 'guide', question: '怎么给客户申请临时信用？', questionEn: 'How do I request temporary credit for a customer?' },
  { type: 'guide', question: '供应商入驻要走什么流程？', questionEn: 'How does supplier onboarding work?' },
  { type: 'guide', question: '财务管理模块有哪些功能？', questionEn: 'What is in the finance module?' },
  { type: 'guide', question: '怎么发送报价？', questionEn: 'How do I send a quotation?' },
  { type: 'guide', question: '怎么使用命令面板？', questionEn: 'How do I use the command palette?' },
  { type: 'fault', question: '收不到验证码怎么办？', questionEn: 'I do not receive the verification code' },
  { type: 'fault', question: '导出失败怎么办？', questionEn: 'What if an export fails?' },
  { type: 'fault', question: '账号被锁定了怎么办？', questionEn: 'My account is locked, what now?' },
  { type: 'fault', question: '短信发送失败怎么排查？', questionEn: 'How do I investigate failed SMS?' },
  { type: 'fault', question: '页面提示暂无权限怎么办？', questionEn: 'A page says I have no permission' },
];

export const QUESTION_TYPES = ['performance', 'profit', 'navigation', 'guide', 'fault'] as const;

export const FEEDBACK_TAGS: readonly { likeType: 'LIKE' | 'DISLIKE'; tagName: string; tagNameEn: string }[] = [
  { likeType: 'LIKE', tagName: '数据准确', tagNameEn: 'Accurate figures' },
  { likeType: 'LIKE', tagName: '回答清晰', tagNameEn: 'Clear answer' },
  { likeType: 'LIKE', tagName: '链接有用', tagNameEn: 'Useful link' },
  { likeType: 'LIKE', tagName: '节省时间', tagNameEn: 'Saved me time' },
  { likeType: 'DISLIKE', tagName: '数据不对', tagNameEn: 'Wrong figures' },
  { likeType: 'DISLIKE', tagName: '没听懂问题', tagNameEn: 'Misunderstood the question' },
  { likeType: 'DISLIKE', tagName: '回答不完整', tagNameEn: 'Incomplete answer' },
  { likeType: 'DISLIKE', tagName: '链接打不开', tagNameEn: 'Link does not open' },
];
