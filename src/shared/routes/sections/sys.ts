import type { SectionDef } from '../types';

/**
 * Settings (sections.md §2 "Settings"): access, mailbox, workflow, purchasing, CRM and finance
 * configuration.
 */
export const sysSection: SectionDef = {
  area: 'SYS',
  prefix: '/setModule',
  iframeName: 'sys',
  icon: 'Settings',
  title: { zh: '系统设置', en: 'System settings' },
  shortEn: 'Settings',
  description: {
    zh: '权限、邮箱、流程、采购、客服、客户、财务、U 平台与运营的配置。',
    en: 'Access, mailbox, workflow, purchasing, service, CRM, finance and operations settings.',
  },
  groups: [
    {
      key: 'auth-manage',
      title: { zh: '权限与账号', en: 'Access and accounts' },
      pages: [
        {
          path: '/setModule/authManage/menu',
          title: { zh: '菜单管理', en: 'Menus' },
          description: { zh: '维护门户的菜单。', en: 'Maintain the portal menus.' },
          keywords: ['menu'],
        },
        {
          path: '/setModule/authManage/permissions',
          title: { zh: '权限管理', en: 'Permissions' },
          description: { zh: '配置菜单与按钮权限。', en: 'Configure menu and button permissions.' },
          keywords: ['permission', 'role', '授权'],
        },
        {
          path: '/setModule/authManage/user',
          title: { zh: '用户管理', en: 'Users' },
          description: { zh: '管理员工账号及其权限。', en: 'Manage staff accounts and their permissions.' },
          keywords: ['user', 'account', '账号'],
        },
        {
          path: '/setModule/roles',
          title: { zh: '角色管理', en: 'Roles' },
          description: { zh: '维护系统角色、授权与数据范围。', en: 'Maintain system roles, their grants and data scope.' },
          keywords: ['role', 'grant', '角色', '授权'],
        },
      ],
    },
    {
      key: 'email-settings',
      title: { zh: '邮箱设置', en: 'Mailbox settings' },
      pages: [
        {
          path: '/setModule/email/account',
          title: { zh: '邮箱账号', en: 'Mailbox accounts' },
          description: { zh: '配置员工邮箱账号。', en: 'Configure staff mailbox accounts.' },
          keywords: ['email account', '邮箱'],
        },
        {
          path: '/setModule/email/signature',
          title: { zh: '模板与签名', en: 'Templates and signatures' },
          description: { zh: '邮件模板与签名的共享设置。', en: 'Sharing of e-mail templates and signatures.' },
          keywords: ['signature', 'template', '签名'],
        },
        {
          path: '/setModule/email/inbox',
          title: { zh: '收件跟进人', en: 'Inbox follow-up owners' },
          description: { zh: '设置收件箱邮件的跟进负责人。', en: 'Set who follows up mail in the inbox.' },
          keywords: ['follow-up owner', '跟进人'],
        },
        {
          path: '/setModule/email/domain',
          title: { zh: '域名与发件地址', en: 'Domains and sender addresses' },
          shortEn: 'Domains and senders',
          description: { zh: '配置邮件域名与发件地址。', en: 'Configure mail domains and sender addresses.' },
          keywords: ['domain', 'sender address', '发件人'],
        },
      ],
    },
    {
      key: 'process-settings',
      title: { zh: '流程设置', en: 'Workflow settings' },
      pages: [
        {
          // "process/configer (approval flow); roles; notify; formword" read like the purchase line:
          // the items after a semicolon stay under process/.
          path: '/setModule/process/configer',
          title: { zh: '审批流配置', en: 'Approval flows' },
          description: { zh: '配置审批流程。', en: 'Configure approval flows.' },
          keywords: ['approval flow', '审批流'],
        },
        {
          path: '/setModule/process/roles',
          title: { zh: '流程角色', en: 'Workflow roles' },
          description: { zh: '维护审批流程中的角色。', en: 'Maintain the roles used in approval flows.' },
          keywords: ['role'],
        },
        {
          path: '/setModule/process/notify',
          title: { zh: '流程通知', en: 'Workflow notifications' },
          description: { zh: '设置审批流程的通知。', en: 'Set the notifications of approval flows.' },
          keywords: ['notify', '通知'],
        },
        {
          path: '/setModule/process/formword',
          title: { zh: '表单字段', en: 'Form fields' },
          description: { zh: '维护审批表单的字段。', en: 'Maintain the fields of approval forms.' },
          keywords: ['form field', '表单'],
        },
      ],
    },
    {
      key: 'purchase-settings',
      title: { zh: '采购设置', en: 'Purchasing settings' },
      pages: [
        {
          path: '/setModule/purchase/dictionary',
          title: { zh: '采购字段枚举', en: 'Purchasing field enumerations' },
          shortEn: 'Purchasing fields',
          description: { zh: '维护采购模块的字段枚举值。', en: 'Maintain the field enumerations of purchasing.' },
          keywords: ['dictionary', 'enum', '字典'],
        },
        {
          path: '/setModule/purchase/payment-method',
          title: { zh: '付款方式', en: 'Payment methods' },
          description: { zh: '维护供应商付款方式。', en: 'Maintain supplier payment methods.' },
          keywords: ['payment method', '支付方式'],
        },
        {
          path: '/setModule/purchase/rules/domain',
          title: { zh: '供应商域名白名单', en: 'Supplier domain whitelist' },
          shortEn: 'Domain whitelist',
          description: { zh: '维护采购的域名白名单。', en: 'Maintain the purchasing domain whitelist.' },
          keywords: ['domain whitelist', '白名单'],
        },
        {
          // "seas (open-sea recycle and pick-up)" and the items after it stay under purchase/ (most
          // literal reading of the line).
          path: '/setModule/purchase/seas',
          title: { zh: '供应商公海规则', en: 'Supplier open-sea rules' },
          description: {
            zh: '设置供应商公海的回收与领取规则。',
            en: 'Rules for recycling suppliers to and picking them up from the open sea.',
          },
          keywords: ['open sea', 'recycle', 'pick-up', '公海'],
        },
        {
          path: '/setModule/purchase/supplier',
          title: { zh: '供应商状态', en: 'Supplier statuses' },
          description: { zh: '维护供应商状态。', en: 'Maintain supplier statuses.' },
          keywords: ['supplier status'],
        },
        {
          path: '/setModule/purchase/level',
          title: { zh: '供应商等级', en: 'Supplier levels' },
          description: { zh: '维护供应商等级。', en: 'Maintain supplier levels.' },
          keywords: ['level', '等级'],
        },
        {
          path: '/setModule/purchase/retention',
          title: { zh: '供应商保有上限', en: 'Supplier holding cap' },
          description: {
            zh: '设置每人可保有的供应商数量上限。',
            en: 'Set the cap on suppliers one person may hold.',
          },
          keywords: ['retention', 'holding cap', '保有量'],
        },
        {
          path: '/setModule/purchase/suffix',
          title: { zh: '转账账户后缀', en: 'Transfer account suffixes' },
          shortEn: 'Account suffixes',
          description: { zh: '维护转账账户后缀。', en: 'Maintain transfer account suffixes.' },
          keywords: ['suffix', 'transfer account'],
        },
        {
          path: '/setModule/purchase/cluevier',
          title: { zh: '采购线索池', en: 'Purchasing lead pool' },
          description: { zh: '管理采购线索池。', en: 'Manage the purchasing lead pool.' },
          keywords: ['lead pool', 'clue', '线索'],
        },
        {
          path: '/setModule/purchase/share',
          title: { zh: '供应商共享上限', en: 'Supplier share cap' },
          description: { zh: '设置供应商共享数量上限。', en: 'Set the cap on shared suppliers.' },
          keywords: ['share cap', '共享'],
        },
        {
          path: '/setModule/purchase-set/duplicate-check',
          title: { zh: '采购查重设置', en: 'Purchasing duplicate check' },
          shortEn: 'Duplicate check',
          description: { zh: '设置供应商查重规则。', en: 'Set the duplicate-check rules for suppliers.' },
          keywords: ['duplicate check', '查重'],
        },
        {
          path: '/setModule/purchase-set/clue',
          title: { zh: '采购线索设置', en: 'Purchasing lead settings' },
          shortEn: 'Purchasing leads',
          description: { zh: '设置采购线索规则。', en: 'Set the rules for purchasing leads.' },
          keywords: ['clue', 'lead', '线索'],
        },
      ],
    },
    {
      key: 'csc-settings',
      title: { zh: '客服设置', en: 'Customer service settings' },
      shortEn: 'Service settings',
      pages: [
        {
          path: '/setModule/csc/dictionary',
          title: { zh: '客服字段枚举', en: 'Customer service field enumerations' },
          shortEn: 'Service fields',
          description: {
            zh: '维护客服模块的字段枚举值。',
            en: 'Maintain the field enumerations of customer service.',
          },
          keywords: ['dictionary', 'enum', '字典'],
        },
        {
          path: '/setModule/csc/rules/distribute',
          title: { zh: '线索分配规则', en: 'Lead distribution rules' },
          description: { zh: '设置客服线索的分配规则。', en: 'Set how customer-service leads are distributed.' },
          keywords: ['distribute', 'lead', '分配'],
        },
        {
          path: '/setModule/csc/advertising-promotion',
          title: { zh: '广告推广设置', en: 'Advertising promotion settings' },
          shortEn: 'Ad promotion',
          description: { zh: '维护广告推广的配置。', en: 'Maintain the advertising promotion settings.' },
          keywords: ['advertising', 'promotion', '推广'],
        },
        {
          path: '/setModule/csc/event-brand',
          title: { zh: '活动品牌', en: 'Event brands' },
          description: { zh: '维护营销活动的品牌。', en: 'Maintain the brands of marketing events.' },
          keywords: ['event', 'brand', '品牌'],
        },
        {
          path: '/setModule/csc/rules/seas',
          title: { zh: '线索公海规则', en: 'Lead open-sea rules' },
          description: { zh: '设置客服线索公海规则。', en: 'Set the open-sea rules of customer-service leads.' },
          keywords: ['open sea', 'lead', '公海'],
        },
      ],
    },
    {
      key: 'crm-settings',
      title: { zh: '客户管理设置', en: 'CRM settings' },
      pages: [
        {
          path: '/setModule/crm/dictionary',
          title: { zh: '客户字段枚举', en: 'CRM field enumerations' },
          description: { zh: '维护客户管理模块的字段枚举值。', en: 'Maintain the field enumerations of CRM.' },
          keywords: ['dictionary', 'enum', '字典'],
        },
        {
          path: '/setModule/crm/rules/domain',
          title: { zh: '客户域名规则', en: 'Customer domain rules' },
          description: { zh: '设置客户域名规则。', en: 'Set the customer domain rules.' },
          keywords: ['domain'],
        },
        {
          path: '/setModule/crm/rules/retention',
          title: { zh: '客户保有上限', en: 'Customer holding cap' },
          description: { zh: '设置每人可保有的客户数量上限。', en: 'Set the cap on customers one person may hold.' },
          keywords: ['retention', 'holding cap', '保有量'],
        },
        {
          path: '/setModule/crm/rules/churn',
          title: { zh: '阶段与流失规则', en: 'Stage and churn rules' },
          description: { zh: '设置客户阶段与流失规则。', en: 'Set the customer stage and churn rules.' },
          keywords: ['churn', 'stage', '流失'],
        },
        {
          path: '/setModule/crm/rules/level',
          title: { zh: '客户等级规则', en: 'Customer level rules' },
          description: { zh: '设置客户等级规则。', en: 'Set the customer level rules.' },
          keywords: ['level', '等级'],
        },
        {
          path: '/setModule/crm/rules/template',
          title: { zh: '模板与部门 ID', en: 'Templates and department IDs' },
          shortEn: 'Templates and IDs',
          description: { zh: '维护模板与部门 ID 的对应。', en: 'Maintain templates and department IDs.' },
          keywords: ['template', 'department id', '部门'],
        },
        {
          path: '/setModule/crm/rules/allow-buka',
          title: { zh: 'Buka 准入规则', en: 'Buka allow rules' },
          description: { zh: '设置 allow-buka 准入规则。', en: 'Set the allow-buka rules.' },
          keywords: ['allow-buka', '准入'],
        },
        {
          path: '/setModule/crm/rules/seas',
          title: { zh: '客户公海规则', en: 'Customer open-sea rules' },
          description: { zh: '设置客户公海规则。', en: 'Set the customer open-sea rules.' },
          keywords: ['open sea', '公海'],
        },
      ],
    },
    {
      key: 'finance-settings',
      title: { zh: '财务设置', en: 'Finance settings' },
      pages: [
        {
          path: '/setModule/setRate',
          title: { zh: '业绩汇率', en: 'Performance exchange rate' },
          shortEn: 'Exchange rate',
          description: { zh: '设置计算业绩使用的汇率。', en: 'Set the exchange rate used for performance.' },
          keywords: ['exchange rate', 'rate', '汇率'],
        },
        {
          path: '/setModule/financial/credit-whitelist',
          title: { zh: '信用白名单', en: 'Credit whitelist' },
          description: { zh: '维护信用白名单。', en: 'Maintain the credit whitelist.' },
          keywords: ['credit', 'whitelist'],
        },
        {
          path: '/setModule/financial/tariff',
          title: { zh: '资费设置', en: 'Tariffs' },
          description: { zh: '维护资费。', en: 'Maintain tariffs.' },
          keywords: ['tariff', '资费'],
        },
        {
          path: '/setModule/financial/currency',
          title: { zh: '币种设置', en: 'Currencies' },
          description: { zh: '维护币种。', en: 'Maintain currencies.' },
          keywords: ['currency', '币种'],
        },
        {
          path: '/setModule/financial/brand',
          title: { zh: '品牌设置', en: 'Brands' },
          description: { zh: '维护财务品牌。', en: 'Maintain finance brands.' },
          keywords: ['brand'],
        },
        {
          path: '/setModule/financial/main-body',
          title: { zh: '签约主体', en: 'Legal entities' },
          description: { zh: '维护公司签约主体。', en: 'Maintain the company’s legal entities.' },
          keywords: ['main body', 'entity', '主体'],
        },
        {
          path: '/setModule/financial/bank',
          title: { zh: '银行设置', en: 'Banks' },
          description: { zh: '维护银行信息。', en: 'Maintain bank information.' },
          keywords: ['bank', '银行'],
        },
        {
          path: '/setModule/financial/xe-rate',
          title: { zh: 'XE 汇率', en: 'XE exchange rates' },
          description: { zh: '维护 XE 汇率。', en: 'Maintain XE exchange rates.' },
          keywords: ['xe', 'exchange rate', '汇率'],
        },
        {
          path: '/setModule/financial/credit-rule',
          title: { zh: '信用规则', en: 'Credit rules' },
          description: { zh: '设置客户信用规则。', en: 'Set the customer credit rules.' },
          keywords: ['credit rule', '信用'],
        },
        {
          path: '/setModule/financial/notify',
          title: { zh: '平均汇率', en: 'Average exchange rate' },
          description: { zh: '设置平均汇率。', en: 'Set the average exchange rate.' },
          keywords: ['notify', 'average rate', '汇率'],
        },
        {
          path: '/setModule/financial/bill-cycle',
          title: { zh: '账单周期', en: 'Billing cycles' },
          description: { zh: '维护账单周期。', en: 'Maintain billing cycles.' },
          keywords: ['bill cycle', '账期'],
        },
        {
          path: '/setModule/financial/quote-set',
          title: { zh: '报价设置', en: 'Quotation settings' },
          description: { zh: '设置报价相关参数。', en: 'Set quotation parameters.' },
          keywords: ['quote', '报价'],
        },
        {
          path: '/setModule/financial/quote-email-template',
          title: { zh: '报价邮件模板', en: 'Quotation e-mail templates' },
          shortEn: 'Quote templates',
          description: { zh: '维护报价邮件模板。', en: 'Maintain quotation e-mail templates.' },
          keywords: ['quote email', 'template'],
        },
        {
          path: '/setModule/financial/billing-method',
          title: { zh: '语音计费方式', en: 'Voice billing methods' },
          description: { zh: '设置语音计费方式。', en: 'Set the voice billing methods.' },
          keywords: ['billing method', 'voice billing', '计费'],
        },
        {
          path: '/setModule/financial/recon-config',
          title: { zh: '后付费供应商对账配置', en: 'Postpaid supplier reconciliation' },
          shortEn: 'Postpaid suppliers',
          description: { zh: '设置后付费供应商的对账。', en: 'Configure postpaid supplier reconciliation.' },
          keywords: ['reconciliation', 'recon', '对账'],
        },
        {
          path: '/setModule/financial/seal-config',
          title: { zh: '用印配置', en: 'Seal settings' },
          description: { zh: '设置合同用印。', en: 'Configure contract seals.' },
          keywords: ['seal', '印章'],
        },
        {
          path: '/setModule/financial/supplier-control-set',
          title: { zh: '供应商管控设置', en: 'Supplier control settings' },
          shortEn: 'Supplier control',
          description: { zh: '设置供应商管控规则。', en: 'Set the supplier control rules.' },
          keywords: ['supplier control', '管控'],
        },
      ],
    },
    {
      key: 'uplatform-settings',
      title: { zh: 'U 平台设置', en: 'U platform settings' },
      pages: [
        {
          path: '/setModule/uplatform/ucurrency',
          title: { zh: 'U 平台币种', en: 'U platform currencies' },
          description: { zh: '维护 U 平台币种。', en: 'Maintain U platform currencies.' },
          keywords: ['currency', 'uplatform'],
        },
        {
          path: '/setModule/uplatform/uconfig',
          title: { zh: 'U 平台配置', en: 'U platform configuration' },
          shortEn: 'U platform config',
          description: { zh: '设置 U 平台参数。', en: 'Set the U platform parameters.' },
          keywords: ['uconfig', 'uplatform'],
        },
        {
          path: '/setModule/uplatform/withdraw-address',
          title: { zh: '提现地址', en: 'Withdrawal addresses' },
          description: { zh: '维护 U 平台提现地址。', en: 'Maintain U platform withdrawal addresses.' },
          keywords: ['withdraw', 'address', '提现'],
        },
      ],
    },
    {
      key: 'operate-settings',
      title: { zh: '运营设置', en: 'Operations settings' },
      pages: [
        {
          path: '/setModule/operate-set/two-way',
          title: { zh: '双向应用审核设置', en: 'Two-way app review settings' },
          shortEn: 'Two-way app review',
          description: { zh: '设置双向应用的审核。', en: 'Configure the review of two-way apps.' },
          keywords: ['two-way', 'review', '双向'],
        },
        {
          path: '/setModule/operate-set/resource-rule-preset',
          title: { zh: '资源规则预设', en: 'Resource rule presets' },
          description: { zh: '维护资源规则预设。', en: 'Maintain resource rule presets.' },
          keywords: ['resource rule', 'preset'],
        },
        {
          path: '/setModule/operate-set/field-enum',
          title: { zh: '运营字段枚举', en: 'Operations field enumerations' },
          shortEn: 'Operations fields',
          description: { zh: '维护运营模块的字段枚举值。', en: 'Maintain the field enumerations of operations.' },
          keywords: ['field enum', 'enum', '字典'],
        },
      ],
    },
    {
      key: 'system',
      title: { zh: '系统管理', en: 'System' },
      pages: [
        {
          path: '/setModule/departmentalOrganization',
          title: { zh: '组织架构', en: 'Departments' },
          description: { zh: '维护部门组织架构。', en: 'Maintain the department structure.' },
          keywords: ['department', 'organization', '部门'],
        },
        {
          path: '/setModule/systemLog',
          title: { zh: '系统日志', en: 'System log' },
          description: { zh: '查看系统操作日志。', en: 'View the system operation log.' },
          keywords: ['log', '日志'],
        },
        {
          path: '/setModule/feedbackmanagement/fb-config',
          title: { zh: '反馈配置', en: 'Feedback settings' },
          description: { zh: '设置反馈与评分。', en: 'Configure feedback and rating.' },
          keywords: ['feedback', '反馈'],
        },
        {
          path: '/setModule/publicnotice/noticeconfig',
          title: { zh: '版本公告配置', en: 'Release note settings' },
          description: { zh: '配置版本发布说明。', en: 'Configure version release notes.' },
          keywords: ['release notes', 'notice', '公告'],
        },
      ],
    },
  ],
  details: [],
};
