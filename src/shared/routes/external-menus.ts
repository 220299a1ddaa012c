import type { ExternalMenuDef } from './types';

/**
 * Top-level menus that open another company system in a new browser tab (shell.md §2). The
 * shell replaces the .com suffix of url with the suffix of the current host.
 */
export const EXTERNAL_MENUS: ExternalMenuDef[] = [
  {
    key: 'IMFS',
    title: { zh: '国际短信平台', en: 'International messaging platform' },
    description: {
      zh: '在新标签页打开国际短信平台。',
      en: 'Opens the international messaging platform in a new tab.',
    },
    url: 'https://imfs.switchboard.com/',
    icon: 'Globe',
  },
  {
    key: 'MONITOR',
    title: { zh: '监控中心', en: 'Monitoring centre' },
    description: {
      zh: '在新标签页打开监控中心。',
      en: 'Opens the monitoring centre in a new tab.',
    },
    url: 'https://monitor.switchboard.com/',
    icon: 'Activity',
  },
  {
    key: 'NWP',
    title: { zh: '网络工作平台', en: 'Network work platform' },
    description: {
      zh: '在新标签页打开网络工作平台。',
      en: 'Opens the network work platform in a new tab.',
    },
    url: 'https://nwp.switchboard.com/',
    icon: 'Network',
  },
  {
    key: 'BIBOARD',
    title: { zh: 'BI 数据看板', en: 'BI board' },
    description: {
      zh: '在新标签页打开 BI 数据看板。',
      en: 'Opens the BI data board in a new tab.',
    },
    url: 'https://biboard.switchboard.com/',
    icon: 'LayoutDashboard',
  },
  {
    key: 'CRMATCH',
    title: { zh: '客户撮合', en: 'Customer matching' },
    description: {
      zh: '在新标签页打开客户撮合系统。',
      en: 'Opens the customer matching system in a new tab.',
    },
    url: 'https://crmatch.switchboard.com/',
    icon: 'Handshake',
  },
];
