import type { SectionDef } from '../types';

/** Reports (sections.md §2 "Reports"). */
export const rptSection: SectionDef = {
  area: 'RPT',
  prefix: '/reportAnalysis',
  iframeName: 'rpt',
  icon: 'BarChart3',
  title: { zh: '报表分析', en: 'Report analysis' },
  shortEn: 'Reports',
  description: {
    zh: '用户、通道、设备、供应商、短信与语音的统计报表和利润分析。',
    en: 'Reports and profit analysis of users, channels, devices, suppliers, SMS and voice.',
  },
  groups: [
    {
      key: 'user-reports',
      title: { zh: '用户与消费', en: 'Users and consumption' },
      pages: [
        {
          path: '/reportAnalysis/userReport',
          title: { zh: '用户报表', en: 'User report' },
          description: {
            zh: '按用户统计全部产品的收入、成本、利润和利润率，也可按供应商、国家、销售、部门或产品查看。',
            en: 'Revenue, cost, profit and margin of all products per user, or by supplier, country, salesperson, department or product.',
          },
          keywords: ['user report', 'customer profit', '客户利润', '全部产品利润'],
        },
        {
          path: '/reportAnalysis/user-analysis',
          title: { zh: '用户分析', en: 'User analysis' },
          description: { zh: '分析用户的使用情况。', en: 'Analyse how users use the services.' },
          keywords: ['user analysis'],
        },
        {
          path: '/reportAnalysis/consume-report',
          title: { zh: '消费报表', en: 'Consumption report' },
          description: { zh: '统计客户的消费。', en: 'Customer consumption statistics.' },
          keywords: ['consumption', '消耗'],
        },
        {
          path: '/reportAnalysis/partner-profit-withdrawal',
          title: { zh: '伙伴利润提现', en: 'Partner profit withdrawals' },
          shortEn: 'Partner withdrawals',
          description: { zh: '统计伙伴的利润提现。', en: 'Statistics of partner profit withdrawals.' },
          keywords: ['partner', 'withdrawal', '提现'],
        },
      ],
    },
    {
      key: 'resource-reports',
      title: { zh: '通道与供应商', en: 'Channels and suppliers' },
      pages: [
        {
          path: '/reportAnalysis/channelReport',
          title: { zh: '通道报表', en: 'Channel report' },
          description: { zh: '按通道统计的报表。', en: 'Report per channel.' },
          keywords: ['channel report'],
        },
        {
          path: '/reportAnalysis/channel/analysis',
          title: { zh: '通道分析', en: 'Channel analysis' },
          description: { zh: '分析通道的表现。', en: 'Analyse channel performance.' },
          keywords: ['channel analysis'],
        },
        {
          path: '/reportAnalysis/supplierReport',
          title: { zh: '供应商报表', en: 'Supplier report' },
          description: { zh: '按供应商统计的报表。', en: 'Report per supplier.' },
          keywords: ['supplier report'],
        },
        {
          path: '/reportAnalysis/equipReport',
          title: { zh: '设备报表', en: 'Device report' },
          description: { zh: '按设备统计的报表。', en: 'Report per device.' },
          keywords: ['equipment', 'device report'],
        },
        {
          path: '/reportAnalysis/goip/analysis',
          title: { zh: 'GoIP 分析', en: 'GoIP analysis' },
          description: { zh: '分析 GoIP 设备的使用。', en: 'Analyse GoIP device usage.' },
          keywords: ['goip'],
        },
      ],
    },
    {
      key: 'sms-reports',
      title: { zh: '短信报表', en: 'SMS reports' },
      pages: [
        {
          path: '/reportAnalysis/smsProfitAnalysis',
          title: { zh: '短信利润分析', en: 'SMS profit analysis' },
          description: { zh: '分析短信业务的利润。', en: 'Analyse the profit of the SMS business.' },
          keywords: ['sms profit', '利润'],
        },
        {
          path: '/reportAnalysis/startSms',
          title: { zh: '短信起量统计', en: 'SMS start-up statistics' },
          shortEn: 'SMS start-up',
          description: { zh: '统计短信业务的起量情况。', en: 'Statistics of SMS traffic start-up.' },
          keywords: ['start sms'],
        },
        {
          // "sms/report with c-end, r-end and operation variants": the variants are the pages;
          // sms/report alone is not one.
          path: '/reportAnalysis/sms/report/c-end',
          title: { zh: '直客短信报表', en: 'Direct customer SMS report' },
          shortEn: 'Direct SMS report',
          description: { zh: '直客的短信统计报表。', en: 'SMS report of direct customers.' },
          keywords: ['sms report', 'c-end'],
        },
        {
          path: '/reportAnalysis/sms/report/r-end',
          title: { zh: '代理短信报表', en: 'Agent SMS report' },
          description: { zh: '代理客户的短信统计报表。', en: 'SMS report of agent customers.' },
          keywords: ['sms report', 'r-end'],
        },
        {
          path: '/reportAnalysis/sms/report/operation',
          title: { zh: '短信运营报表', en: 'SMS operations report' },
          description: { zh: '面向运营的短信统计报表。', en: 'SMS report for operations.' },
          keywords: ['sms report', 'operation'],
        },
        {
          path: '/reportAnalysis/sms/analysis/c-end',
          title: { zh: '直客短信分析', en: 'Direct customer SMS analysis' },
          shortEn: 'Direct SMS analysis',
          description: { zh: '分析直客的短信发送。', en: 'Analyse the SMS traffic of direct customers.' },
          keywords: ['sms analysis', 'c-end'],
        },
        {
          path: '/reportAnalysis/sms/analysis/r-end',
          title: { zh: '代理短信分析', en: 'Agent SMS analysis' },
          description: { zh: '分析代理客户的短信发送。', en: 'Analyse the SMS traffic of agent customers.' },
          keywords: ['sms analysis', 'r-end'],
        },
        {
          path: '/reportAnalysis/otp-sms-statistics',
          title: { zh: 'OTP 短信统计', en: 'OTP SMS statistics' },
          description: { zh: '统计 OTP 验证码短信。', en: 'Statistics of OTP SMS.' },
          keywords: ['otp', 'verification code', '验证码'],
        },
        {
          path: '/reportAnalysis/sms/twoway-user-statistics',
          title: { zh: '双向短信用户统计', en: 'Two-way SMS user statistics' },
          shortEn: 'Two-way SMS users',
          description: { zh: '统计双向短信的用户。', en: 'Statistics of two-way SMS users.' },
          keywords: ['two-way', '双向'],
        },
      ],
    },
    {
      key: 'voice-reports',
      title: { zh: '语音与 WhatsApp', en: 'Voice and WhatsApp' },
      pages: [
        {
          path: '/reportAnalysis/voiceReport',
          title: { zh: '语音报表', en: 'Voice report' },
          description: { zh: '语音业务的统计报表。', en: 'Report of the voice business.' },
          keywords: ['voice report'],
        },
        {
          path: '/reportAnalysis/voice/profit',
          title: { zh: '语音利润分析', en: 'Voice profit analysis' },
          description: { zh: '分析语音业务的利润。', en: 'Analyse the profit of the voice business.' },
          keywords: ['voice profit', '利润'],
        },
        {
          path: '/reportAnalysis/startVoice',
          title: { zh: '语音起量统计', en: 'Voice start-up statistics' },
          shortEn: 'Voice start-up',
          description: { zh: '统计语音业务的起量情况。', en: 'Statistics of voice traffic start-up.' },
          keywords: ['start voice'],
        },
        {
          path: '/reportAnalysis/wa-session-statistics',
          title: { zh: 'WhatsApp 会话统计', en: 'WhatsApp session statistics' },
          shortEn: 'WhatsApp statistics',
          description: { zh: '统计 WhatsApp 会话。', en: 'Statistics of WhatsApp sessions.' },
          keywords: ['wa', 'whatsapp session'],
        },
      ],
    },
  ],
  details: [],
};
