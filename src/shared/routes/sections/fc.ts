import type { SectionDef } from '../types';

/** Finance (sections.md §2 "Finance" and the finance detail pages of shell.md §2). */
export const fcSection: SectionDef = {
  area: 'FC',
  prefix: '/financial',
  iframeName: 'fc',
  icon: 'Wallet',
  title: { zh: '财务管理', en: 'Finance' },
  description: {
    zh: '结算、账户、充值、信用、ERP 单据、供应商管控与合同归档。',
    en: 'Settlement, accounts, recharges, credit, ERP documents, supplier control and contracts.',
  },
  groups: [
    {
      key: 'settlement',
      title: { zh: '结算与对账', en: 'Settlement and reconciliation' },
      pages: [
        {
          path: '/financial/entitySettle/account',
          title: { zh: '主体结算账户', en: 'Entity settlement accounts' },
          description: { zh: '查看各签约主体的结算账户。', en: 'Settlement accounts of each legal entity.' },
          keywords: ['entity settle', 'settlement', '结算'],
        },
        {
          path: '/financial/kingdeeSet/relationMapping',
          title: { zh: '金蝶关系映射', en: 'Kingdee relation mapping' },
          description: { zh: '维护与金蝶系统的数据映射。', en: 'Maintain the data mapping to Kingdee.' },
          keywords: ['kingdee', 'mapping', '金蝶'],
        },
        {
          path: '/financial/balanceReport/vos',
          title: { zh: 'VOS 余额报表', en: 'VOS balance report' },
          description: { zh: '查看 VOS 账户余额报表。', en: 'View the VOS account balance report.' },
          keywords: ['vos', 'balance', '余额'],
        },
        {
          path: '/financial/proofreadData',
          title: { zh: '对账数据', en: 'Reconciliation data' },
          description: { zh: '查看对账数据。', en: 'View reconciliation data.' },
          keywords: ['proofread', 'reconciliation'],
        },
      ],
    },
    {
      key: 'consumer-accounts',
      title: { zh: '客户账户', en: 'Customer accounts' },
      pages: [
        {
          path: '/financial/account/consumer/consumer',
          title: { zh: '客户账户', en: 'Customer accounts' },
          description: { zh: '查看客户账户。', en: 'View customer accounts.' },
          keywords: ['consumer', 'account', '账户'],
        },
        {
          path: '/financial/account/consumer/authcheck',
          title: { zh: '认证审核', en: 'Verification review' },
          description: { zh: '审核客户的认证资料。', en: 'Review customer verification submissions.' },
          keywords: ['auth check', 'KYC', '审核'],
        },
        {
          path: '/financial/account/consumer/contract',
          title: { zh: '客户合同', en: 'Customer contracts' },
          description: { zh: '查看客户合同。', en: 'View customer contracts.' },
          keywords: ['contract', '合同'],
        },
        {
          path: '/financial/account/consumer/auth',
          title: { zh: '客户认证', en: 'Customer verification' },
          description: { zh: '查看客户认证信息。', en: 'View customer verification information.' },
          keywords: ['auth', 'KYC', '认证'],
        },
        {
          path: '/financial/account/consumer/workspace',
          title: { zh: '工作空间', en: 'Workspaces' },
          description: { zh: '查看客户的工作空间。', en: 'View customer workspaces.' },
          keywords: ['workspace'],
        },
        {
          path: '/financial/account/consumer/workspaceapi',
          title: { zh: '工作空间 API', en: 'Workspace API' },
          description: {
            zh: '查看客户工作空间的 API 账户。',
            en: 'View the API accounts of customer workspaces.',
          },
          keywords: ['workspace api', 'api'],
        },
        {
          path: '/financial/account/consumer/recharge',
          title: { zh: '客户充值', en: 'Customer recharges' },
          description: { zh: '查看客户的充值。', en: 'View customer recharges.' },
          keywords: ['recharge', 'top-up', '充值'],
        },
        {
          path: '/financial/account/consumer/bill',
          title: { zh: '客户账单', en: 'Customer bills' },
          description: { zh: '查看客户账单。', en: 'View customer bills.' },
          keywords: ['bill', '账单'],
        },
        {
          path: '/financial/account/consumer/client',
          title: { zh: '客户端账户', en: 'Client accounts' },
          description: { zh: '查看客户端账户。', en: 'View client accounts.' },
          keywords: ['client'],
        },
        {
          path: '/financial/account/consumer/awsUser',
          title: { zh: 'AWS 用户', en: 'AWS users' },
          description: { zh: '查看 AWS 用户。', en: 'View AWS users.' },
          keywords: ['aws'],
        },
      ],
    },
    {
      key: 'supplier-accounts',
      title: { zh: '供应商账户', en: 'Supplier accounts' },
      pages: [
        {
          path: '/financial/account/supplier/sms',
          title: { zh: '短信供应商账户', en: 'SMS supplier accounts' },
          description: { zh: '查看短信供应商账户。', en: 'View SMS supplier accounts.' },
          keywords: ['supplier account', 'sms'],
        },
        {
          path: '/financial/account/supplier/vos',
          title: { zh: 'VOS 供应商账户', en: 'VOS supplier accounts' },
          description: { zh: '查看 VOS 供应商账户。', en: 'View VOS supplier accounts.' },
          keywords: ['supplier account', 'vos'],
        },
        {
          path: '/financial/account/supplier/email',
          title: { zh: '邮件供应商账户', en: 'E-mail supplier accounts' },
          description: { zh: '查看邮件供应商账户。', en: 'View e-mail supplier accounts.' },
          keywords: ['supplier account', 'email'],
        },
        {
          path: '/financial/account/supplier/social',
          title: { zh: '社媒供应商账户', en: 'Social media supplier accounts' },
          description: { zh: '查看社交媒体供应商账户。', en: 'View social media supplier accounts.' },
          keywords: ['supplier account', 'social'],
        },
        {
          path: '/financial/account/snapshot',
          title: { zh: '账户快照', en: 'Account snapshots' },
          description: { zh: '查看账户余额快照。', en: 'View account balance snapshots.' },
          keywords: ['snapshot', '快照'],
        },
      ],
    },
    {
      key: 'recharge',
      title: { zh: '充值管理', en: 'Recharges' },
      pages: [
        {
          path: '/financial/recharge-apply/recharge',
          title: { zh: '充值申请', en: 'Recharge requests' },
          description: { zh: '查看充值申请。', en: 'View recharge requests.' },
          keywords: ['recharge apply', 'top-up', '充值'],
        },
        {
          path: '/financial/recharge-apply/payment',
          title: { zh: '付款申请', en: 'Payment requests' },
          description: { zh: '查看付款申请。', en: 'View payment requests.' },
          keywords: ['payment', '付款'],
        },
        {
          path: '/financial/recharge-apply/hedge',
          title: { zh: '网关转账申请', en: 'Gateway transfer requests' },
          description: { zh: '查看网关转账申请。', en: 'View gateway transfer requests.' },
          keywords: ['hedge', 'gateway transfer', '对冲'],
        },
        {
          path: '/financial/recharge-apply/manual',
          title: { zh: '手动充值', en: 'Manual recharges' },
          description: { zh: '查看手动充值。', en: 'View manual recharges.' },
          keywords: ['manual recharge'],
        },
        {
          path: '/financial/recharge-apply/gift',
          title: { zh: '赠送充值', en: 'Gift recharges' },
          description: { zh: '查看赠送充值。', en: 'View gift recharges.' },
          keywords: ['gift', '赠送'],
        },
        {
          path: '/financial/recharge-record/platform',
          title: { zh: '平台充值记录', en: 'Platform recharge records' },
          description: { zh: '查看平台的充值记录。', en: 'View platform recharge records.' },
          keywords: ['recharge record', 'platform'],
        },
        {
          path: '/financial/recharge-record/voice',
          title: { zh: '语音充值记录', en: 'Voice recharge records' },
          description: { zh: '查看语音的充值记录。', en: 'View voice recharge records.' },
          keywords: ['recharge record', 'voice'],
        },
        {
          path: '/financial/recharge-record/main-account',
          title: { zh: '主账户充值记录', en: 'Main account recharge records' },
          description: { zh: '查看主账户的充值记录。', en: 'View main account recharge records.' },
          keywords: ['recharge record', 'main account'],
        },
        {
          path: '/financial/recharge-record/u-platform',
          title: { zh: 'U 平台充值记录', en: 'U platform recharge records' },
          description: { zh: '查看 U 平台的充值记录。', en: 'View U platform recharge records.' },
          keywords: ['recharge record', 'u platform'],
        },
        {
          path: '/financial/recharge-record/u-supplier-ledger',
          title: { zh: 'U 供应商台账', en: 'U supplier ledger' },
          description: { zh: '查看 U 平台供应商台账。', en: 'View the U platform supplier ledger.' },
          keywords: ['ledger', 'u supplier', '台账'],
        },
      ],
    },
    {
      key: 'credit',
      title: { zh: '信用管理', en: 'Credit' },
      pages: [
        {
          path: '/financial/credit-customer/credit-control',
          title: { zh: '信用管控', en: 'Credit control' },
          description: { zh: '管控客户的信用额度。', en: 'Control customer credit.' },
          keywords: ['credit control', '信用'],
        },
        {
          path: '/financial/credit-customer/bill-refund',
          title: { zh: '账单退款', en: 'Bill refunds' },
          description: { zh: '查看账单退款。', en: 'View bill refunds.' },
          keywords: ['refund', '退款'],
        },
        {
          path: '/financial/credit-customer/credit-record',
          title: { zh: '信用记录', en: 'Credit records' },
          description: { zh: '查看客户的信用记录。', en: 'View customer credit records.' },
          keywords: ['credit record'],
        },
        {
          path: '/financial/credit-customer/customer-credit-analysis',
          title: { zh: '客户信用分析', en: 'Customer credit analysis' },
          description: { zh: '分析客户的信用情况。', en: 'Analyse customer credit.' },
          keywords: ['credit analysis'],
        },
      ],
    },
    {
      key: 'financial-erp',
      title: { zh: '财务 ERP', en: 'Finance ERP' },
      pages: [
        {
          path: '/financial/financial-erp/basic-data-material/customer',
          title: { zh: 'ERP 客户资料', en: 'ERP customers' },
          description: { zh: '维护 ERP 的客户基础资料。', en: 'Maintain ERP customer master data.' },
          keywords: ['erp', 'customer'],
        },
        {
          path: '/financial/financial-erp/basic-data-material/supplier',
          title: { zh: 'ERP 供应商资料', en: 'ERP suppliers' },
          description: { zh: '维护 ERP 的供应商基础资料。', en: 'Maintain ERP supplier master data.' },
          keywords: ['erp', 'supplier'],
        },
        {
          path: '/financial/financial-erp/basic-data-material/material',
          title: { zh: 'ERP 物料资料', en: 'ERP materials' },
          description: { zh: '维护 ERP 的物料基础资料。', en: 'Maintain ERP material master data.' },
          keywords: ['erp', 'material', '物料'],
        },
        {
          path: '/financial/financial-erp/document-management/receipt',
          title: { zh: '收款单', en: 'Receipts' },
          description: { zh: '管理收款单。', en: 'Manage receipts.' },
          keywords: ['receipt', '收款'],
        },
        {
          path: '/financial/financial-erp/document-management/refund-receipt',
          title: { zh: '收款退款单', en: 'Receipt refunds' },
          description: { zh: '管理收款退款单。', en: 'Manage receipt refunds.' },
          keywords: ['refund receipt'],
        },
        {
          path: '/financial/financial-erp/document-management/payment-slip',
          title: { zh: '付款单', en: 'Payment slips' },
          description: { zh: '管理付款单。', en: 'Manage payment slips.' },
          keywords: ['payment slip', '付款'],
        },
        {
          path: '/financial/financial-erp/document-management/payment-refund-slip',
          title: { zh: '付款退款单', en: 'Payment refund slips' },
          description: { zh: '管理付款退款单。', en: 'Manage payment refund slips.' },
          keywords: ['payment refund'],
        },
        {
          path: '/financial/financial-erp/document-management/purchase-receipt',
          title: { zh: '采购入库单', en: 'Purchase receipts' },
          description: { zh: '管理采购入库单。', en: 'Manage purchase receipts.' },
          keywords: ['purchase receipt', '入库'],
        },
        {
          path: '/financial/financial-erp/document-management/sales-delivery-order',
          title: { zh: '销售出库单', en: 'Sales delivery orders' },
          description: { zh: '管理销售出库单。', en: 'Manage sales delivery orders.' },
          keywords: ['delivery order', '出库'],
        },
      ],
    },
    {
      key: 'supplier-finance',
      title: { zh: '供应商财务', en: 'Supplier finance' },
      pages: [
        {
          path: '/financial/postpaid-supplier/bill-check',
          title: { zh: '后付费账单核对', en: 'Postpaid bill check' },
          description: { zh: '核对后付费供应商账单。', en: 'Check postpaid supplier bills.' },
          keywords: ['bill check', 'postpaid', '对账'],
        },
        {
          path: '/financial/postpaid-supplier/soa-manage',
          title: { zh: '对账单管理', en: 'Statements of account' },
          description: { zh: '管理后付费供应商对账单。', en: 'Manage postpaid supplier statements of account.' },
          keywords: ['soa', 'statement'],
        },
        {
          path: '/financial/supplier-control/overdue',
          title: { zh: '逾期供应商', en: 'Overdue suppliers' },
          description: { zh: '查看逾期的供应商。', en: 'View overdue suppliers.' },
          keywords: ['overdue', '逾期'],
        },
        {
          path: '/financial/supplier-control/blacklist',
          title: { zh: '供应商黑名单', en: 'Supplier blacklist' },
          description: { zh: '管理供应商黑名单。', en: 'Manage the supplier blacklist.' },
          keywords: ['blacklist'],
        },
        {
          path: '/financial/supplier-control/bad-debt',
          title: { zh: '供应商坏账', en: 'Supplier bad debts' },
          description: { zh: '管理供应商坏账。', en: 'Manage supplier bad debts.' },
          keywords: ['bad debt', '坏账'],
        },
        {
          path: '/financial/supplier-control/exempt',
          title: { zh: '管控豁免', en: 'Control exemptions' },
          description: { zh: '管理免于管控的供应商。', en: 'Manage suppliers exempt from control.' },
          keywords: ['exempt', '豁免'],
        },
        {
          path: '/financial/supplier-control/whitelist',
          title: { zh: '供应商白名单', en: 'Supplier whitelist' },
          description: { zh: '管理供应商白名单。', en: 'Manage the supplier whitelist.' },
          keywords: ['whitelist'],
        },
      ],
    },
    {
      key: 'contracts',
      title: { zh: '合同管理', en: 'Contracts' },
      pages: [
        {
          path: '/financial/contract-archive/seal-apply',
          title: { zh: '用印申请', en: 'Seal requests' },
          description: { zh: '查看合同用印申请。', en: 'View contract seal requests.' },
          keywords: ['seal', '盖章'],
        },
        {
          path: '/financial/contract-archive/archive-records',
          title: { zh: '合同归档记录', en: 'Contract archive records' },
          description: { zh: '查看合同归档记录。', en: 'View contract archive records.' },
          keywords: ['archive', '归档'],
        },
      ],
    },
  ],
  details: [
    {
      // "entitySettle/account with details, report, proofreading": all three are sub-pages of the
      // account page.
      path: '/financial/entitySettle/account/details',
      parent: '/financial/entitySettle/account',
      title: { zh: '结算账户详情', en: 'Settlement account details' },
      propsFromQuery: true,
    },
    {
      path: '/financial/entitySettle/account/report',
      parent: '/financial/entitySettle/account',
      title: { zh: '结算账户报表', en: 'Settlement account report' },
      propsFromQuery: true,
    },
    {
      path: '/financial/entitySettle/account/proofreading',
      parent: '/financial/entitySettle/account',
      title: { zh: '结算账户对账', en: 'Settlement account reconciliation' },
      propsFromQuery: true,
    },
    {
      path: '/financial/balanceReport/vos/detail',
      parent: '/financial/balanceReport/vos',
      title: { zh: 'VOS 余额详情', en: 'VOS balance details' },
      propsFromQuery: true,
    },
    {
      path: '/financial/recharge-apply/recharge/detail',
      parent: '/financial/recharge-apply/recharge',
      title: { zh: '充值申请详情', en: 'Recharge request details' },
      propsFromQuery: true,
    },
    {
      path: '/financial/recharge-apply/payment/detail',
      parent: '/financial/recharge-apply/payment',
      title: { zh: '付款申请详情', en: 'Payment request details' },
      propsFromQuery: true,
    },
    {
      path: '/financial/recharge-apply/hedge/detail',
      parent: '/financial/recharge-apply/hedge',
      title: { zh: '网关转账申请详情', en: 'Gateway transfer request details' },
      propsFromQuery: true,
    },
    {
      path: '/financial/credit-customer/credit-control/details',
      parent: '/financial/credit-customer/credit-control',
      title: { zh: '信用管控详情', en: 'Credit control details' },
      propsFromQuery: true,
    },
    {
      path: '/financial/credit-customer/customer-credit-analysis/details',
      parent: '/financial/credit-customer/customer-credit-analysis',
      title: { zh: '客户信用分析详情', en: 'Customer credit analysis details' },
      propsFromQuery: true,
    },
    {
      path: '/financial/contract-seal/detail',
      parent: '/financial/contract-archive/seal-apply',
      title: { zh: '用印详情', en: 'Seal details' },
      propsFromQuery: true,
    },
    {
      path: '/financial/account/unsuspend/apply',
      parent: '/financial/account/consumer/consumer',
      title: { zh: '账户解除暂停申请', en: 'Account unsuspension request' },
      propsFromQuery: true,
    },
  ],
};
