import { PERMISSION_KEYS } from '../src/shared/permissions';
import type { Command, CommandContext } from './types';

/**
 * Commands of the shell: tabs, the side navigation, the download centre, notifications and the
 * switch to the mobile layout. The tab bar's menu and the user menu run these; the palette and
 * keyboard shortcuts find them here. Each is available only inside the layout (ctx.shell), and the
 * tab commands follow the tab bar's disabled rules (shell.md §2).
 */
export const SHELL_COMMAND_IDS = {
  closeCurrentTab: 'tabs.close-current',
  closeOtherTabs: 'tabs.close-others',
  closeAllTabs: 'tabs.close-all',
  refreshTab: 'tabs.refresh',
  reopenClosedTab: 'tabs.reopen-closed',
  toggleSideNav: 'view.toggle-side-nav',
  openDownloadCentre: 'navigation.download-centre',
  openNotifications: 'view.notifications',
  switchToMobile: 'account.switch-to-mobile',
} as const;

const inShell =
  (test: (shell: NonNullable<CommandContext['shell']>) => boolean = () => true) =>
  (ctx: CommandContext) =>
    ctx.signedIn && !!ctx.shell && test(ctx.shell);

export const shellCommands: Command[] = [
  {
    id: SHELL_COMMAND_IDS.closeCurrentTab,
    title: { zh: '关闭当前标签', en: 'Close current tab' },
    keywords: ['close tab', 'tab', 'bookmark', '关闭', '标签', '页签'],
    icon: 'X',
    shortcut: ['alt', 'W'],
    section: 'tabs',
    when: inShell((shell) => shell.canCloseCurrent()),
    perform: (ctx) => ctx.shell?.closeCurrentTab(),
  },
  {
    id: SHELL_COMMAND_IDS.closeOtherTabs,
    title: { zh: '关闭其他标签', en: 'Close other tabs' },
    keywords: ['close others', 'tabs', '关闭其他', '标签'],
    icon: 'ListX',
    shortcut: ['alt', 'shift', 'W'],
    section: 'tabs',
    when: inShell((shell) => shell.canCloseOthers()),
    perform: (ctx) => ctx.shell?.closeOtherTabs(),
  },
  {
    id: SHELL_COMMAND_IDS.closeAllTabs,
    title: { zh: '关闭全部标签', en: 'Close all tabs' },
    keywords: ['close all', 'tabs', '关闭全部', '标签'],
    icon: 'CopyX',
    section: 'tabs',
    when: inShell((shell) => shell.canCloseAll()),
    perform: (ctx) => ctx.shell?.closeAllTabs(),
  },
  {
    id: SHELL_COMMAND_IDS.refreshTab,
    title: { zh: '刷新当前标签', en: 'Refresh current tab' },
    keywords: ['refresh', 'reload', 'tab', '刷新', '重新加载'],
    icon: 'RotateCw',
    shortcut: ['alt', 'R'],
    section: 'tabs',
    when: inShell(),
    perform: (ctx) => ctx.shell?.refreshCurrentTab(),
  },
  {
    id: SHELL_COMMAND_IDS.reopenClosedTab,
    title: { zh: '重新打开关闭的标签', en: 'Reopen closed tab' },
    keywords: ['reopen', 'undo close', 'tab', '恢复', '重新打开'],
    icon: 'Undo2',
    shortcut: ['alt', 'shift', 'T'],
    section: 'tabs',
    when: inShell((shell) => shell.canReopenClosed()),
    perform: (ctx) => ctx.shell?.reopenClosedTab(),
  },
  {
    id: SHELL_COMMAND_IDS.toggleSideNav,
    title: { zh: '展开/收起侧边导航', en: 'Toggle side navigation' },
    keywords: ['sidebar', 'menu', 'collapse', 'expand', '侧边栏', '菜单', '收起', '展开'],
    icon: 'PanelLeft',
    shortcut: ['mod', 'B'],
    section: 'view',
    when: inShell(),
    perform: (ctx) => ctx.shell?.toggleSideNav(),
  },
  {
    id: SHELL_COMMAND_IDS.openDownloadCentre,
    title: { zh: '打开下载中心', en: 'Open download centre' },
    keywords: ['download', 'export', 'files', '下载', '导出', '下载中心'],
    icon: 'Download',
    shortcut: ['alt', 'D'],
    section: 'navigation',
    permission: PERMISSION_KEYS.downloadCentre,
    when: inShell(),
    perform: (ctx) => ctx.shell?.openDownloadCentre(),
  },
  {
    id: SHELL_COMMAND_IDS.openNotifications,
    title: { zh: '打开消息通知', en: 'Open notifications' },
    keywords: ['notifications', 'messages', 'inbox', 'unread', '通知', '消息', '未读'],
    icon: 'Bell',
    shortcut: ['alt', 'N'],
    section: 'view',
    when: inShell(),
    perform: (ctx) => ctx.shell?.openNotifications(),
  },
  {
    id: SHELL_COMMAND_IDS.switchToMobile,
    title: { zh: '切换到手机版', en: 'Switch to mobile layout' },
    keywords: ['mobile', 'phone', 'small screen', '手机', '移动端'],
    icon: 'Smartphone',
    section: 'account',
    when: inShell(),
    perform: (ctx) => ctx.shell?.switchToMobile(),
  },
];
