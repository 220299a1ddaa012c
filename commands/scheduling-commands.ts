import { MY_WEEK_LINK } from '../src/shared/hrm/paths';
import type { Command } from './types';

/** Palette actions of shift scheduling. 排班管理 itself is a page command from the route table. */
export const SCHEDULING_COMMAND_IDS = {
  myShifts: 'scheduling.my-shifts',
} as const;

export const schedulingCommands: Command[] = [
  {
    id: SCHEDULING_COMMAND_IDS.myShifts,
    title: { zh: '我的排班', en: 'My shifts' },
    keywords: [
      'my shifts',
      'my schedule',
      'rota',
      'shift',
      'this week',
      'annual leave',
      '排班',
      '班次',
      '本周',
      '值班',
      '年假',
      'wodepaiban',
    ],
    icon: 'ListChecks',
    when: (ctx) => ctx.signedIn,
    // The home page holds my week; the hash brings its block into view.
    perform: (ctx) => (ctx.shell ? ctx.shell.openTab(MY_WEEK_LINK) : ctx.navigate(MY_WEEK_LINK)),
  },
];
