import type { AssigneeRule, FlowNode } from '../../shared/api/workflow-graph';
import type { FormField } from '../../shared/api/workflow-form';
import { DICTIONARY_TYPE_CODES } from '../../shared/api/dictionary-calls';

/**
 * The demo organisation's apply processes (sections.md §2 "General workflow"): for each, the
 * process row, the sponsor-page group, the effect it applies when approved, its form and its flow.
 * Field keys are what the effects read (customer, amount, limit, period…): keep them stable.
 */

/** Who the flows name: the finance approvers role, the general manager (admin) and operations (ops). */
export interface SeedPeople {
  finance: number;
  gm: number;
  ops: number;
}

export interface ProcessSeed {
  code: string;
  name: string;
  nameEn: string;
  formPath: string;
  group: string;
  /** The effect's registered name; bound only when the registry holds it (see workflow-definitions-seed.ts). */
  service: string | null;
  fields: FormField[];
  nodes: (people: SeedPeople) => unknown[];
}

const approver = (id: string, name: string, assignee: AssigneeRule, extra: Partial<FlowNode> = {}) => ({
  type: 'approver',
  id,
  name,
  assignee,
  ...extra,
});
const lead = approver('lead', '部门负责人审批', { kind: 'deptLead', level: 1 }, { emptyPolicy: 'admin' });
/** The lead one level up (the sales centre's director for a sales team). */
const director = approver('director', '上级负责人审批', { kind: 'deptLead', level: 2 }, { emptyPolicy: 'autoPass', skipApproved: true });
const finance = ({ finance: roleId }: SeedPeople) => approver('finance', '财务审批', { kind: 'role', roleId });
const gm = ({ gm: id }: SeedPeople, name = '总经理审批') => approver('gm', name, { kind: 'staff', staffIds: [id] });
const ccGm = ({ gm: id }: SeedPeople) => ({ type: 'cc', id: 'notify', name: '抄送总经办', assignee: { kind: 'staff', staffIds: [id] } });

/** An exclusive node sending amounts from `threshold` USD (of a money field) to the general manager. */
const fromUsd = (people: SeedPeople, field: string, threshold: string) => ({
  type: 'exclusive',
  id: 'size',
  name: '金额判断',
  branches: [
    {
      id: 'large',
      name: `${Number(threshold).toLocaleString('en-US')} USD 及以上`,
      conditions: [
        { field, op: 'gte', value: threshold },
        { field: `${field}.currency`, op: 'eq', value: 'USD' },
      ],
      nodes: [gm(people)],
    },
  ],
  defaultBranch: { id: 'normal', name: '其他金额', nodes: [] },
});

const reason: FormField = { key: 'reason', label: '申请事由', labelEn: 'Reason', type: 'textarea', required: true, max: 1000 };
const files: FormField = { key: 'files', label: '附件', labelEn: 'Attachments', type: 'attachment', required: false, max: 10 };
const customer: FormField = { key: 'customer', label: '客户', labelEn: 'Customer', type: 'customer', required: true };
const supplier: FormField = { key: 'supplier', label: '供应商', labelEn: 'Supplier', type: 'supplier', required: true };
const money = (key: string, label: string, labelEn: string): FormField => ({ key, label, labelEn, type: 'money', required: true });
/** dictCode: the dictionary that serves the options (the written ones stay as the fallback). */
const select = (key: string, label: string, labelEn: string, options: [string, string][], dictCode?: string): FormField => ({
  key,
  label,
  labelEn,
  type: 'select',
  required: true,
  options: options.map(([value, text]) => ({ value, label: text })),
  ...(dictCode ? { dictCode } : {}),
});
const billCycle = select(
  'billCycle',
  '账单周期',
  'Billing cycle',
  [
    ['month', '月结'],
    ['halfMonth', '半月结'],
    ['week', '周结'],
  ],
  'bill_cycle',
);
const sources: [string, string][] = [
  ['self', '自主开发'],
  ['website', '官网注册'],
  ['exhibition', '展会'],
  ['referral', '客户推荐'],
  ['channel', '渠道代理'],
];

export const PROCESS_SEEDS: readonly ProcessSeed[] = [
  {
    code: 'recharge',
    name: '充值申请',
    nameEn: 'Recharge request',
    formPath: '/general/process/recharge-apply/recharge/apply',
    group: '财务',
    service: 'recharge',
    fields: [customer, money('amount', '充值金额', 'Amount'), reason, files],
    nodes: (p) => [lead, finance(p), fromUsd(p, 'amount', '50000')],
  },
  {
    code: 'payment',
    name: '付款申请',
    nameEn: 'Payment request',
    formPath: '/general/process/recharge-apply/payment/apply',
    group: '财务',
    service: null,
    fields: [supplier, money('amount', '付款金额', 'Amount'), { ...files, key: 'invoice', label: '发票', labelEn: 'Invoice' }, reason],
    nodes: (p) => [
      lead,
      finance(p),
      // Operations confirms the traffic was delivered; the general manager releases the money: both must agree.
      approver('gm', '运营与总经理会签', { kind: 'staff', staffIds: [p.ops, p.gm] }, { mode: 'countersign' }),
    ],
  },
  {
    code: 'hedge',
    name: '对冲申请',
    nameEn: 'Offset request',
    formPath: '/general/process/recharge-apply/hedge/apply',
    group: '财务',
    service: null,
    fields: [customer, supplier, money('amount', '对冲金额', 'Amount'), reason],
    nodes: (p) => [lead, finance(p), gm(p)],
  },
  {
    code: 'prepay-credit',
    name: '预付费信用申请',
    nameEn: 'Prepaid credit request',
    formPath: '/general/process/credit-apply/prepay/apply',
    group: '信用',
    service: 'credit-prepay',
    fields: [customer, money('limit', '信用额度', 'Credit limit'), reason],
    nodes: (p) => [lead, finance(p), fromUsd(p, 'limit', '100000')],
  },
  {
    code: 'postpay-credit',
    name: '后付费信用申请',
    nameEn: 'Postpaid credit request',
    formPath: '/general/process/credit-apply/postpay/apply',
    group: '信用',
    service: 'credit-postpay',
    fields: [
      customer,
      money('limit', '信用额度', 'Credit limit'),
      {
        key: 'termsDays',
        label: '账期（天）',
        labelEn: 'Payment terms (days)',
        type: 'number',
        required: true,
        minValue: 0,
        maxValue: 180,
      },
      billCycle,
      reason,
    ],
    nodes: (p) => [lead, finance(p), gm(p)],
  },
  {
    code: 'credit-deferral',
    name: '回款延期申请',
    nameEn: 'Payment deferral request',
    formPath: '/general/process/credit-apply/deferral/apply',
    group: '信用',
    service: 'credit-deferral',
    fields: [
      customer,
      money('amount', '延期金额', 'Deferred amount'),
      { key: 'deferredUntil', label: '延期至', labelEn: 'Deferred until', type: 'date', required: true },
      reason,
    ],
    nodes: (p) => [lead, finance(p)],
  },
  {
    code: 'credit-method',
    name: '付费方式变更申请',
    nameEn: 'Payment method change',
    formPath: '/general/process/credit-apply/method/apply',
    group: '信用',
    service: 'credit-method',
    fields: [
      customer,
      select('method', '新付费方式', 'New payment method', [
        ['prepay', '预付费'],
        ['postpay', '后付费'],
      ]),
      reason,
    ],
    nodes: (p) => [lead, finance(p)],
  },
  {
    code: 'bill-change',
    name: '账单周期变更申请',
    nameEn: 'Billing cycle change',
    formPath: '/general/process/credit-apply/bill-change/apply',
    group: '信用',
    service: 'credit-bill-change',
    fields: [customer, billCycle, reason],
    nodes: (p) => [lead, finance(p)],
  },
  {
    code: 'temporary-credit',
    name: '临时额度申请',
    nameEn: 'Temporary credit request',
    formPath: '/general/process/credit-apply/temporary/apply',
    group: '信用',
    service: 'credit-temporary',
    fields: [
      customer,
      money('tempLimit', '临时额度', 'Temporary limit'),
      { key: 'period', label: '有效期间', labelEn: 'Valid period', type: 'dateRange', required: true },
      reason,
    ],
    nodes: (p) => [lead, finance(p), fromUsd(p, 'tempLimit', '50000')],
  },
  {
    code: 'special-price',
    name: '特价申请',
    nameEn: 'Special price request',
    formPath: '/general/process/special-apply/special/apply',
    group: '报价',
    service: null,
    fields: [
      customer,
      { key: 'country', label: '国家/地区', labelEn: 'Country', type: 'text', required: true, max: 60 },
      { key: 'price', label: '特价（每条，USD）', labelEn: 'Special price (each, USD)', type: 'number', required: true, minValue: 0 },
      { key: 'volume', label: '预计月发送量', labelEn: 'Expected monthly volume', type: 'number', required: true, minValue: 0 },
      { key: 'period', label: '特价期间', labelEn: 'Price period', type: 'dateRange', required: true },
      reason,
    ],
    nodes: (p) => [lead, director, gm(p)],
  },
  {
    code: 'voice-special-price',
    name: '语音特价申请',
    nameEn: 'Voice special price request',
    formPath: '/general/process/special-apply/voice-special/apply',
    group: '报价',
    service: null,
    fields: [
      customer,
      { key: 'destination', label: '落地国家/地区', labelEn: 'Destination', type: 'text', required: true, max: 60 },
      {
        key: 'price',
        label: '特价（每分钟，USD）',
        labelEn: 'Special price (per minute, USD)',
        type: 'number',
        required: true,
        minValue: 0,
      },
      { key: 'minutes', label: '预计月分钟数', labelEn: 'Expected monthly minutes', type: 'number', required: true, minValue: 0 },
      reason,
    ],
    nodes: (p) => [lead, gm(p)],
  },
  {
    code: 'supplier',
    name: '供应商准入申请',
    nameEn: 'Supplier onboarding request',
    formPath: '/general/process/supplier-apply/supplier/apply',
    group: '供应商',
    service: null,
    fields: [
      { key: 'supplierName', label: '供应商名称', labelEn: 'Supplier name', type: 'text', required: true, max: 100 },
      select('services', '提供服务', 'Services', [
        ['sms', '短信'],
        ['voice', '语音'],
        ['both', '短信和语音'],
      ]),
      { key: 'contact', label: '联系人', labelEn: 'Contact', type: 'text', required: true, max: 60 },
      { ...files, key: 'licence', label: '资质文件', labelEn: 'Licences', required: true },
      reason,
    ],
    // Finance checks the terms while operations tests the routes; both must pass before the GM.
    nodes: (p) => [
      lead,
      {
        type: 'parallel',
        id: 'review',
        name: '并行评审',
        branches: [
          { id: 'terms', name: '商务条款', nodes: [finance(p)] },
          { id: 'routes', name: '线路测试', nodes: [approver('ops', '运营测试', { kind: 'staff', staffIds: [p.ops] })] },
        ],
      },
      gm(p),
    ],
  },
  {
    code: 'supplier-body-replace',
    name: '供应商主体变更申请',
    nameEn: 'Supplier entity change',
    formPath: '/general/process/supplier-body-replace/apply',
    group: '供应商',
    service: null,
    fields: [
      supplier,
      { key: 'newEntity', label: '新签约主体', labelEn: 'New contracting entity', type: 'text', required: true, max: 100 },
      { ...files, key: 'agreement', label: '变更协议', labelEn: 'Change agreement', required: true },
      reason,
    ],
    nodes: (p) => [lead, finance(p), gm(p)],
  },
  {
    code: 'modify-client-source',
    name: '客户来源变更申请',
    nameEn: 'Customer source change',
    formPath: '/general/process/modify-client-source/apply',
    group: '客户',
    service: 'modify-client-source',
    fields: [customer, select('source', '新来源', 'New source', sources, DICTIONARY_TYPE_CODES.customerSource), reason],
    nodes: () => [lead, director],
  },
  {
    code: 'modify-supplier-source',
    name: '供应商来源变更申请',
    nameEn: 'Supplier source change',
    formPath: '/general/process/modify-supplier-source/apply',
    group: '供应商',
    service: null,
    fields: [supplier, select('source', '新来源', 'New source', sources), reason],
    nodes: (p) => [lead, gm(p)],
  },
  {
    code: 'contract-seal',
    name: '合同用印申请',
    nameEn: 'Contract seal request',
    formPath: '/general/process/contract-seal/apply',
    group: '合同',
    service: null,
    fields: [
      customer,
      { ...files, key: 'contract', label: '合同文件', labelEn: 'Contract', required: true },
      select('seal', '印章', 'Seal', [
        ['company', '公章'],
        ['contract', '合同专用章'],
      ]),
      { key: 'copies', label: '份数', labelEn: 'Copies', type: 'number', required: true, minValue: 1, maxValue: 20 },
      reason,
    ],
    nodes: (p) => [lead, { type: 'handler', id: 'seal', name: '用印办理', assignee: { kind: 'staff', staffIds: [p.gm] } }],
  },
  {
    code: 'account-unsuspend',
    name: '账号解封申请',
    nameEn: 'Account unsuspension request',
    formPath: '/general/process/account/unsuspend/apply',
    group: '客户',
    service: 'account-unsuspend',
    fields: [customer, reason, files],
    nodes: (p) => [lead, finance(p), { type: 'handler', id: 'reopen', name: '运营解封', assignee: { kind: 'staff', staffIds: [p.ops] } }],
  },
  {
    code: 'sea-pick-cust-lead',
    name: '公海客户领取申请',
    nameEn: 'Open-sea customer pick',
    formPath: '/general/process/sea-pick-cust-lead/apply',
    group: '客户',
    service: 'sea-pick-cust-lead',
    fields: [customer, reason],
    nodes: () => [lead],
  },
  {
    code: 'cross-dept-share',
    name: '跨部门共享申请',
    nameEn: 'Cross-department share request',
    formPath: '/general/process/cross-dept-share/apply',
    group: '客户',
    service: 'cross-dept-share',
    fields: [
      customer,
      select('dept', '共享给部门', 'Share with department', [
        ['SALES1', '销售一部'],
        ['SALES2', '销售二部'],
        ['SALES3', '销售三部'],
        ['SALES4', '销售四部'],
      ]),
      { key: 'period', label: '共享期间', labelEn: 'Period', type: 'dateRange', required: true },
      reason,
    ],
    nodes: (p) => [lead, director, ccGm(p)],
  },
];
