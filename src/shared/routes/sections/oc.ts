import type { SectionDef } from '../types';
import { ocGroupsPartA } from './oc-part-a';
import { ocGroupsPartB } from './oc-part-b';

/**
 * Business operations (sections.md §2 "Business operations"); three navigation groups public, sms,
 * voice.
 */
export const ocSection: SectionDef = {
  area: 'OC',
  prefix: '/businessOperations',
  iframeName: 'oc',
  icon: 'Radio',
  title: { zh: '业务运营', en: 'Business operations' },
  description: {
    zh: '终端与日志、短信测试与风控、通道资源、语音群呼与 AI 话术工具。',
    en: 'Terminals and logs, SMS testing and risk control, channel resources, voice and AI tools.',
  },
  groups: [...ocGroupsPartA, ...ocGroupsPartB],
  details: [
    {
      // Detail and apply pages of the spec: channel resource and work-order pages, highlighted on
      // the merchants page.
      path: '/businessOperations/submittedApply',
      parent: '/businessOperations/channel-resource-mgr/channel-resource-mer',
      title: { zh: '已提交申请', en: 'Submitted requests' },
      propsFromQuery: true,
    },
    {
      path: '/businessOperations/submittedDetail',
      parent: '/businessOperations/channel-resource-mgr/channel-resource-mer',
      title: { zh: '已提交申请详情', en: 'Submitted request details' },
      propsFromQuery: true,
    },
    {
      path: '/businessOperations/workOrderDetail',
      parent: '/businessOperations/channel-resource-mgr/channel-resource-mer',
      title: { zh: '工单详情', en: 'Work order details' },
      propsFromQuery: true,
    },
    {
      path: '/businessOperations/orderInfoSumDetails',
      parent: '/businessOperations/simbank/port/order',
      title: { zh: '订单汇总详情', en: 'Order summary details' },
      propsFromQuery: true,
    },
    {
      path: '/businessOperations/submitDetail',
      parent: '/businessOperations/channel-resource-mgr/channel-resource-mer',
      title: { zh: '提交详情', en: 'Submission details' },
      propsFromQuery: true,
    },
    {
      path: '/businessOperations/THSubmitDetail',
      parent: '/businessOperations/channel-resource-mgr/channel-resource-mer',
      title: { zh: 'TH 提交详情', en: 'TH submission details' },
      propsFromQuery: true,
    },
    {
      path: '/businessOperations/rechargeDetails',
      parent: '/businessOperations/channel-resource-mgr/channel-resource-mer',
      title: { zh: '充值详情', en: 'Recharge details' },
      propsFromQuery: true,
    },
    {
      path: '/businessOperations/rechargeApplication',
      parent: '/businessOperations/channel-resource-mgr/channel-resource-mer',
      title: { zh: '充值申请', en: 'Recharge request' },
      propsFromQuery: true,
    },
    {
      path: '/businessOperations/submitApply',
      parent: '/businessOperations/channel-resource-mgr/channel-resource-mer',
      title: { zh: '提交申请', en: 'Submit request' },
      propsFromQuery: true,
    },
    {
      path: '/businessOperations/submitWorkOrder',
      parent: '/businessOperations/channel-resource-mgr/channel-resource-mer',
      title: { zh: '提交工单', en: 'Submit work order' },
      propsFromQuery: true,
    },
  ],
};
