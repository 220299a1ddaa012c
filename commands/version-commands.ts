import { PERMISSION_KEYS } from '../src/shared/permissions';
import { VERSION_PATHS } from '../src/shared/versions/version-paths';
import type { Command } from './types';

/** Palette actions of version notes. */
export const VERSION_COMMAND_IDS = {
  releaseNotes: 'versions.releaseNotes',
} as const;

export const versionCommands: Command[] = [
  {
    id: VERSION_COMMAND_IDS.releaseNotes,
    title: { zh: '查看版本说明', en: 'View release notes' },
    keywords: [
      'release notes',
      'version',
      'changelog',
      'what is new',
      'update',
      '版本',
      '版本说明',
      '更新',
      '更新日志',
      '新功能',
      'banbenshuoming',
    ],
    icon: 'FileText',
    section: 'help',
    permission: PERMISSION_KEYS.versionTimeline,
    when: (ctx) => ctx.signedIn,
    perform: (ctx) => (ctx.shell ? ctx.shell.openTab(VERSION_PATHS.timeline) : ctx.navigate(VERSION_PATHS.timeline)),
  },
];
