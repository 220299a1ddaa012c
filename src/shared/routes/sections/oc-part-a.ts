import type { MenuGroupDef } from '../types';

/** Business operations (OC) menu groups, part A; assembled in ./oc.ts. */
export const ocGroupsPartA: MenuGroupDef[] = [
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
];
