import type { SectionDef } from '../types';

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
  shortEn: 'Operations',
  description: {
    zh: '终端与日志、短信测试与风控、通道资源、语音群呼与 AI 话术工具。',
    en: 'Terminals and logs, SMS testing and risk control, channel resources, voice and AI tools.',
  },
  groups: [
    {
      key: 'public',
      title: { zh: '公共', en: 'Public' },
      pages: [
        {
          path: '/businessOperations/public',
          title: { zh: '公共', en: 'Public' },
          description: { zh: '集中管理终端与日志。', en: 'Centrally manage terminals and logs.' },
          keywords: ['public tools', '公共工具'],
        },
        {
          path: '/businessOperations/capturePacket',
          title: { zh: '抓包工具', en: 'Packet capture' },
          description: { zh: '抓取并查看通信数据包。', en: 'Capture and inspect traffic packets.' },
          keywords: ['packet capture', 'pcap', '抓包'],
        },
        {
          path: '/businessOperations/public/api-report',
          title: { zh: 'API 报告', en: 'API report' },
          description: { zh: '查看 API 接口的报告。', en: 'View the API report.' },
          keywords: ['api'],
        },
        {
          // "public/api-report; smsCardQueue": the item after the semicolon stays under public/ (as
          // in the purchase line).
          path: '/businessOperations/public/smsCardQueue',
          title: { zh: '短信卡队列', en: 'SMS card queue' },
          description: { zh: '查看短信卡的发送队列。', en: 'View the send queue of SMS cards.' },
          keywords: ['sim card', 'queue', '队列'],
        },
        {
          path: '/businessOperations/schedule',
          title: { zh: '排班管理', en: 'Shift management' },
          description: { zh: '管理员工的排班。', en: 'Manage staff shifts.' },
          keywords: ['schedule', 'shift', '排班'],
        },
        {
          // "simbank/: vod/server, manager, ...": only the items written with vod/ or port/ carry
          // that folder.
          path: '/businessOperations/simbank/vod/server',
          title: { zh: 'SIM Bank 服务器', en: 'SIM bank servers' },
          description: { zh: '管理 SIM Bank 服务器。', en: 'Manage SIM bank servers.' },
          keywords: ['simbank', 'server', 'vod'],
        },
        {
          path: '/businessOperations/simbank/manager',
          title: { zh: 'SIM Bank 管理', en: 'SIM bank management' },
          description: { zh: '管理 SIM Bank 设备。', en: 'Manage SIM bank devices.' },
          keywords: ['simbank'],
        },
        {
          path: '/businessOperations/simbank/imei',
          title: { zh: 'IMEI 管理', en: 'IMEIs' },
          description: { zh: '管理设备 IMEI。', en: 'Manage device IMEIs.' },
          keywords: ['imei'],
        },
        {
          path: '/businessOperations/simbank/dongle',
          title: { zh: 'Dongle 管理', en: 'Dongles' },
          description: { zh: '管理 Dongle 设备。', en: 'Manage dongle devices.' },
          keywords: ['dongle'],
        },
        {
          path: '/businessOperations/simbank/log',
          title: { zh: 'SIM Bank 日志', en: 'SIM bank log' },
          description: { zh: '查看 SIM Bank 的运行日志。', en: 'View the SIM bank log.' },
          keywords: ['simbank log', '日志'],
        },
        {
          path: '/businessOperations/simbank/sim',
          title: { zh: 'SIM 卡管理', en: 'SIM cards' },
          description: { zh: '管理 SIM 卡。', en: 'Manage SIM cards.' },
          keywords: ['sim card', '卡'],
        },
        {
          path: '/businessOperations/simbank/port/manager',
          title: { zh: '端口管理', en: 'Ports' },
          description: { zh: '管理 SIM Bank 端口。', en: 'Manage SIM bank ports.' },
          keywords: ['port', '端口'],
        },
        {
          path: '/businessOperations/simbank/port/order',
          title: { zh: '端口订单', en: 'Port orders' },
          description: { zh: '查看端口订单。', en: 'View port orders.' },
          keywords: ['port order', '订单'],
        },
        {
          path: '/businessOperations/simbank/port/water',
          title: { zh: '端口流水', en: 'Port transactions' },
          description: { zh: '查看端口流水。', en: 'View port transactions.' },
          keywords: ['port flow', '流水'],
        },
        {
          path: '/businessOperations/simbank/port/record',
          title: { zh: '端口记录', en: 'Port records' },
          description: { zh: '查看端口使用记录。', en: 'View port usage records.' },
          keywords: ['port record'],
        },
      ],
    },
    {
      key: 'sms',
      title: { zh: '短信', en: 'SMS' },
      pages: [
        {
          path: '/businessOperations/sms',
          title: { zh: '短信', en: 'SMS' },
          description: {
            zh: '一站式测试、风控与追踪，管理通道资源。',
            en: 'One-stop testing, risk control and tracking; manage channel resources.',
          },
          keywords: ['sms tools', '短信工具'],
        },
        {
          path: '/businessOperations/sms-test/test',
          title: { zh: '短信测试', en: 'SMS test' },
          description: { zh: '发起短信测试。', en: 'Run SMS tests.' },
          keywords: ['sms test', '测试'],
        },
        {
          path: '/businessOperations/sms-test/sms-test-c',
          title: { zh: '客户短信测试', en: 'Customer SMS test' },
          description: { zh: '为客户发起短信测试。', en: 'Run SMS tests for customers.' },
          keywords: ['sms test c'],
        },
        {
          path: '/businessOperations/sms-test/cycle-test',
          title: { zh: '循环测试', en: 'Cycle test' },
          description: { zh: '周期性地发起短信测试。', en: 'Run SMS tests on a cycle.' },
          keywords: ['cycle test', '循环'],
        },
        {
          path: '/businessOperations/sms-test/test-record',
          title: { zh: '测试记录', en: 'Test records' },
          description: { zh: '查看短信测试记录。', en: 'View SMS test records.' },
          keywords: ['test record'],
        },
        {
          path: '/businessOperations/sms-test/test-number-pool',
          title: { zh: '测试号码池', en: 'Test number pool' },
          description: { zh: '管理测试用的号码池。', en: 'Manage the pool of test numbers.' },
          keywords: ['number pool', '号码池'],
        },
        {
          path: '/businessOperations/sms-test/number-device-blacklist',
          title: { zh: '号码设备黑名单', en: 'Number and device blacklist' },
          shortEn: 'Number blacklist',
          description: {
            zh: '管理测试号码与设备的黑名单。',
            en: 'Manage the blacklist of test numbers and devices.',
          },
          keywords: ['blacklist'],
        },
        {
          path: '/businessOperations/sms-test/valid-number-alarm',
          title: { zh: '有效号码告警', en: 'Valid number alarms' },
          description: { zh: '设置有效号码不足时的告警。', en: 'Alarms on valid test numbers.' },
          keywords: ['alarm', '告警'],
        },
        {
          path: '/businessOperations/sms-test/number-source-setting',
          title: { zh: '号码来源设置', en: 'Number source settings' },
          description: { zh: '设置测试号码的来源。', en: 'Set where test numbers come from.' },
          keywords: ['number source'],
        },
        {
          path: '/businessOperations/sms-route-tool/customer-test',
          title: { zh: '客户路由测试', en: 'Customer route test' },
          description: { zh: '为客户测试短信路由。', en: 'Test SMS routes for a customer.' },
          keywords: ['route test', 'customer test'],
        },
        {
          path: '/businessOperations/sms-route-tool/route-test-strategy',
          title: { zh: '路由测试策略', en: 'Route test strategies' },
          description: { zh: '管理路由测试策略。', en: 'Manage route test strategies.' },
          keywords: ['route strategy'],
        },
        {
          path: '/businessOperations/sms-route-tool/route-test-task',
          title: { zh: '路由测试任务', en: 'Route test tasks' },
          description: { zh: '管理路由测试任务。', en: 'Manage route test tasks.' },
          keywords: ['route test task'],
        },
        {
          // Written as a page of the list, not marked as a detail: kept as a menu page.
          path: '/businessOperations/sms-route-tool/route-test-task/report',
          title: { zh: '路由测试报告', en: 'Route test report' },
          description: { zh: '查看路由测试任务的报告。', en: 'View the reports of route test tasks.' },
          keywords: ['route test report'],
        },
        {
          path: '/businessOperations/shortChainRiskControl/whitelist',
          title: { zh: '短链白名单', en: 'Short link whitelist' },
          description: { zh: '管理短链风控白名单。', en: 'Manage the short link risk-control whitelist.' },
          keywords: ['short link', 'whitelist'],
        },
        {
          path: '/businessOperations/shortChainRiskControl/shortlinkquery',
          title: { zh: '短链查询', en: 'Short link query' },
          description: { zh: '查询短链。', en: 'Look up short links.' },
          keywords: ['short link query'],
        },
        {
          path: '/businessOperations/shortChainRiskControl/shortlinkgroup',
          title: { zh: '短链分组', en: 'Short link groups' },
          description: { zh: '管理短链分组。', en: 'Manage short link groups.' },
          keywords: ['short link group'],
        },
        {
          path: '/businessOperations/shortLinkTrace/shortLinkTrace',
          title: { zh: '短链追踪', en: 'Short link tracking' },
          description: { zh: '追踪短链的点击。', en: 'Track short link clicks.' },
          keywords: ['short link trace', '追踪'],
        },
        {
          path: '/businessOperations/shortLinkTrace/mixedChainStrategy',
          title: { zh: '混链策略', en: 'Mixed link strategies' },
          description: { zh: '管理混合短链策略。', en: 'Manage mixed short link strategies.' },
          keywords: ['mixed link', '混链'],
        },
        {
          path: '/businessOperations/shortLinkTrace/content-filing',
          title: { zh: '内容报备', en: 'Content filing' },
          description: { zh: '管理短链内容报备。', en: 'Manage short link content filing.' },
          keywords: ['content filing', '报备'],
        },
        {
          path: '/businessOperations/shortLinkTrace/generationRules',
          title: { zh: '短链生成规则', en: 'Link generation rules' },
          description: { zh: '设置短链的生成规则。', en: 'Set the short link generation rules.' },
          keywords: ['generation rule'],
        },
        {
          path: '/businessOperations/shortLinkTrace/link-blocking',
          title: { zh: '链接拦截', en: 'Link blocking' },
          description: { zh: '管理被拦截的链接。', en: 'Manage blocked links.' },
          keywords: ['link blocking', '拦截'],
        },
        {
          path: '/businessOperations/channel-resource-mgr/channel-resource-mer',
          title: { zh: '通道资源商户', en: 'Channel resource merchants' },
          shortEn: 'Resource merchants',
          description: { zh: '管理通道资源商户。', en: 'Manage channel resource merchants.' },
          keywords: ['channel resource', 'merchant'],
        },
        {
          path: '/businessOperations/channel-resource-mgr/resource-manage',
          title: { zh: '资源管理', en: 'Resource management' },
          description: { zh: '管理通道资源。', en: 'Manage channel resources.' },
          keywords: ['resource'],
        },
        {
          path: '/businessOperations/channel-resource-mgr/resource-pool',
          title: { zh: '资源池', en: 'Resource pool' },
          description: { zh: '查看通道资源池。', en: 'View the channel resource pool.' },
          keywords: ['resource pool'],
        },
        {
          path: '/businessOperations/two-way-review',
          title: { zh: '双向应用审核', en: 'Two-way app review' },
          description: { zh: '审核双向应用。', en: 'Review two-way apps.' },
          keywords: ['two-way', 'review', '审核'],
        },
      ],
    },
    {
      key: 'voice',
      title: { zh: '语音', en: 'Voice' },
      pages: [
        {
          path: '/businessOperations/voice',
          title: { zh: '语音', en: 'Voice' },
          description: {
            zh: '群呼、AI 话术与呼叫中心工具。',
            en: 'Group calls, AI scripts and call-centre tools.',
          },
          keywords: ['voice tools', '语音工具'],
        },
        {
          path: '/businessOperations/voip/voice-test',
          title: { zh: '语音测试', en: 'Voice test' },
          description: { zh: '发起语音测试。', en: 'Run voice tests.' },
          keywords: ['voip', 'voice test'],
        },
        {
          path: '/businessOperations/voip/time-task',
          title: { zh: '定时任务', en: 'Timed tasks' },
          description: { zh: '管理定时语音任务。', en: 'Manage timed voice tasks.' },
          keywords: ['timed task', '定时'],
        },
        {
          path: '/businessOperations/voip/group-call-task',
          title: { zh: '群呼任务', en: 'Group call tasks' },
          description: { zh: '管理群呼任务。', en: 'Manage group call tasks.' },
          keywords: ['group call', '群呼'],
        },
        {
          path: '/businessOperations/voip/group-call-time-task',
          title: { zh: '定时群呼任务', en: 'Timed group call tasks' },
          description: { zh: '管理定时群呼任务。', en: 'Manage timed group call tasks.' },
          keywords: ['timed group call'],
        },
        {
          path: '/businessOperations/voip/number-pool',
          title: { zh: '号码池', en: 'Number pool' },
          description: { zh: '管理语音号码池。', en: 'Manage the voice number pool.' },
          keywords: ['number pool'],
        },
        {
          path: '/businessOperations/voip/voice-monitor',
          title: { zh: '语音监控', en: 'Voice monitor' },
          description: { zh: '监控语音通话。', en: 'Monitor voice calls.' },
          keywords: ['monitor', '监控'],
        },
        {
          path: '/businessOperations/voip/history-talk',
          title: { zh: '历史通话', en: 'Call history' },
          description: { zh: '查看历史通话。', en: 'View past calls.' },
          keywords: ['history', '历史'],
        },
        {
          path: '/businessOperations/voip/media-capture',
          title: { zh: '媒体抓包', en: 'Media capture' },
          description: { zh: '抓取语音媒体流。', en: 'Capture voice media streams.' },
          keywords: ['media capture', '抓包'],
        },
        {
          path: '/businessOperations/voip/voice-source',
          title: { zh: '语音资源', en: 'Voice sources' },
          description: { zh: '管理语音资源。', en: 'Manage voice sources.' },
          keywords: ['voice source'],
        },
        {
          path: '/businessOperations/voip/portSettings',
          title: { zh: '端口设置', en: 'Port settings' },
          description: { zh: '设置语音端口。', en: 'Configure voice ports.' },
          keywords: ['port settings'],
        },
        {
          // The VoIP toolbox pages: the spec names only their subjects; their slugs follow the voip/
          // line. Owned by tbx.
          path: '/businessOperations/voIp/voipIframe/voice-test',
          title: { zh: '工具箱语音测试', en: 'Toolbox voice test' },
          description: { zh: '在 VoIP 工具箱中发起语音测试。', en: 'Run voice tests in the VoIP toolbox.' },
          iframeName: 'tbx',
          keywords: ['voip toolbox', 'voice test'],
        },
        {
          path: '/businessOperations/voIp/voipIframe/time-task',
          title: { zh: '工具箱定时任务', en: 'Toolbox timed tasks' },
          description: { zh: '在 VoIP 工具箱中管理定时任务。', en: 'Manage timed tasks in the VoIP toolbox.' },
          iframeName: 'tbx',
          keywords: ['voip toolbox', 'timed task'],
        },
        {
          path: '/businessOperations/voIp/voipIframe/group-call-task',
          title: { zh: '工具箱群呼任务', en: 'Toolbox group call tasks' },
          shortEn: 'Group call tasks',
          description: {
            zh: '在 VoIP 工具箱中管理群呼任务。',
            en: 'Manage group call tasks in the VoIP toolbox.',
          },
          iframeName: 'tbx',
          keywords: ['voip toolbox', 'group call'],
        },
        {
          path: '/businessOperations/voIp/voipIframe/number-pool',
          title: { zh: '工具箱号码池', en: 'Toolbox number pool' },
          description: { zh: '在 VoIP 工具箱中管理号码池。', en: 'Manage the number pool in the VoIP toolbox.' },
          iframeName: 'tbx',
          keywords: ['voip toolbox', 'number pool'],
        },
        {
          path: '/businessOperations/voIp/voipIframe/voice-monitor',
          title: { zh: '工具箱语音监控', en: 'Toolbox voice monitor' },
          description: { zh: '在 VoIP 工具箱中监控通话。', en: 'Monitor calls in the VoIP toolbox.' },
          iframeName: 'tbx',
          keywords: ['voip toolbox', 'monitor'],
        },
        {
          path: '/businessOperations/voIp/voipIframe/history-talk',
          title: { zh: '工具箱历史通话', en: 'Toolbox call history' },
          description: { zh: '在 VoIP 工具箱中查看历史通话。', en: 'View past calls in the VoIP toolbox.' },
          iframeName: 'tbx',
          keywords: ['voip toolbox', 'history'],
        },
        {
          path: '/businessOperations/voIp/voipIframe/media-capture',
          title: { zh: '工具箱媒体抓包', en: 'Toolbox media capture' },
          description: { zh: '在 VoIP 工具箱中抓取媒体流。', en: 'Capture media streams in the VoIP toolbox.' },
          iframeName: 'tbx',
          keywords: ['voip toolbox', 'media capture'],
        },
        {
          path: '/businessOperations/voIp/voipIframe/voice-source',
          title: { zh: '工具箱语音资源', en: 'Toolbox voice sources' },
          description: { zh: '在 VoIP 工具箱中管理语音资源。', en: 'Manage voice sources in the VoIP toolbox.' },
          iframeName: 'tbx',
          keywords: ['voip toolbox', 'voice source'],
        },
        {
          path: '/businessOperations/voice/voice-cc/smsTemplate',
          title: { zh: '呼叫中心短信模板', en: 'Call-centre SMS templates' },
          shortEn: 'Call SMS templates',
          description: {
            zh: '管理呼叫中心使用的短信模板。',
            en: 'Manage the SMS templates used by the call centre.',
          },
          keywords: ['call centre', 'sms template', '模板'],
        },
        {
          path: '/businessOperations/voice/voice-group/aiTalk',
          title: { zh: 'AI 话术', en: 'AI scripts' },
          description: { zh: '管理群呼的 AI 话术。', en: 'Manage the AI scripts of group calls.' },
          keywords: ['ai talk', 'script', '话术'],
        },
        {
          path: '/businessOperations/voice/voice-group/aiTalkTemplate',
          title: { zh: 'AI 话术模板', en: 'AI script templates' },
          description: { zh: '管理 AI 话术模板。', en: 'Manage AI script templates.' },
          keywords: ['ai talk template'],
        },
        {
          path: '/businessOperations/voice/voice-group/aiCustomIntent',
          title: { zh: 'AI 自定义意图', en: 'AI custom intents' },
          description: { zh: '管理 AI 自定义意图。', en: 'Manage AI custom intents.' },
          keywords: ['intent', '意图'],
        },
        {
          path: '/businessOperations/voice/voice-group/aiCustomIntentWhitelist',
          title: { zh: 'AI 意图白名单', en: 'AI intent whitelist' },
          description: { zh: '管理 AI 自定义意图的白名单。', en: 'Manage the whitelist of AI custom intents.' },
          keywords: ['intent whitelist'],
        },
        {
          path: '/businessOperations/voice/voice-group/aiCorpus',
          title: { zh: 'AI 意图语料', en: 'AI intent corpus' },
          description: { zh: '管理 AI 自定义意图的语料。', en: 'Manage the corpus of AI custom intents.' },
          keywords: ['corpus', '语料'],
        },
        {
          path: '/businessOperations/voice/voice-group/dimension-setting',
          title: { zh: 'TTS 模板', en: 'TTS templates' },
          description: { zh: '管理语音合成（TTS）模板。', en: 'Manage text-to-speech (TTS) templates.' },
          keywords: ['tts', 'dimension', '语音合成'],
        },
      ],
    },
  ],
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
