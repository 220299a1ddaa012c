import type { SectionDef } from '../types';

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
  shortEn: 'Inquiry',
  description: {
    zh: '业绩、发送记录与任务、通道、应用与网关、代理与设备查询。',
    en: 'Performance, send records and tasks, channels, gateways, agent and device queries.',
  },
  groups: [
    {
      key: 'performance',
      title: { zh: '业绩查询', en: 'Performance' },
      pages: [
        {
          path: '/businessInquiry/resultsQuery/day/c-end',
          title: { zh: '直客日业绩', en: 'Direct customer daily performance' },
          shortEn: 'Direct daily',
          description: { zh: '按日查询直客的业绩。', en: 'Daily performance of direct customers.' },
          keywords: ['daily performance', 'c-end', '日业绩'],
        },
        {
          path: '/businessInquiry/resultsQuery/day/r-end',
          title: { zh: '代理日业绩', en: 'Agent daily performance' },
          shortEn: 'Agent daily',
          description: { zh: '按日查询代理客户的业绩。', en: 'Daily performance of agent customers.' },
          keywords: ['daily performance', 'r-end', '日业绩'],
        },
        {
          path: '/businessInquiry/resultsQuery/month',
          title: { zh: '月度业绩', en: 'Monthly performance' },
          description: { zh: '按月查询业绩。', en: 'Performance by month.' },
          keywords: ['monthly performance', '月业绩'],
        },
        {
          path: '/businessInquiry/smsPerformance',
          title: { zh: '短信业绩', en: 'SMS performance' },
          description: { zh: '查询短信业务的业绩。', en: 'Performance of the SMS business.' },
          keywords: ['sms'],
        },
        {
          path: '/businessInquiry/voicePerformance',
          title: { zh: '语音业绩', en: 'Voice performance' },
          description: { zh: '查询语音业务的业绩。', en: 'Performance of the voice business.' },
          keywords: ['voice'],
        },
        {
          path: '/businessInquiry/mailPerformance',
          title: { zh: '邮件业绩', en: 'Mail performance' },
          description: { zh: '查询邮件业务的业绩。', en: 'Performance of the e-mail business.' },
          keywords: ['email', 'mail'],
        },
        {
          path: '/businessInquiry/numberPerformance',
          title: { zh: '号码业绩', en: 'Number performance' },
          description: { zh: '查询号码业务的业绩。', en: 'Performance of the number business.' },
          keywords: ['number'],
        },
        {
          path: '/businessInquiry/star-promoter-performance',
          title: { zh: '星推官业绩', en: 'Star promoter performance' },
          shortEn: 'Star promoters',
          description: { zh: '查询星推官的业绩。', en: 'Performance of star promoters.' },
          keywords: ['star promoter', '推广'],
        },
        {
          path: '/businessInquiry/agentPerformance',
          title: { zh: '代理商业绩', en: 'Agent performance' },
          description: { zh: '查询代理商的业绩。', en: 'Performance of agents.' },
          keywords: ['agent', '代理'],
        },
        {
          path: '/businessInquiry/gift-performance',
          title: { zh: '赠送业绩', en: 'Gift performance' },
          description: { zh: '查询赠送部分的业绩。', en: 'Performance from gifts.' },
          keywords: ['gift', '赠送'],
        },
        {
          path: '/businessInquiry/resultsQuery/wa',
          title: { zh: 'WhatsApp 业绩', en: 'WhatsApp performance' },
          description: { zh: '查询 WhatsApp 业务的业绩。', en: 'Performance of the WhatsApp business.' },
          keywords: ['wa', 'whatsapp'],
        },
        {
          path: '/businessInquiry/resultsQuery/ants',
          title: { zh: 'ANTS 业绩', en: 'ANTS performance' },
          description: { zh: '查询 ANTS 业务的业绩。', en: 'Performance of the ANTS business.' },
          keywords: ['ants'],
        },
      ],
    },
    {
      key: 'send-records',
      title: { zh: '发送记录与任务', en: 'Records and tasks' },
      pages: [
        {
          path: '/businessInquiry/sendRcdQuery',
          title: { zh: '短信发送记录', en: 'SMS send records' },
          description: { zh: '查询短信的发送记录。', en: 'Look up SMS send records.' },
          keywords: ['send record', 'sms log', '发送记录'],
        },
        {
          path: '/businessInquiry/smsTaskQuery',
          title: { zh: '短信任务查询', en: 'SMS tasks' },
          description: { zh: '查询短信发送任务。', en: 'Look up SMS send tasks.' },
          keywords: ['sms task', '任务'],
        },
        {
          path: '/businessInquiry/sms-appointment-record',
          title: { zh: '短信预约记录', en: 'Scheduled SMS records' },
          description: { zh: '查询预约发送的短信。', en: 'Look up scheduled SMS sends.' },
          keywords: ['appointment', 'scheduled', '定时'],
        },
        {
          path: '/businessInquiry/sms-bidirectional',
          title: { zh: '双向短信记录', en: 'Two-way SMS records' },
          description: { zh: '查询双向短信的收发记录。', en: 'Look up two-way SMS traffic.' },
          keywords: ['two-way', 'bidirectional', '双向'],
        },
        {
          path: '/businessInquiry/twowaytask',
          title: { zh: '双向短信任务', en: 'Two-way SMS tasks' },
          description: { zh: '查询双向短信任务。', en: 'Look up two-way SMS tasks.' },
          keywords: ['two-way task', '双向'],
        },
        {
          path: '/businessInquiry/send-query/auto-recall-task',
          title: { zh: '自动重呼任务', en: 'Auto-recall tasks' },
          description: { zh: '查询自动重呼任务。', en: 'Look up auto-recall tasks.' },
          keywords: ['auto recall', 'recall'],
        },
        {
          path: '/businessInquiry/apiQueueManage',
          title: { zh: 'API 队列管理', en: 'API queues' },
          description: { zh: '查看并管理 API 发送队列。', en: 'View and manage the API send queues.' },
          keywords: ['api queue', '队列'],
        },
        {
          path: '/businessInquiry/channelVoiceQuery',
          title: { zh: '通道语音查询', en: 'Channel voice query' },
          description: { zh: '按通道查询语音记录。', en: 'Look up voice traffic by channel.' },
          keywords: ['channel voice'],
        },
        {
          path: '/businessInquiry/call-record',
          title: { zh: '通话记录', en: 'Call records' },
          description: { zh: '查询通话记录。', en: 'Look up call records.' },
          keywords: ['call record', 'cdr'],
        },
        {
          path: '/businessInquiry/voiceRecordQuery',
          title: { zh: '语音发送记录', en: 'Voice send records' },
          description: { zh: '查询语音的发送记录。', en: 'Look up voice send records.' },
          keywords: ['voice record', '语音记录'],
        },
        {
          path: '/businessInquiry/voiceSipRecord',
          title: { zh: 'SIP 通话记录', en: 'SIP call records' },
          description: { zh: '查询 SIP 通话记录。', en: 'Look up SIP call records.' },
          keywords: ['sip'],
        },
        {
          path: '/businessInquiry/voiceCcRecord',
          title: { zh: '呼叫中心记录', en: 'Call-centre records' },
          description: { zh: '查询呼叫中心的通话记录。', en: 'Look up call-centre call records.' },
          keywords: ['call centre', 'cc'],
        },
        {
          path: '/businessInquiry/voiceTaskManagement',
          title: { zh: '语音任务管理', en: 'Voice tasks' },
          description: { zh: '查询并管理语音任务。', en: 'Look up and manage voice tasks.' },
          keywords: ['voice task', '任务'],
        },
        {
          path: '/businessInquiry/mailSendingRecord',
          title: { zh: '邮件发送记录', en: 'Mail send records' },
          description: { zh: '查询邮件的发送记录。', en: 'Look up e-mail send records.' },
          keywords: ['mail record', 'email log'],
        },
        {
          path: '/businessInquiry/send-query/wa-send-record',
          title: { zh: 'WhatsApp 发送记录', en: 'WhatsApp send records' },
          description: { zh: '查询 WhatsApp 的发送记录。', en: 'Look up WhatsApp send records.' },
          keywords: ['wa', 'whatsapp'],
        },
        {
          path: '/businessInquiry/wa-session-record',
          title: { zh: 'WhatsApp 会话记录', en: 'WhatsApp session records' },
          shortEn: 'WhatsApp sessions',
          description: { zh: '查询 WhatsApp 会话记录。', en: 'Look up WhatsApp session records.' },
          keywords: ['wa session', 'whatsapp'],
        },
      ],
    },
    {
      key: 'channels',
      title: { zh: '通道与方案', en: 'Channels and solutions' },
      pages: [
        {
          path: '/businessInquiry/channelManage',
          title: { zh: '通道管理', en: 'Channels' },
          description: { zh: '查询并管理通道。', en: 'Look up and manage channels.' },
          keywords: ['channel', '通道'],
        },
        {
          path: '/businessInquiry/channelRecommend',
          title: { zh: '通道推荐', en: 'Channel recommendations' },
          description: { zh: '查询推荐的通道。', en: 'Look up recommended channels.' },
          keywords: ['recommend', '推荐'],
        },
        {
          path: '/businessInquiry/marketChannel',
          title: { zh: '市场通道', en: 'Market channels' },
          description: { zh: '查询市场通道。', en: 'Look up market channels.' },
          keywords: ['market channel'],
        },
        {
          path: '/businessInquiry/minxSolution',
          title: { zh: '混合方案', en: 'Mix solutions' },
          description: { zh: '查询混合通道方案。', en: 'Look up mixed channel solutions.' },
          keywords: ['mix', 'solution', '方案'],
        },
        {
          path: '/businessInquiry/vos-voice-account',
          title: { zh: 'VOS 语音账号', en: 'VOS voice accounts' },
          description: { zh: '查询 VOS 语音账号。', en: 'Look up VOS voice accounts.' },
          keywords: ['vos', 'voice account'],
        },
        {
          path: '/businessInquiry/portquery',
          title: { zh: '端口查询', en: 'Port query' },
          description: { zh: '查询端口。', en: 'Look up ports.' },
          keywords: ['port', '端口'],
        },
      ],
    },
    {
      key: 'app-gateway',
      title: { zh: '应用与网关', en: 'Apps and gateways' },
      pages: [
        {
          path: '/businessInquiry/app-query/sms',
          title: { zh: '短信应用查询', en: 'SMS apps' },
          description: { zh: '查询短信应用。', en: 'Look up SMS apps.' },
          keywords: ['app', 'sms'],
        },
        {
          path: '/businessInquiry/app-query/voice',
          title: { zh: '语音应用查询', en: 'Voice apps' },
          description: { zh: '查询语音应用。', en: 'Look up voice apps.' },
          keywords: ['app', 'voice'],
        },
        {
          path: '/businessInquiry/vos/online/landing',
          title: { zh: 'VOS 在线落地', en: 'VOS online landing' },
          description: { zh: '查询在线的 VOS 落地。', en: 'Look up online VOS landing.' },
          keywords: ['vos', 'landing', '落地'],
        },
        {
          path: '/businessInquiry/vos/online/docking',
          title: { zh: 'VOS 在线对接', en: 'VOS online docking' },
          description: { zh: '查询在线的 VOS 对接。', en: 'Look up online VOS docking.' },
          keywords: ['vos', 'docking', '对接'],
        },
        {
          path: '/businessInquiry/vos/landing/gateway',
          title: { zh: 'VOS 落地网关', en: 'VOS landing gateways' },
          description: { zh: '查询 VOS 落地网关。', en: 'Look up VOS landing gateways.' },
          keywords: ['vos', 'gateway', '网关'],
        },
        {
          path: '/businessInquiry/vos/docking/gateway',
          title: { zh: 'VOS 对接网关', en: 'VOS docking gateways' },
          description: { zh: '查询 VOS 对接网关。', en: 'Look up VOS docking gateways.' },
          keywords: ['vos', 'gateway', '网关'],
        },
        {
          path: '/businessInquiry/gateway/ip',
          title: { zh: '网关 IP', en: 'Gateway IPs' },
          description: { zh: '查询网关 IP。', en: 'Look up gateway IPs.' },
          keywords: ['ip', 'gateway'],
        },
      ],
    },
    {
      key: 'agent-device-channel',
      title: { zh: '代理/设备/通道查询', en: 'Agent, device and channel queries' },
      shortEn: 'Agents and devices',
      pages: [
        {
          path: '/businessInquiry/agent-query/page',
          title: { zh: '代理商查询', en: 'Agents' },
          description: { zh: '查询代理商。', en: 'Look up agents.' },
          keywords: ['agent', '代理'],
        },
        {
          path: '/businessInquiry/agent-query/customer',
          title: { zh: '代理商客户', en: 'Agent customers' },
          description: { zh: '查询代理商名下的客户。', en: 'Look up the customers of agents.' },
          keywords: ['agent customer'],
        },
        {
          path: '/businessInquiry/mcc-mnc-query',
          title: { zh: 'MCC/MNC 查询', en: 'MCC/MNC lookup' },
          description: {
            zh: '查询国家与运营商的 MCC/MNC。',
            en: 'Look up the MCC/MNC of countries and carriers.',
          },
          keywords: ['mcc', 'mnc', 'operator', '运营商'],
        },
        {
          path: '/businessInquiry/device-info',
          title: { zh: '设备信息', en: 'Devices' },
          description: { zh: '查询设备信息。', en: 'Look up device information.' },
          keywords: ['device', '设备'],
        },
        {
          path: '/businessInquiry/device-info/operation-log',
          title: { zh: '设备操作日志', en: 'Device operation log' },
          description: { zh: '查询设备的操作日志。', en: 'Look up device operation logs.' },
          keywords: ['device log', '日志'],
        },
        {
          path: '/businessInquiry/channel/info',
          title: { zh: '通道信息', en: 'Channel information' },
          description: { zh: '查询通道信息。', en: 'Look up channel information.' },
          keywords: ['channel info'],
        },
        {
          path: '/businessInquiry/channel/sender-id',
          title: { zh: '通道 Sender ID', en: 'Channel sender IDs' },
          description: { zh: '查询通道的 Sender ID。', en: 'Look up the sender IDs of channels.' },
          keywords: ['sender id', 'sid'],
        },
        {
          path: '/businessInquiry/device-compliance',
          title: { zh: '设备合规', en: 'Device compliance' },
          description: { zh: '查询设备合规情况。', en: 'Look up device compliance.' },
          keywords: ['compliance', '合规'],
        },
        {
          path: '/businessInquiry/route-bind',
          title: { zh: '路由绑定', en: 'Route bindings' },
          description: { zh: '查询路由绑定。', en: 'Look up route bindings.' },
          keywords: ['route', 'bind', '绑定'],
        },
      ],
    },
    {
      key: 'bind-status',
      title: { zh: '绑定状态', en: 'Binding status' },
      pages: [
        {
          path: '/businessInquiry/own-bind-status/submitted',
          title: { zh: '我提交的绑定', en: 'Bindings I submitted' },
          description: { zh: '查看本人提交的绑定申请状态。', en: 'Status of the binding requests I submitted.' },
          keywords: ['bind status', 'submitted'],
        },
        {
          path: '/businessInquiry/own-bind-status/reviewed',
          title: { zh: '我审核的绑定', en: 'Bindings I reviewed' },
          description: { zh: '查看本人审核过的绑定申请。', en: 'Binding requests I reviewed.' },
          keywords: ['bind status', 'reviewed'],
        },
      ],
    },
  ],
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
