import type { SectionDef } from '../types';

/** Quotation (sections.md §2 "Quotation"); the prefix may be visited without a session. */
export const qmSection: SectionDef = {
  area: 'QM',
  prefix: '/offerManage',
  iframeName: 'qm',
  icon: 'FileText',
  title: { zh: '报价管理', en: 'Quotation management' },
  shortEn: 'Quotations',
  description: {
    zh: '供应商与客户报价、报价组、报价邮件、限价与特价审批。',
    en: 'Supplier and customer quotes, quote groups and e-mails, price limits and approvals.',
  },
  publicPrefix: true,
  groups: [
    {
      key: 'supplier-quotes',
      title: { zh: '供应商报价', en: 'Supplier quotes' },
      pages: [
        {
          path: '/offerManage/supplierQuote/sms',
          title: { zh: '短信供应商报价', en: 'SMS supplier quotes' },
          description: { zh: '管理短信供应商的报价。', en: 'Manage the quotes of SMS suppliers.' },
          keywords: ['supplier quote', 'sms'],
        },
        {
          path: '/offerManage/supplierQuote/voiceSupplier',
          title: { zh: '语音供应商报价', en: 'Voice supplier quotes' },
          description: { zh: '管理语音供应商的报价。', en: 'Manage the quotes of voice suppliers.' },
          keywords: ['supplier quote', 'voice'],
        },
        {
          path: '/offerManage/supplier-quote/ai-vendor-quote',
          title: { zh: 'AI 语音供应商报价', en: 'AI voice vendor quotes' },
          description: { zh: '管理 AI 语音供应商的报价。', en: 'Manage the quotes of AI voice vendors.' },
          keywords: ['ai vendor', 'ai quote'],
        },
        {
          // "supplier-quote/ai-vendor-quote; ai-quote-log": ai-quote-log stays under
          // supplier-quote/ like the item before it.
          path: '/offerManage/supplier-quote/ai-quote-log',
          title: { zh: 'AI 报价日志', en: 'AI quote log' },
          description: { zh: '查看 AI 报价的变更日志。', en: 'View the change log of AI quotes.' },
          keywords: ['ai quote log'],
        },
      ],
    },
    {
      key: 'customer-quotes',
      title: { zh: '客户报价', en: 'Customer quotes' },
      pages: [
        {
          path: '/offerManage/customer-quote/sms',
          title: { zh: '客户短信报价', en: 'Customer SMS quotes' },
          description: { zh: '管理并发送客户的短信报价。', en: 'Manage and send SMS quotes to customers.' },
          keywords: ['customer quote', 'sms'],
        },
        {
          path: '/offerManage/customer-quote/voice',
          title: { zh: '客户语音报价', en: 'Customer voice quotes' },
          description: { zh: '管理并发送客户的语音报价。', en: 'Manage and send voice quotes to customers.' },
          keywords: ['customer quote', 'voice'],
        },
        {
          path: '/offerManage/customer-quote/number',
          title: { zh: '客户号码报价', en: 'Customer number quotes' },
          description: { zh: '管理并发送客户的号码报价。', en: 'Manage and send number quotes to customers.' },
          keywords: ['customer quote', 'number'],
        },
        {
          path: '/offerManage/customer-quote/whatsapp',
          title: { zh: '客户 WhatsApp 报价', en: 'Customer WhatsApp quotes' },
          shortEn: 'WhatsApp quotes',
          description: {
            zh: '管理并发送客户的 WhatsApp 报价。',
            en: 'Manage and send WhatsApp quotes to customers.',
          },
          keywords: ['customer quote', 'whatsapp', 'wa'],
        },
        {
          path: '/offerManage/agents-quote',
          title: { zh: '代理商报价', en: 'Agent quotes' },
          description: { zh: '管理代理商的报价。', en: 'Manage agent quotes.' },
          keywords: ['agent quote', '代理'],
        },
      ],
    },
    {
      key: 'quote-query',
      title: { zh: '报价查询', en: 'Quote queries' },
      pages: [
        {
          path: '/offerManage/quote-query/customer',
          title: { zh: '客户报价查询', en: 'Customer quote query' },
          description: { zh: '查询发给客户的报价。', en: 'Look up quotes sent to customers.' },
          keywords: ['quote query', 'customer'],
        },
        {
          path: '/offerManage/quote-query/supplier',
          title: { zh: '供应商报价查询', en: 'Supplier quote query' },
          description: { zh: '查询供应商的报价。', en: 'Look up supplier quotes.' },
          keywords: ['quote query', 'supplier'],
        },
      ],
    },
    {
      key: 'quote-groups',
      title: { zh: '报价组与邮件', en: 'Quote groups and e-mails' },
      shortEn: 'Quote groups',
      pages: [
        {
          path: '/offerManage/quote-group/quote',
          title: { zh: '报价组', en: 'Quote groups' },
          description: { zh: '管理客户报价组。', en: 'Manage customer quote groups.' },
          keywords: ['quote group', '分组'],
        },
        {
          path: '/offerManage/quote-group/az',
          title: { zh: 'A-Z 报价组', en: 'A-Z quote groups' },
          description: { zh: '管理 A-Z 报价组。', en: 'Manage A-Z quote groups.' },
          keywords: ['a-z', 'az'],
        },
        {
          path: '/offerManage/quote-email',
          title: { zh: '报价邮件', en: 'Quote e-mails' },
          description: { zh: '查看已发送的报价邮件。', en: 'View sent quote e-mails.' },
          keywords: ['quote email'],
        },
      ],
    },
    {
      key: 'price-limits',
      title: { zh: '限价管理', en: 'Price limits' },
      pages: [
        {
          path: '/offerManage/sms-price-limit',
          title: { zh: '短信限价', en: 'SMS price limits' },
          description: { zh: '设置短信报价的限价。', en: 'Set the price limits of SMS quotes.' },
          keywords: ['price limit', 'sms'],
        },
        {
          path: '/offerManage/voice-price-limit',
          title: { zh: '语音限价', en: 'Voice price limits' },
          description: { zh: '设置语音报价的限价。', en: 'Set the price limits of voice quotes.' },
          keywords: ['price limit', 'voice'],
        },
      ],
    },
    {
      key: 'approvals',
      title: { zh: '报价审批', en: 'Quote approvals' },
      pages: [
        {
          path: '/offerManage/quota-apply-approval/special',
          title: { zh: '特价审批', en: 'Special price approval' },
          description: { zh: '审批特价申请。', en: 'Approve special price requests.' },
          keywords: ['special price', '特价'],
        },
        {
          path: '/offerManage/quota-apply-approval/supplier',
          title: { zh: '供应商报价审批', en: 'Supplier quote approval' },
          description: { zh: '审批供应商报价申请。', en: 'Approve supplier quote requests.' },
          keywords: ['supplier approval'],
        },
        {
          path: '/offerManage/quota-apply-approval/voice-special',
          title: { zh: '语音特价审批', en: 'Voice special price approval' },
          shortEn: 'Voice special prices',
          description: { zh: '审批语音特价申请。', en: 'Approve voice special price requests.' },
          keywords: ['voice special', '特价'],
        },
      ],
    },
  ],
  details: [
    {
      path: '/offerManage/quote-group/quote/detail',
      parent: '/offerManage/quote-group/quote',
      title: { zh: '报价组详情', en: 'Quote group details' },
      propsFromQuery: true,
    },
    {
      path: '/offerManage/quote-email/detail',
      parent: '/offerManage/quote-email',
      title: { zh: '报价邮件详情', en: 'Quote e-mail details' },
      propsFromQuery: true,
    },
    {
      path: '/offerManage/quota-apply-approval/special/detail',
      parent: '/offerManage/quota-apply-approval/special',
      title: { zh: '特价审批详情', en: 'Special price approval details' },
      propsFromQuery: true,
    },
    {
      path: '/offerManage/quota-apply-approval/special/apply',
      parent: '/offerManage/quota-apply-approval/special',
      title: { zh: '特价申请', en: 'Special price request' },
      propsFromQuery: true,
    },
    {
      path: '/offerManage/quota-apply-approval/supplier/detail',
      parent: '/offerManage/quota-apply-approval/supplier',
      title: { zh: '供应商报价审批详情', en: 'Supplier quote approval details' },
      propsFromQuery: true,
    },
    {
      path: '/offerManage/quota-apply-approval/voice-special/detail',
      parent: '/offerManage/quota-apply-approval/voice-special',
      title: { zh: '语音特价审批详情', en: 'Voice special price approval details' },
      propsFromQuery: true,
    },
    {
      path: '/offerManage/quota-apply-approval/voice-special/apply',
      parent: '/offerManage/quota-apply-approval/voice-special',
      title: { zh: '语音特价申请', en: 'Voice special price request' },
      propsFromQuery: true,
    },
    {
      // Send pages (shell.md §2): each is highlighted on the quote list it belongs to.
      path: '/offerManage/addGroup',
      parent: '/offerManage/quote-group/quote',
      title: { zh: '新增报价组', en: 'Add quote group' },
      propsFromQuery: true,
    },
    {
      path: '/offerManage/sendSmsAZQuotation',
      parent: '/offerManage/quote-group/az',
      title: { zh: '发送短信 A-Z 报价', en: 'Send SMS A-Z quote' },
      propsFromQuery: true,
    },
    {
      path: '/offerManage/sendSmsQuotation',
      parent: '/offerManage/customer-quote/sms',
      title: { zh: '发送短信报价', en: 'Send SMS quote' },
      propsFromQuery: true,
    },
    {
      path: '/offerManage/sendSmsGroupQuotation',
      parent: '/offerManage/quote-group/quote',
      title: { zh: '发送短信报价组', en: 'Send SMS group quote' },
      propsFromQuery: true,
    },
    {
      path: '/offerManage/sendSmsGroupQuotationUpload',
      parent: '/offerManage/quote-group/quote',
      title: { zh: '上传并发送短信报价组', en: 'Upload and send SMS group quote' },
      propsFromQuery: true,
    },
    {
      path: '/offerManage/sendVoiceQuotation',
      parent: '/offerManage/customer-quote/voice',
      title: { zh: '发送语音报价', en: 'Send voice quote' },
      propsFromQuery: true,
    },
    {
      path: '/offerManage/sendAiVoiceQuotation',
      parent: '/offerManage/customer-quote/voice',
      title: { zh: '发送 AI 语音报价', en: 'Send AI voice quote' },
      propsFromQuery: true,
    },
    {
      path: '/offerManage/sendNumberQuotation',
      parent: '/offerManage/customer-quote/number',
      title: { zh: '发送号码报价', en: 'Send number quote' },
      propsFromQuery: true,
    },
    {
      path: '/offerManage/sendWhatsAppQuotation',
      parent: '/offerManage/customer-quote/whatsapp',
      title: { zh: '发送 WhatsApp 报价', en: 'Send WhatsApp quote' },
      propsFromQuery: true,
    },
    {
      path: '/offerManage/supplierSmsQuotation',
      parent: '/offerManage/supplierQuote/sms',
      title: { zh: '供应商短信报价单', en: 'Supplier SMS quotation form' },
      propsFromQuery: true,
    },
    {
      path: '/offerManage/supplierVoiceQuotation',
      parent: '/offerManage/supplierQuote/voiceSupplier',
      title: { zh: '供应商语音报价单', en: 'Supplier voice quotation form' },
      propsFromQuery: true,
    },
    {
      path: '/offerManage/supplierAiVoiceQuotation',
      parent: '/offerManage/supplier-quote/ai-vendor-quote',
      title: { zh: '供应商 AI 语音报价单', en: 'Supplier AI voice quotation form' },
      propsFromQuery: true,
    },
    {
      path: '/offerManage/sendOtpSmsQuotation',
      parent: '/offerManage/customer-quote/sms',
      title: { zh: '发送 OTP 短信报价', en: 'Send OTP SMS quote' },
      propsFromQuery: true,
    },
    {
      path: '/offerManage/sendOtpSmsGroupQuotation',
      parent: '/offerManage/customer-quote/sms',
      title: { zh: '发送 OTP 短信报价组', en: 'Send OTP SMS group quote' },
      propsFromQuery: true,
    },
    {
      path: '/offerManage/sendOtpVoiceQuotation',
      parent: '/offerManage/customer-quote/voice',
      title: { zh: '发送 OTP 语音报价', en: 'Send OTP voice quote' },
      propsFromQuery: true,
    },
    {
      path: '/offerManage/specialPriceDetail',
      parent: '/offerManage/quota-apply-approval/special',
      title: { zh: '特价详情', en: 'Special price details' },
      propsFromQuery: true,
    },
    {
      path: '/offerManage/emailQueriesCen',
      parent: '/offerManage/quote-email',
      title: { zh: '报价邮件查询中心', en: 'Quote e-mail query centre' },
      propsFromQuery: true,
    },
  ],
};
