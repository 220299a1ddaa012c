import type { SectionDef } from '../types';
import { bqGroupsPartA } from './bq-part-a';

/**
 * Business inquiry (sections.md §2 "Business inquiry"): performance, records, channel and device
 * queries.
 */
export const bqSection: SectionDef = {
  area: 'BQ',
  prefix: '/businessInquiry',
  iframeName: 'bq',
  icon: 'Search',
  title: { zh: '业务查询', en: 'Business inquiry' },
  description: {
    zh: '业绩、发送记录与任务、通道、应用与网关、代理与设备查询。',
    en: 'Performance, send records and tasks, channels, gateways, agent and device queries.',
  },
  groups: [...bqGroupsPartA],
  details: [
    {
      // "day/c/performance/preview and day/r/performance/preview" are read literally, directly
      // under the prefix.
      path: '/businessInquiry/day/c/performance/preview',
      parent: '/businessInquiry/resultsQuery/day/c-end',
      title: { zh: '直客日业绩预览', en: 'Direct customer daily performance preview' },
      propsFromQuery: true,
    },
    {
      path: '/businessInquiry/day/r/performance/preview',
      parent: '/businessInquiry/resultsQuery/day/r-end',
      title: { zh: '代理日业绩预览', en: 'Agent daily performance preview' },
      propsFromQuery: true,
    },
    {
      path: '/businessInquiry/operationLog',
      parent: '/businessInquiry/device-info/operation-log',
      title: { zh: '操作日志', en: 'Operation log' },
      propsFromQuery: true,
    },
    {
      path: '/businessInquiry/accountApprovalStatus',
      parent: '/businessInquiry/own-bind-status/submitted',
      title: { zh: '账户审批状态', en: 'Account approval status' },
      propsFromQuery: true,
    },
    {
      path: '/businessInquiry/creditModifyRecord/consumer',
      parent: '/businessInquiry/agent-query/customer',
      title: { zh: '客户信用修改记录', en: 'Customer credit change records' },
      propsFromQuery: true,
    },
  ],
};
