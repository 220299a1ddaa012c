import { DICTIONARY_TYPE_CODES, type DictionaryDomain } from '../../shared/api/dictionary-calls';
import type { Db } from '../db/database';
import { dictionaryItems, dictionaryTypes } from '../db/schema/index';
import type { FeatureSeed } from '../db/seed/feature-seeds';

interface TypeSeed {
  domain: DictionaryDomain;
  code: string;
  name: string;
  nameEn: string;
  description: string;
  /** code, zh label, en label; a fourth `false` seeds it disabled. */
  items: readonly (readonly [string, string, string, boolean?])[];
}

/** The dictionaries the product declares, with the items a messaging and voice business starts with. */
export const DICTIONARY_SEEDS: readonly TypeSeed[] = [
  {
    domain: 'crm',
    code: DICTIONARY_TYPE_CODES.customerLevel,
    name: '客户等级',
    nameEn: 'Customer level',
    description: '客户列表的等级筛选与客户资料',
    items: [
      ['A', 'A 级（战略客户）', 'A (strategic)'],
      ['B', 'B 级（重点客户）', 'B (key account)'],
      ['C', 'C 级（普通客户）', 'C (regular)'],
      ['D', 'D 级（潜在客户）', 'D (prospect)'],
    ],
  },
  {
    domain: 'crm',
    code: 'customer_industry',
    name: '客户行业',
    nameEn: 'Customer industry',
    description: '客户所属行业',
    items: [
      ['ecommerce', '电商零售', 'E-commerce and retail'],
      ['finance', '金融支付', 'Finance and payments'],
      ['gaming', '游戏娱乐', 'Gaming and entertainment'],
      ['social', '社交通讯', 'Social and messaging'],
      ['logistics', '物流出行', 'Logistics and mobility'],
      ['education', '在线教育', 'Online education'],
      ['other', '其他行业', 'Other'],
    ],
  },
  {
    domain: 'crm',
    code: DICTIONARY_TYPE_CODES.customerSource,
    name: '客户来源',
    nameEn: 'Customer source',
    description: '客户来源；客户来源变更流程的表单读取此字典',
    items: [
      ['self', '自主开发', 'Own prospecting'],
      ['website', '官网注册', 'Website sign-up'],
      ['exhibition', '展会', 'Trade show'],
      ['referral', '客户推荐', 'Customer referral'],
      ['channel', '渠道代理', 'Channel partner'],
      ['coldcall', '电话陌拜', 'Cold call', false],
    ],
  },
  {
    domain: 'csc',
    code: 'ticket_type',
    name: '工单类型',
    nameEn: 'Ticket type',
    description: '客服工单的分类',
    items: [
      ['delivery', '发送失败', 'Delivery failure'],
      ['billing', '账单疑问', 'Billing question'],
      ['account', '账号与权限', 'Account and access'],
      ['complaint', '投诉', 'Complaint'],
      ['consult', '业务咨询', 'Product question'],
    ],
  },
  {
    domain: 'csc',
    code: 'ticket_priority',
    name: '工单优先级',
    nameEn: 'Ticket priority',
    description: '决定响应时限',
    items: [
      ['urgent', '紧急（1 小时）', 'Urgent (1 hour)'],
      ['high', '高（4 小时）', 'High (4 hours)'],
      ['normal', '普通（1 个工作日）', 'Normal (1 business day)'],
      ['low', '低（3 个工作日）', 'Low (3 business days)'],
    ],
  },
  {
    domain: 'purchase',
    code: 'payment_terms',
    name: '付款条件',
    nameEn: 'Payment terms',
    description: '与供应商约定的付款方式',
    items: [
      ['prepaid', '预付', 'Prepaid'],
      ['net15', '月结 15 天', 'Net 15'],
      ['net30', '月结 30 天', 'Net 30'],
      ['net60', '月结 60 天', 'Net 60'],
    ],
  },
  {
    domain: 'purchase',
    code: 'supplier_grade',
    name: '供应商等级',
    nameEn: 'Supplier grade',
    description: '按质量与价格评定',
    items: [
      ['S', 'S 级（直连运营商）', 'S (direct operator)'],
      ['A', 'A 级（优质通道）', 'A (premium route)'],
      ['B', 'B 级（普通通道）', 'B (standard route)'],
      ['C', 'C 级（备用通道）', 'C (backup route)'],
    ],
  },
  {
    domain: 'fieldEnum',
    code: 'send_channel',
    name: '发送渠道',
    nameEn: 'Send channel',
    description: '消息发送的渠道',
    items: [
      ['sms', '短信', 'SMS'],
      ['voice', '语音', 'Voice'],
      ['whatsapp', 'WhatsApp', 'WhatsApp'],
      ['email', '邮件', 'E-mail'],
      ['flash', '闪信', 'Flash SMS', false],
    ],
  },
  {
    domain: 'fieldEnum',
    code: 'bill_cycle',
    name: '账单周期',
    nameEn: 'Billing cycle',
    description: '客户与供应商的结算周期',
    items: [
      ['month', '月结', 'Monthly'],
      ['halfMonth', '半月结', 'Twice a month'],
      ['week', '周结', 'Weekly'],
    ],
  },
  {
    domain: 'fieldEnum',
    code: 'number_type',
    name: '号码类型',
    nameEn: 'Number type',
    description: '发送号码的类型',
    items: [
      ['long', '长号码', 'Long code'],
      ['short', '短号码', 'Short code'],
      ['alpha', '字母发件人', 'Alphanumeric sender'],
      ['tollfree', '免费号码', 'Toll-free'],
    ],
  },
];

/** Writes the declared types that do not exist yet, with their first items; existing types are left alone. */
export async function seedDictionaries(db: Db, now: Date): Promise<void> {
  for (const [sort, seed] of DICTIONARY_SEEDS.entries()) {
    const [type] = await db
      .insert(dictionaryTypes)
      .values({ domain: seed.domain, code: seed.code, name: seed.name, nameEn: seed.nameEn, description: seed.description, sort })
      .onConflictDoNothing()
      .returning({ id: dictionaryTypes.id });
    // A type that exists already keeps its items as the administrators left them (deleted ones stay deleted).
    if (!type) continue;
    await db
      .insert(dictionaryItems)
      .values(
        seed.items.map(([code, label, labelEn, enabled = true], index) => ({
          typeId: type.id,
          code,
          label,
          labelEn,
          enabled,
          sort: index,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();
  }
}

export const dictionariesSeed: FeatureSeed = {
  name: 'dictionaries',
  seed: (db, ctx) => seedDictionaries(db, ctx.clock.now()),
  // Types a new version declares appear without a re-seed; existing items are left alone.
  onStart: (db, ctx) => seedDictionaries(db, ctx.clock.now()),
};
