/**
 * Synthetic palette items for the benchmark: Chinese titles built from business words with a
 * seeded generator (mulberry32), so every run measures the same 3,000 or 10,000 items.
 */
export interface SyntheticItem {
  key: string;
  zh: string;
  en: string;
  group: { zh: string; en: string };
  keywords: string[];
}

const WORDS: [string, string][] = [
  ['客户', 'customer'],
  ['短信', 'SMS'],
  ['语音', 'voice'],
  ['邮件', 'mail'],
  ['号码', 'number'],
  ['发送', 'send'],
  ['记录', 'records'],
  ['查询', 'query'],
  ['统计', 'statistics'],
  ['报表', 'report'],
  ['通道', 'channel'],
  ['供应商', 'supplier'],
  ['财务', 'finance'],
  ['结算', 'settlement'],
  ['账单', 'bill'],
  ['审批', 'approval'],
  ['任务', 'task'],
  ['工单', 'work order'],
  ['设备', 'device'],
  ['网关', 'gateway'],
  ['利润', 'profit'],
  ['业绩', 'performance'],
  ['预警', 'warning'],
  ['充值', 'top-up'],
  ['余额', 'balance'],
  ['合同', 'contract'],
  ['报价', 'quotation'],
  ['国家', 'country'],
  ['代理', 'agent'],
  ['直客', 'direct'],
  ['营销', 'marketing'],
  ['模板', 'template'],
  ['日志', 'log'],
  ['配置', 'settings'],
  ['权限', 'permission'],
  ['会计', 'accounting'],
  ['银行', 'bank'],
  ['发票', 'invoice'],
  ['成本', 'cost'],
  ['收入', 'revenue'],
];
const SECTIONS: [string, string][] = [
  ['业务查询', 'Business inquiry'],
  ['客户管理', 'CRM'],
  ['财务管理', 'Finance'],
  ['报表分析', 'Reports'],
  ['业务运营', 'Operations'],
  ['供应商管理', 'Suppliers'],
  ['系统设置', 'Settings'],
  ['消息中心', 'Messages'],
];

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function syntheticItems(count: number, seed = 20261122): SyntheticItem[] {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const items: SyntheticItem[] = [];
  for (let i = 0; i < count; i += 1) {
    const parts = Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(WORDS));
    const section = pick(SECTIONS);
    const number = String(i + 1).padStart(5, '0');
    items.push({
      key: `page:/synthetic/${number}`,
      zh: `${parts.map(([zh]) => zh).join('')} ${number}`,
      en: `${parts.map(([, en]) => en).join(' ')} ${number}`,
      group: { zh: section[0], en: section[1] },
      keywords: [],
    });
  }
  return items;
}
