import type { ProductCode } from '../../../shared/api/business-calls';
import type { Lang } from '../../../shared/messages';
import type { MetricGroup } from '../tools/metric-tool';

/** The words of the answers, in Chinese and English. Figures are never part of these texts. */
export const PRODUCT_NAMES: Record<ProductCode, { zh: string; en: string }> = {
  sms: { zh: '短信', en: 'SMS' },
  voice: { zh: '语音', en: 'voice' },
  email: { zh: '邮件', en: 'email' },
  number: { zh: '号码', en: 'number' },
  whatsapp: { zh: 'WhatsApp', en: 'WhatsApp' },
};

/** What volume counts, per product: messages, minutes, mails or numbers. */
export const VOLUME_WORDS: Record<ProductCode | 'all', { zh: [string, string]; en: [string, string] }> = {
  sms: { zh: ['发送量', '条'], en: ['messages sent', 'messages'] },
  voice: { zh: ['通话时长', '分钟'], en: ['call minutes', 'minutes'] },
  email: { zh: ['发送量', '封'], en: ['mails sent', 'mails'] },
  number: { zh: ['号码数', '个'], en: ['numbers', 'numbers'] },
  whatsapp: { zh: ['发送量', '条'], en: ['messages sent', 'messages'] },
  all: { zh: ['业务量', ''], en: ['volume', ''] },
};

export const GROUP_NOUNS: Record<MetricGroup, { zh: string; en: [string, string] }> = {
  customer: { zh: '客户', en: ['customer', 'customers'] },
  staff: { zh: '人', en: ['person', 'people'] },
  dept: { zh: '部门', en: ['department', 'departments'] },
  country: { zh: '国家', en: ['country', 'countries'] },
  product: { zh: '产品', en: ['product', 'products'] },
  supplier: { zh: '供应商', en: ['supplier', 'suppliers'] },
  date: { zh: '天', en: ['day', 'days'] },
  month: { zh: '月', en: ['month', 'months'] },
};

export const FIELD_NAMES: Record<string, { zh: string; en: string }> = {
  volume: { zh: '业务量', en: 'volume' },
  successCount: { zh: '成功量', en: 'successes' },
  revenue: { zh: '收入', en: 'revenue' },
  cost: { zh: '成本', en: 'cost' },
  profit: { zh: '利润', en: 'profit' },
  margin: { zh: '利润率', en: 'margin' },
  key: { zh: '日期', en: 'date' },
  label: { zh: '名称', en: 'name' },
};

export const PERMISSION_NAMES: Record<string, { zh: string; en: string }> = {
  BQ: { zh: '业务查询（BQ）', en: 'Business inquiry (BQ)' },
  RPT: { zh: '报表分析（RPT）', en: 'Report analysis (RPT)' },
};

export const t = (lang: Lang, zh: string, en: string): string => (lang === 'zh' ? zh : en);

/** "上个月（2026-10-01 至 2026-10-31）", "last month (2026-10-01 to 2026-10-31)". */
export function periodLabel(lang: Lang, phrase: string, from: string, to: string): string {
  const days = from === to ? from : t(lang, `${from} 至 ${to}`, `${from} to ${to}`);
  return t(lang, `${phrase}（${days}）`, `${phrase} (${days})`);
}
