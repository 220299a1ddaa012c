import type { SectionDef } from '../types';
import { sysGroupsPartA } from './sys-part-a';
import { sysGroupsPartB } from './sys-part-b';

/**
 * Settings (sections.md §2 "Settings"): access, mailbox, workflow, purchasing, CRM and finance
 * configuration.
 */
export const sysSection: SectionDef = {
  area: 'SYS',
  prefix: '/setModule',
  iframeName: 'sys',
  icon: 'Settings',
  title: { zh: '系统设置', en: 'System settings' },
  description: {
    zh: '权限、邮箱、流程、采购、客服、客户、财务、U 平台与运营的配置。',
    en: 'Access, mailbox, workflow, purchasing, service, CRM, finance and operations settings.',
  },
  groups: [...sysGroupsPartA, ...sysGroupsPartB],
  details: [],
};
