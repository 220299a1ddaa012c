import type { SectionDef } from '../types';
import { fcGroupsPartA } from './fc-part-a';

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
  groups: [...fcGroupsPartA],
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
