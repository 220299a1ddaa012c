import type { MenuGroupDef } from '../types';

/** System settings (SYS) menu groups, part B; assembled in ./sys.ts. */
export const sysGroupsPartB: MenuGroupDef[] = [
  {
    key: 'uplatform-settings',
    title: { zh: 'U 平台设置', en: 'U platform settings' },
    pages: [
      {
        path: '/setModule/uplatform/ucurrency',
        title: { zh: 'U 平台币种', en: 'U platform currencies' },
        description: { zh: '维护 U 平台币种。', en: 'Maintain U platform currencies.' },
        keywords: ['currency', 'uplatform'],
      },
      {
        path: '/setModule/uplatform/uconfig',
        title: { zh: 'U 平台配置', en: 'U platform configuration' },
        description: { zh: '设置 U 平台参数。', en: 'Set the U platform parameters.' },
        keywords: ['uconfig', 'uplatform'],
      },
      {
        path: '/setModule/uplatform/withdraw-address',
        title: { zh: '提现地址', en: 'Withdrawal addresses' },
        description: { zh: '维护 U 平台提现地址。', en: 'Maintain U platform withdrawal addresses.' },
        keywords: ['withdraw', 'address', '提现'],
      },
    ],
  },
  {
    key: 'operate-settings',
    title: { zh: '运营设置', en: 'Operations settings' },
    pages: [
      {
        path: '/setModule/operate-set/two-way',
        title: { zh: '双向应用审核设置', en: 'Two-way app review settings' },
        description: { zh: '设置双向应用的审核。', en: 'Configure the review of two-way apps.' },
        keywords: ['two-way', 'review', '双向'],
      },
      {
        path: '/setModule/operate-set/resource-rule-preset',
        title: { zh: '资源规则预设', en: 'Resource rule presets' },
        description: { zh: '维护资源规则预设。', en: 'Maintain resource rule presets.' },
        keywords: ['resource rule', 'preset'],
      },
      {
        path: '/setModule/operate-set/field-enum',
        title: { zh: '运营字段枚举', en: 'Operations field enumerations' },
        description: { zh: '维护运营模块的字段枚举值。', en: 'Maintain the field enumerations of operations.' },
        keywords: ['field enum', 'enum', '字典'],
      },
    ],
  },
  {
    key: 'system',
    title: { zh: '系统管理', en: 'System' },
    pages: [
      {
        path: '/setModule/departmentalOrganization',
        title: { zh: '组织架构', en: 'Departments' },
        description: { zh: '维护部门组织架构。', en: 'Maintain the department structure.' },
        keywords: ['department', 'organization', '部门'],
      },
      {
        path: '/setModule/systemLog',
        title: { zh: '系统日志', en: 'System log' },
        description: { zh: '查看系统操作日志。', en: 'View the system operation log.' },
        keywords: ['log', '日志'],
      },
      {
        path: '/setModule/feedbackmanagement/fb-config',
        title: { zh: '反馈配置', en: 'Feedback settings' },
        description: { zh: '设置反馈与评分。', en: 'Configure feedback and rating.' },
        keywords: ['feedback', '反馈'],
      },
      {
        path: '/setModule/publicnotice/noticeconfig',
        title: { zh: '版本公告配置', en: 'Release note settings' },
        description: { zh: '配置版本发布说明。', en: 'Configure version release notes.' },
        keywords: ['release notes', 'notice', '公告'],
      },
    ],
  },
];
