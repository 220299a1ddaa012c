import type { SectionDef } from '../types';

/** CRM (sections.md §2 "CRM" and the CRM detail pages of shell.md §2). */
export const crmSection: SectionDef = {
  area: 'CRM',
  prefix: '/crm',
  iframeName: 'crm',
  icon: 'Users',
  title: { zh: '客户管理', en: 'Customer management' },
  shortEn: 'Customers',
  description: {
    zh: '客户、业务伙伴、公海、黑名单、流转记录与销售分析。',
    en: 'Customers, business partners, open sea, blacklist, transfer records and sales analysis.',
  },
  groups: [
    {
      key: 'customers',
      title: { zh: '客户与伙伴', en: 'Customers and partners' },
      pages: [
        {
          path: '/crm/client-partner/my-client',
          title: { zh: '我的客户', en: 'My clients' },
          description: { zh: '查看并跟进本人名下的客户。', en: 'View and follow up the customers you hold.' },
          keywords: ['my customer', 'client', '客户'],
        },
        {
          path: '/crm/business-partner',
          title: { zh: '业务伙伴', en: 'Business partners' },
          description: {
            zh: '管理业务伙伴及其商机。',
            en: 'Manage business partners and their opportunities.',
          },
          keywords: ['business opportunity', 'BO', '商机', '合作伙伴'],
        },
        {
          path: '/crm/open-sea',
          title: { zh: '客户公海', en: 'Customer open sea' },
          description: { zh: '查看公海客户并领取。', en: 'View customers in the open sea and pick them up.' },
          onlyOneBookmark: true,
          keywords: ['open sea', 'pick up', '公海'],
        },
        {
          path: '/crm/blacklist',
          title: { zh: '客户黑名单', en: 'Customer blacklist' },
          description: { zh: '查看被列入黑名单的客户。', en: 'View blacklisted customers.' },
          keywords: ['blacklist', '黑名单'],
        },
      ],
    },
    {
      key: 'wander',
      title: { zh: '流转记录', en: 'Transfer records' },
      pages: [
        {
          path: '/crm/wander/transfer',
          title: { zh: '客户转移记录', en: 'Customer transfer records' },
          shortEn: 'Customer transfers',
          description: { zh: '查看客户的转移记录。', en: 'View records of customer transfers.' },
          keywords: ['transfer', '转移'],
        },
        {
          path: '/crm/wander/share',
          title: { zh: '客户共享记录', en: 'Customer share records' },
          description: { zh: '查看客户的共享记录。', en: 'View records of customer shares.' },
          keywords: ['share', '共享'],
        },
      ],
    },
    {
      key: 'operate',
      title: { zh: '客户运营', en: 'Customer operations' },
      pages: [
        {
          path: '/crm/operate/alias-record',
          title: { zh: '别名记录', en: 'Alias records' },
          description: { zh: '查看客户别名记录。', en: 'View customer alias records.' },
          keywords: ['alias', '别名'],
        },
        {
          path: '/crm/operate/approval-order',
          title: { zh: '审批单', en: 'Approval orders' },
          description: { zh: '查看客户相关的审批单。', en: 'View customer approval orders.' },
          keywords: ['approval', '审批'],
        },
        {
          path: '/crm/operate/team-name-change',
          title: { zh: '团队名称变更', en: 'Team name changes' },
          description: { zh: '查看团队名称变更。', en: 'View team name changes.' },
          keywords: ['team name', '团队'],
        },
      ],
    },
    {
      key: 'analysis',
      title: { zh: '数据分析', en: 'Analysis' },
      pages: [
        {
          path: '/crm/data-analysis/sales-funnels',
          title: { zh: '销售漏斗', en: 'Sales funnel' },
          description: { zh: '按阶段分析销售转化。', en: 'Sales conversion by stage.' },
          keywords: ['funnel', '漏斗'],
        },
        {
          path: '/crm/data-analysis/performance',
          title: { zh: '销售业绩分析', en: 'Sales performance analysis' },
          shortEn: 'Sales analysis',
          description: { zh: '分析销售业绩。', en: 'Analyse sales performance.' },
          keywords: ['performance', '业绩'],
        },
        {
          path: '/crm/market-analysis/account-track',
          title: { zh: '账户跟踪', en: 'Account tracking' },
          description: { zh: '跟踪客户账户的市场表现。', en: 'Track customer accounts for market analysis.' },
          keywords: ['account track', 'market analysis', '市场分析'],
        },
      ],
    },
  ],
  details: [
    {
      // "client-partner/my-client with details and details-partner": both are sub-paths of
      // my-client.
      path: '/crm/client-partner/my-client/details',
      parent: '/crm/client-partner/my-client',
      title: { zh: '我的客户详情', en: 'My client details' },
      propsFromQuery: true,
    },
    {
      path: '/crm/client-partner/my-client/details-partner',
      parent: '/crm/client-partner/my-client',
      title: { zh: '我的客户伙伴详情', en: 'My client partner details' },
      propsFromQuery: true,
    },
    {
      path: '/crm/business-partner/details',
      parent: '/crm/business-partner',
      title: { zh: '业务伙伴详情', en: 'Business partner details' },
      propsFromQuery: true,
    },
    {
      path: '/crm/open-sea/details',
      parent: '/crm/open-sea',
      title: { zh: '公海客户详情', en: 'Open-sea customer details' },
      propsFromQuery: true,
    },
    {
      path: '/crm/open-sea/partner-details',
      parent: '/crm/open-sea',
      title: { zh: '公海伙伴详情', en: 'Open-sea partner details' },
      propsFromQuery: true,
    },
    {
      path: '/crm/open-sea/sea-details',
      parent: '/crm/open-sea',
      title: { zh: '公海详情', en: 'Open-sea details' },
      propsFromQuery: true,
    },
    {
      path: '/crm/blacklist/details',
      parent: '/crm/blacklist',
      title: { zh: '黑名单客户详情', en: 'Blacklisted customer details' },
      propsFromQuery: true,
    },
    {
      path: '/crm/operate/alias-record/details',
      parent: '/crm/operate/alias-record',
      title: { zh: '别名记录详情', en: 'Alias record details' },
      propsFromQuery: true,
    },
    {
      path: '/crm/operate/approval-order/detail',
      parent: '/crm/operate/approval-order',
      title: { zh: '审批单详情', en: 'Approval order details' },
      propsFromQuery: true,
    },
    {
      // Detail pages of shell.md §2.
      path: '/crm/customerDetailBuka',
      parent: '/crm/client-partner/my-client',
      title: { zh: '客户详情', en: 'Customer details' },
      propsFromQuery: true,
    },
    {
      path: '/crm/addCustomerBuka',
      parent: '/crm/client-partner/my-client',
      title: { zh: '新增客户', en: 'Add customer' },
      propsFromQuery: true,
    },
    {
      path: '/crm/agentCustDetailBuka',
      parent: '/crm/client-partner/my-client',
      title: { zh: '代理客户详情', en: 'Agent customer details' },
      propsFromQuery: true,
    },
    {
      path: '/crm/agentDetailBuka',
      parent: '/crm/client-partner/my-client',
      title: { zh: '代理商详情', en: 'Agent details' },
      propsFromQuery: true,
    },
    {
      path: '/crm/addBo',
      parent: '/crm/business-partner',
      title: { zh: '新建商机', en: 'Create business opportunity' },
      propsFromQuery: true,
    },
    {
      path: '/crm/BODetail',
      parent: '/crm/business-partner',
      title: { zh: '商机详情', en: 'Business opportunity details' },
      propsFromQuery: true,
    },
    {
      path: '/crm/addClassA',
      parent: '/crm/client-partner/my-client',
      title: { zh: '新增 A 类客户', en: 'Add class A customer' },
      propsFromQuery: true,
    },
    {
      path: '/crm/classADetails',
      parent: '/crm/client-partner/my-client',
      title: { zh: 'A 类客户详情', en: 'Class A customer details' },
      propsFromQuery: true,
    },
    {
      // CRM mail pages: no CRM menu page is about mail; they are opened for a customer, so
      // my-client stays highlighted.
      path: '/crm/sendOutBox',
      parent: '/crm/client-partner/my-client',
      title: { zh: '写客户邮件', en: 'Write customer e-mail' },
      propsFromQuery: true,
    },
    {
      path: '/crm/inBoxDetails',
      parent: '/crm/client-partner/my-client',
      title: { zh: '收件详情', en: 'Received mail details' },
      propsFromQuery: true,
    },
    {
      path: '/crm/editDraftBox',
      parent: '/crm/client-partner/my-client',
      title: { zh: '编辑草稿', en: 'Edit draft' },
      propsFromQuery: true,
    },
    {
      path: '/crm/outBoxDetails',
      parent: '/crm/client-partner/my-client',
      title: { zh: '发件详情', en: 'Sent mail details' },
      propsFromQuery: true,
    },
    {
      path: '/crm/dustbinDetails',
      parent: '/crm/client-partner/my-client',
      title: { zh: '已删除邮件详情', en: 'Deleted mail details' },
      propsFromQuery: true,
    },
    {
      path: '/crm/emailMarketingDetails',
      parent: '/crm/client-partner/my-client',
      title: { zh: '营销邮件详情', en: 'Marketing e-mail details' },
      propsFromQuery: true,
    },
    {
      path: '/crm/sendEditMarketingEmails',
      parent: '/crm/client-partner/my-client',
      title: { zh: '编辑营销邮件', en: 'Edit marketing e-mail' },
      propsFromQuery: true,
    },
    {
      path: '/crm/emailTrackingDetails',
      parent: '/crm/client-partner/my-client',
      title: { zh: '邮件跟踪详情', en: 'E-mail tracking details' },
      propsFromQuery: true,
    },
    {
      path: '/crm/addEditEmail',
      parent: '/crm/client-partner/my-client',
      title: { zh: '新增/编辑邮件', en: 'Add or edit e-mail' },
      propsFromQuery: true,
    },
  ],
};
