/**
 * The demo requests, each told as the moves people made on it. The seed plays them through the
 * engine in this order, on a clock starting `daysAgo` before the seed's now, so every request is in
 * the state its last move left it: 李娜 (sales) has requests in flight and one returned to her,
 * 陈静 (finance) and 周启明 (admin, the general manager) have tasks waiting, and the finished ones
 * show each way a request ends. Changing a scenario changes the demo's counts (tests pin them).
 */

/** The demo accounts and generated sales leads (lead1 leads 李娜's team, lead2 张伟's, salesdir both). */
export type Who = 'sales' | 'sales2' | 'lead1' | 'lead2' | 'salesdir' | 'finance' | 'admin' | 'ops';

export type Step =
  | { do: 'agree'; by: Who; comment?: string }
  | { do: 'reject'; by: Who; comment: string; to: 'applicant' | 'end' | { node: string } }
  /** The applicant sends a returned request again, optionally with changed fields. */
  | { do: 'resubmit'; comment: string; change?: Record<string, unknown> }
  | { do: 'transmit'; by: Who; to: Who; comment: string }
  | { do: 'withdraw'; comment: string }
  | { do: 'urge' }
  | { do: 'cc'; to: Who[]; comment: string }
  | { do: 'comment'; by: Who; comment: string };

/** What a form may name: the applicant's nth customer, another team's nth customer, the nth supplier, a day. */
export interface FormRefs {
  own(n: number): string;
  other(n: number): string;
  supplier(n: number): string;
  /** The Shanghai calendar day `days` after the seed's today. */
  day(days: number): string;
}

export interface Scenario {
  process: string;
  applicant: Who;
  daysAgo: number;
  form(refs: FormRefs): Record<string, unknown>;
  /** The state the form's customer is put in first (a sea pick names an open-sea customer…). */
  customer?: { openSea?: boolean; accountStatus?: 'suspended' };
  steps: Step[];
}

const usd = (amount: string) => ({ amount, currency: 'USD' });
const agree = (by: Who, comment = ''): Step => ({ do: 'agree', by, comment });

export const SCENARIOS: readonly Scenario[] = [
  // 李娜's recharges: one in each state.
  {
    process: 'recharge',
    applicant: 'sales',
    daysAgo: 1,
    form: (r) => ({ customer: r.own(0), amount: usd('800'), reason: '客户月底大促，预充值保障发送' }),
    steps: [],
  },
  {
    process: 'recharge',
    applicant: 'sales',
    daysAgo: 2,
    form: (r) => ({ customer: r.own(1), amount: usd('12000'), reason: '季度框架合同首笔充值' }),
    steps: [agree('lead1', '同意，合同已归档'), { do: 'cc', to: ['sales2'], comment: '张伟：该客户的印尼线路由你跟进' }],
  },
  {
    process: 'recharge',
    applicant: 'sales',
    daysAgo: 3,
    form: (r) => ({ customer: r.own(2), amount: usd('68000'), reason: '年度大客户集中充值，已确认汇款水单' }),
    steps: [agree('lead1'), agree('finance', '水单已核对，金额一致')],
  },
  {
    process: 'recharge',
    applicant: 'sales',
    daysAgo: 12,
    form: (r) => ({ customer: r.own(3), amount: usd('3500'), reason: '常规充值' }),
    steps: [agree('lead1'), agree('finance', '已到账')],
  },
  {
    process: 'recharge',
    applicant: 'sales',
    daysAgo: 9,
    form: (r) => ({ customer: r.own(4), amount: { amount: '20000', currency: 'CNY' }, reason: '人民币充值' }),
    steps: [agree('lead1'), { do: 'reject', by: 'finance', comment: '未收到对应汇款，金额与水单不符', to: 'end' }],
  },
  {
    process: 'recharge',
    applicant: 'sales',
    daysAgo: 4,
    form: (r) => ({ customer: r.own(5), amount: usd('5000'), reason: '补充值' }),
    steps: [agree('lead1'), { do: 'reject', by: 'finance', comment: '请补充汇款水单附件', to: 'applicant' }],
  },
  {
    process: 'recharge',
    applicant: 'sales',
    daysAgo: 6,
    form: (r) => ({ customer: r.own(6), amount: usd('9000'), reason: '客户追加充值' }),
    steps: [
      { do: 'reject', by: 'lead1', comment: '金额请按合同约定改为 9,500', to: 'applicant' },
      { do: 'resubmit', comment: '已按合同修改金额', change: { amount: usd('9500') } },
      agree('lead1', '同意'),
      { do: 'urge' },
    ],
  },
  {
    process: 'payment',
    applicant: 'sales',
    daysAgo: 5,
    form: (r) => ({ supplier: r.supplier(0), amount: usd('45000'), reason: '10 月线路费用结算' }),
    steps: [agree('lead1'), agree('finance', '对账无误'), agree('ops', '10 月话务量已核对')],
  },
  {
    process: 'payment',
    applicant: 'sales',
    daysAgo: 20,
    form: (r) => ({ supplier: r.supplier(1), amount: usd('18000'), reason: '9 月线路费用结算' }),
    steps: [agree('lead1'), agree('finance'), agree('ops'), agree('admin', '准予付款')],
  },
  {
    process: 'hedge',
    applicant: 'sales',
    daysAgo: 8,
    form: (r) => ({ customer: r.own(7), supplier: r.supplier(2), amount: usd('6000'), reason: '客户同时为供应商，应收应付对冲' }),
    steps: [agree('lead1'), { do: 'withdraw', comment: '对冲金额需重新核算，撤回' }],
  },
  {
    process: 'prepay-credit',
    applicant: 'sales',
    daysAgo: 2,
    form: (r) => ({ customer: r.own(8), limit: usd('30000'), reason: '客户发送量增长，申请提高预付费信用额度' }),
    steps: [agree('lead1', '客户回款记录良好')],
  },
  {
    process: 'prepay-credit',
    applicant: 'sales',
    daysAgo: 15,
    form: (r) => ({ customer: r.own(9), limit: usd('150000'), reason: '战略客户，信用额度上调' }),
    steps: [agree('lead1'), agree('finance'), agree('admin', '同意，按季度复核')],
  },
  {
    process: 'postpay-credit',
    applicant: 'sales',
    daysAgo: 3,
    form: (r) => ({ customer: r.own(10), limit: usd('50000'), termsDays: 30, billCycle: 'month', reason: '客户要求改为月结后付费' }),
    steps: [agree('lead1')],
  },
  {
    process: 'credit-deferral',
    applicant: 'sales',
    daysAgo: 11,
    form: (r) => ({ customer: r.own(11), amount: usd('8000'), deferredUntil: r.day(20), reason: '客户财务流程调整，回款延期两周' }),
    steps: [agree('lead1'), agree('finance', '同意延期一次')],
  },
  {
    process: 'credit-method',
    applicant: 'sales',
    daysAgo: 14,
    form: (r) => ({ customer: r.own(12), method: 'postpay', reason: '客户申请改为后付费' }),
    steps: [{ do: 'reject', by: 'lead1', comment: '客户合作未满三个月，暂不改为后付费', to: 'end' }],
  },
  {
    process: 'bill-change',
    applicant: 'sales',
    daysAgo: 1,
    form: (r) => ({ customer: r.own(13), billCycle: 'halfMonth', reason: '客户对账需要，改为半月结' }),
    steps: [],
  },
  {
    process: 'temporary-credit',
    applicant: 'sales',
    daysAgo: 2,
    form: (r) => ({
      customer: r.own(14),
      tempLimit: usd('20000'),
      period: { from: r.day(1), to: r.day(30) },
      reason: '双十二活动临时额度',
    }),
    steps: [agree('lead1'), { do: 'transmit', by: 'finance', to: 'admin', comment: '额度较大，请总经理直接审批' }],
  },
  {
    process: 'special-price',
    applicant: 'sales',
    daysAgo: 4,
    form: (r) => ({
      customer: r.own(15),
      country: '印度尼西亚',
      price: 0.0185,
      volume: 3000000,
      period: { from: r.day(0), to: r.day(90) },
      reason: '竞品报价 0.019，申请特价保住客户',
    }),
    steps: [agree('lead1'), agree('salesdir', '量大可以做')],
  },
  {
    process: 'voice-special-price',
    applicant: 'sales',
    daysAgo: 18,
    form: (r) => ({ customer: r.own(16), destination: '巴西', price: 0.021, minutes: 500000, reason: '语音新客户首单特价' }),
    steps: [agree('lead1'), agree('admin')],
  },
  {
    process: 'contract-seal',
    applicant: 'sales',
    daysAgo: 3,
    form: (r) => ({
      customer: r.own(17),
      contract: [{ fileId: 'seed-contract-17', name: '短信服务合同.pdf' }],
      seal: 'contract',
      copies: 2,
      reason: '新客户服务合同盖章',
    }),
    steps: [agree('lead1')],
  },
  {
    process: 'account-unsuspend',
    applicant: 'sales',
    daysAgo: 2,
    form: (r) => ({ customer: r.own(18), reason: '欠款已结清，申请解封账号' }),
    customer: { accountStatus: 'suspended' },
    steps: [agree('lead1')],
  },
  {
    process: 'sea-pick-cust-lead',
    applicant: 'sales',
    daysAgo: 1,
    form: (r) => ({ customer: r.other(0), reason: '曾合作过的客户，申请从公海领取跟进' }),
    customer: { openSea: true },
    steps: [],
  },
  {
    process: 'sea-pick-cust-lead',
    applicant: 'sales',
    daysAgo: 10,
    form: (r) => ({ customer: r.other(1), reason: '申请领取' }),
    customer: { openSea: true },
    steps: [{ do: 'reject', by: 'lead1', comment: '该客户刚进入公海，原负责人仍在跟进', to: 'end' }],
  },
  {
    process: 'cross-dept-share',
    applicant: 'sales',
    daysAgo: 7,
    form: (r) => ({ customer: r.own(19), dept: 'SALES3', period: { from: r.day(-5), to: r.day(60) }, reason: '销售三部协助跟进语音业务' }),
    steps: [agree('lead1'), agree('salesdir')],
  },
  {
    process: 'modify-client-source',
    applicant: 'sales',
    daysAgo: 5,
    form: (r) => ({ customer: r.own(20), source: 'exhibition', reason: '客户实为展会获取' }),
    steps: [{ do: 'withdraw', comment: '来源信息有误，撤回重提' }],
  },
  // 张伟 (sales2): a request at each approver.
  {
    process: 'recharge',
    applicant: 'sales2',
    daysAgo: 1,
    form: (r) => ({ customer: r.own(0), amount: usd('20000'), reason: '客户预充值' }),
    steps: [agree('lead2')],
  },
  {
    process: 'recharge',
    applicant: 'sales2',
    daysAgo: 4,
    form: (r) => ({ customer: r.own(1), amount: usd('55000'), reason: '大客户季度充值' }),
    steps: [
      agree('lead2'),
      agree('finance'),
      { do: 'reject', by: 'admin', comment: '请财务再核对一次到账金额', to: { node: 'finance' } },
      agree('finance', '已复核，到账无误'),
    ],
  },
  {
    process: 'payment',
    applicant: 'sales2',
    daysAgo: 0,
    form: (r) => ({ supplier: r.supplier(3), amount: usd('7200'), reason: '测试线路费用' }),
    steps: [],
  },
  {
    process: 'special-price',
    applicant: 'sales2',
    daysAgo: 16,
    form: (r) => ({
      customer: r.own(2),
      country: '越南',
      price: 0.024,
      volume: 800000,
      period: { from: r.day(-10), to: r.day(50) },
      reason: '越南营销短信特价',
    }),
    steps: [agree('lead2'), agree('salesdir'), agree('admin')],
  },
  {
    process: 'cross-dept-share',
    applicant: 'sales2',
    daysAgo: 3,
    form: (r) => ({ customer: r.own(3), dept: 'SALES1', period: { from: r.day(0), to: r.day(30) }, reason: '请销售一部协助海外拓展' }),
    steps: [agree('lead2')],
  },
  // 刘洋 (ops): supplier requests; operations has no lead, so the administrator approves first.
  {
    process: 'supplier',
    applicant: 'ops',
    daysAgo: 2,
    form: () => ({
      supplierName: 'Nusantara Telecom',
      services: 'sms',
      contact: 'Budi Santoso',
      licence: [{ fileId: 'seed-licence-1', name: '营业执照.pdf' }],
      reason: '印尼本地直连通道，单价低于现有供应商',
    }),
    steps: [agree('admin'), agree('ops', '线路测试通过，到达率 98%')],
  },
  {
    process: 'supplier-body-replace',
    applicant: 'ops',
    daysAgo: 13,
    form: (r) => ({
      supplier: r.supplier(4),
      newEntity: 'Global Route Communications Pte. Ltd.',
      agreement: [{ fileId: 'seed-agreement-4', name: '主体变更协议.pdf' }],
      reason: '供应商集团内部重组，签约主体变更',
    }),
    steps: [agree('admin'), agree('finance'), agree('admin')],
  },
  {
    process: 'modify-supplier-source',
    applicant: 'ops',
    daysAgo: 6,
    form: (r) => ({ supplier: r.supplier(5), source: 'referral', reason: '供应商由合作伙伴推荐' }),
    steps: [{ do: 'reject', by: 'admin', comment: '无需变更', to: 'end' }],
  },
];
