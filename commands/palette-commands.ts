import type { Command } from './types';

/** The palette's own entries, so that the shortcut system and the cheat sheet know them too. */
export const PALETTE_COMMAND_IDS = {
  open: 'palette.open',
  shortcuts: 'palette.shortcuts',
} as const;

export const paletteCommands: Command[] = [
  {
    id: PALETTE_COMMAND_IDS.open,
    title: { zh: '打开命令面板', en: 'Open the command palette' },
    keywords: ['search', 'command', 'palette', '搜索', '命令'],
    icon: 'Search',
    shortcut: ['mod', 'K'],
    extraShortcuts: [['/']],
    section: 'help',
    // Not listed in the palette itself (it is open then); the shortcut opens it from anywhere.
    when: (ctx) => !!ctx.palette && !ctx.palette.isOpen(),
    perform: (ctx) => ctx.palette?.open(),
  },
  {
    id: PALETTE_COMMAND_IDS.shortcuts,
    title: { zh: '快捷键一览', en: 'Keyboard shortcuts' },
    keywords: ['keyboard', 'shortcuts', 'hotkeys', 'help', '快捷键', '键盘', '帮助'],
    icon: 'Keyboard',
    shortcut: ['?'],
    section: 'help',
    when: (ctx) => !!ctx.palette,
    perform: (ctx) => ctx.palette?.showShortcuts(),
  },
];
