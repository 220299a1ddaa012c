import type { SectionDef } from '../types';

/** HR (sections.md §2 "HR"): attendance, holidays, overtime. */
export const hrmSection: SectionDef = {
  area: 'HRM',
  prefix: '/hrm',
  iframeName: 'hrm',
  icon: 'UserRoundCheck',
  title: { zh: '人力资源', en: 'Human resources' },
  shortEn: 'HR',
  description: {
    zh: '考勤月报、员工假期与加班记录。',
    en: 'Monthly attendance, staff holidays and overtime.',
  },
  groups: [
    {
      key: 'attendance',
      title: { zh: '考勤管理', en: 'Attendance' },
      pages: [
        {
          path: '/hrm/monthly-report/monthly-attendance-report',
          title: { zh: '考勤月报', en: 'Monthly attendance report' },
          shortEn: 'Monthly attendance',
          description: {
            zh: '按月汇总每位员工的出勤、迟到、缺勤。',
            en: 'Each employee’s attendance, lateness and absence, by month.',
          },
          keywords: ['kaoqin', 'attendance'],
        },
        {
          path: '/hrm/monthly-report/over-work-list',
          title: { zh: '加班记录', en: 'Overtime records' },
          description: { zh: '员工加班时长与明细。', en: 'Overtime hours and details per employee.' },
        },
      ],
    },
    {
      key: 'holidays',
      title: { zh: '假期管理', en: 'Holidays' },
      pages: [
        {
          path: '/hrm/holiday-manage/users-holidays',
          title: { zh: '员工假期', en: 'Staff holidays' },
          description: { zh: '员工假期余额与休假记录。', en: 'Holiday balances and leave taken.' },
        },
      ],
    },
  ],
  details: [
    {
      path: '/hrm/holiday-manage/users-holidays-detail',
      parent: '/hrm/holiday-manage/users-holidays',
      title: { zh: '员工假期明细', en: 'Staff holiday details' },
      propsFromQuery: true,
    },
  ],
};
