import type { SectionDef } from '../types';

/**
 * General workflow (sections.md §2 "General workflow"): processes, to-do lists, download centre.
 */
export const gerSection: SectionDef = {
  area: 'GER',
  prefix: '/general',
  iframeName: 'ger',
  icon: 'Workflow',
  title: { zh: '通用流程', en: 'General workflow' },
  shortEn: 'Workflow',
  description: {
    zh: '发起审批流程、处理待办与下载中心。',
    en: 'Start approval processes, work through to-dos and use the download centre.',
  },
  groups: [
    {
      key: 'process',
      title: { zh: '流程中心', en: 'Processes' },
      pages: [
        {
          path: '/general/process/sponsor',
          title: { zh: '发起流程', en: 'Start a process' },
          description: { zh: '选择并发起新的审批流程。', en: 'Choose and start a new approval process.' },
          keywords: ['sponsor', 'new process', 'apply', '审批', '申请'],
        },
        {
          path: '/general/my-agent',
          title: { zh: '我的待办', en: 'My to-dos' },
          description: { zh: '处理等待我审批的流程。', en: 'Handle the processes waiting for my approval.' },
          keywords: ['to-do', 'todo', 'pending', '待办'],
        },
        {
          path: '/general/my-initiate',
          title: { zh: '我发起的', en: 'Started by me' },
          description: { zh: '查看我发起的流程及进度。', en: 'Follow the processes I started.' },
          keywords: ['initiated', '我的申请'],
        },
        {
          path: '/general/my-handle',
          title: { zh: '我已处理', en: 'Handled by me' },
          description: { zh: '查看我已处理的流程。', en: 'Processes I have handled.' },
          keywords: ['handled', 'done', '已办'],
        },
        {
          path: '/general/my-deliver',
          title: { zh: '我的转交', en: 'Delivered to me' },
          description: { zh: '查看转交给我的流程。', en: 'Processes delivered to me.' },
          keywords: ['deliver', 'cc', '抄送'],
        },
      ],
    },
    {
      key: 'tools',
      title: { zh: '工具', en: 'Tools' },
      pages: [
        {
          path: '/general/download',
          title: { zh: '下载中心', en: 'Download centre' },
          description: { zh: '查看并下载导出的文件。', en: 'Find and download exported files.' },
          name: 'GeneralDownload',
          keywords: ['download', 'export', '导出'],
        },
      ],
    },
  ],
  details: [
    {
      path: '/general/process/sponsor/submit',
      parent: '/general/process/sponsor',
      title: { zh: '付款申请', en: 'Payment request' },
      propsFromQuery: true,
    },
    {
      path: '/general/my-agent/profile',
      parent: '/general/my-agent',
      title: { zh: '待办流程详情', en: 'To-do process details' },
      propsFromQuery: true,
    },
    {
      path: '/general/my-initiate/profile',
      parent: '/general/my-initiate',
      title: { zh: '我发起的流程详情', en: 'Started process details' },
      propsFromQuery: true,
    },
    {
      path: '/general/my-handle/profile',
      parent: '/general/my-handle',
      title: { zh: '已处理流程详情', en: 'Handled process details' },
      propsFromQuery: true,
    },
    {
      path: '/general/my-deliver/profile',
      parent: '/general/my-deliver',
      title: { zh: '转交流程详情', en: 'Delivered process details' },
      propsFromQuery: true,
    },
    {
      // Apply forms under /general/process/: all highlighted on the start-a-process page.
      path: '/general/process/recharge-apply/recharge/apply',
      parent: '/general/process/sponsor',
      title: { zh: '充值申请表', en: 'Recharge request form' },
      propsFromQuery: true,
    },
    {
      path: '/general/process/recharge-apply/payment/apply',
      parent: '/general/process/sponsor',
      title: { zh: '付款申请表', en: 'Payment request form' },
      propsFromQuery: true,
    },
    {
      path: '/general/process/recharge-apply/hedge/apply',
      parent: '/general/process/sponsor',
      title: { zh: '网关转账申请表', en: 'Gateway transfer request form' },
      propsFromQuery: true,
    },
    {
      path: '/general/process/credit-apply/prepay/apply',
      parent: '/general/process/sponsor',
      title: { zh: '预付费信用申请', en: 'Prepaid credit request' },
      propsFromQuery: true,
    },
    {
      path: '/general/process/credit-apply/postpay/apply',
      parent: '/general/process/sponsor',
      title: { zh: '后付费信用申请', en: 'Postpaid credit request' },
      propsFromQuery: true,
    },
    {
      path: '/general/process/credit-apply/deferral/apply',
      parent: '/general/process/sponsor',
      title: { zh: '延期付款申请', en: 'Payment deferral request' },
      propsFromQuery: true,
    },
    {
      path: '/general/process/credit-apply/method/apply',
      parent: '/general/process/sponsor',
      title: { zh: '付费方式变更申请', en: 'Payment method change request' },
      propsFromQuery: true,
    },
    {
      path: '/general/process/credit-apply/bill-change/apply',
      parent: '/general/process/sponsor',
      title: { zh: '账单变更申请', en: 'Bill change request' },
      propsFromQuery: true,
    },
    {
      path: '/general/process/credit-apply/temporary/apply',
      parent: '/general/process/sponsor',
      title: { zh: '临时信用申请', en: 'Temporary credit request' },
      propsFromQuery: true,
    },
    {
      path: '/general/process/special-apply/special/apply',
      parent: '/general/process/sponsor',
      title: { zh: '特价申请表', en: 'Special price request form' },
      propsFromQuery: true,
    },
    {
      path: '/general/process/special-apply/voice-special/apply',
      parent: '/general/process/sponsor',
      title: { zh: '语音特价申请表', en: 'Voice special price request form' },
      propsFromQuery: true,
    },
    {
      path: '/general/process/supplier-apply/supplier/apply',
      parent: '/general/process/sponsor',
      title: { zh: '供应商申请表', en: 'Supplier request form' },
      propsFromQuery: true,
    },
    {
      path: '/general/process/supplier-body-replace/apply',
      parent: '/general/process/sponsor',
      title: { zh: '供应商主体变更申请', en: 'Supplier entity replacement request' },
      propsFromQuery: true,
    },
    {
      path: '/general/process/modify-client-source/apply',
      parent: '/general/process/sponsor',
      title: { zh: '客户来源变更申请', en: 'Customer source change request' },
      propsFromQuery: true,
    },
    {
      path: '/general/process/modify-supplier-source/apply',
      parent: '/general/process/sponsor',
      title: { zh: '供应商来源变更申请', en: 'Supplier source change request' },
      propsFromQuery: true,
    },
    {
      path: '/general/process/contract-seal/apply',
      parent: '/general/process/sponsor',
      title: { zh: '合同用印申请', en: 'Contract seal request' },
      propsFromQuery: true,
    },
    {
      path: '/general/process/account/unsuspend/apply',
      parent: '/general/process/sponsor',
      title: { zh: '账户解除暂停申请', en: 'Account unsuspension request' },
      propsFromQuery: true,
    },
    {
      path: '/general/process/sea-pick-cust-lead/apply',
      parent: '/general/process/sponsor',
      title: { zh: '公海客户线索领取申请', en: 'Open-sea lead pick-up request' },
      propsFromQuery: true,
    },
    {
      path: '/general/process/cross-dept-share/apply',
      parent: '/general/process/sponsor',
      title: { zh: '跨部门共享申请', en: 'Cross-department share request' },
      propsFromQuery: true,
    },
  ],
};
