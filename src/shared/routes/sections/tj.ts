import type { SectionDef } from '../types';

/** Early warning (sections.md §2 "Early warning"). */
export const tjSection: SectionDef = {
  area: 'TJ',
  prefix: '/heavenlyWarning',
  iframeName: 'tj',
  icon: 'BellRing',
  title: { zh: '预警监控', en: 'Early warning' },
  description: {
    zh: '监控指标库、实时监控、告警规则与告警数据。',
    en: 'Monitoring libraries, live monitoring, alarm rules and alarm data.',
  },
  groups: [
    {
      key: 'libraries',
      title: { zh: '监控库', en: 'Libraries' },
      pages: [
        {
          path: '/heavenlyWarning/basiclibrary',
          title: { zh: '基础库', en: 'Basic library' },
          description: { zh: '维护监控使用的基础指标。', en: 'Maintain the basic items used by monitoring.' },
          keywords: ['basic library', '基础'],
        },
        {
          path: '/heavenlyWarning/configlibrary',
          title: { zh: '配置库', en: 'Configuration library' },
          description: { zh: '维护监控项的配置。', en: 'Maintain the configuration of monitored items.' },
          keywords: ['config library', '配置'],
        },
      ],
    },
    {
      key: 'monitoring',
      title: { zh: '监控', en: 'Monitoring' },
      pages: [
        {
          path: '/heavenlyWarning/monitoring',
          title: { zh: '实时监控', en: 'Live monitoring' },
          description: { zh: '查看各监控项的当前状态。', en: 'The current state of monitored items.' },
          keywords: ['monitor', '监控'],
        },
        {
          path: '/heavenlyWarning/alarmdata',
          title: { zh: '告警数据', en: 'Alarm data' },
          description: { zh: '查看已触发的告警。', en: 'View alarms that were raised.' },
          keywords: ['alarm', 'alert', '告警'],
        },
      ],
    },
    {
      key: 'alarm-rules',
      title: { zh: '告警规则', en: 'Alarm rules' },
      pages: [
        {
          path: '/heavenlyWarning/alrmrules/rules',
          title: { zh: '告警规则', en: 'Alarm rules' },
          description: { zh: '设置触发告警的规则。', en: 'Set the rules that raise alarms.' },
          keywords: ['alarm rule', 'alert rule'],
        },
        {
          path: '/heavenlyWarning/alrmrules/alrmgroup',
          title: { zh: '告警组', en: 'Alarm groups' },
          description: { zh: '管理接收告警的分组。', en: 'Manage the groups that receive alarms.' },
          keywords: ['alarm group', '告警组'],
        },
      ],
    },
  ],
  details: [],
};
