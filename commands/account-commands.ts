import type { Command } from './types';

/** Ids the shell refers to (user menu, language switch); the palette finds them by search. */
export const ACCOUNT_COMMAND_IDS = {
  goHome: 'navigation.go-home',
  language: 'account.language',
  languageZh: 'account.language.zh',
  languageEn: 'account.language.en',
  changePassword: 'account.change-password',
  signOut: 'account.sign-out',
} as const;

const signedIn: Command['when'] = (ctx) => ctx.signedIn;

export const accountCommands: Command[] = [
  {
    id: ACCOUNT_COMMAND_IDS.goHome,
    title: { zh: '返回首页', en: 'Go to home' },
    keywords: ['home', 'overview', '首页', '概览', '工作台'],
    icon: 'House',
    shortcut: ['alt', 'H'],
    section: 'navigation',
    when: signedIn,
    perform: (ctx) => (ctx.shell ? ctx.shell.openTab('/home') : ctx.navigate('/home')),
  },
  {
    id: ACCOUNT_COMMAND_IDS.language,
    title: { zh: '切换语言', en: 'Switch language' },
    keywords: ['language', 'chinese', 'english', '语言', '中文', '英文', 'zh', 'en'],
    icon: 'Languages',
    shortcut: ['alt', 'L'],
    section: 'view',
    // Takes a choice: the palette lists the languages on a nested page.
    when: (ctx) => !!ctx.palette,
    perform: (ctx) => ctx.palette?.openChoices(ACCOUNT_COMMAND_IDS.language),
  },
  {
    id: ACCOUNT_COMMAND_IDS.languageZh,
    title: { zh: '切换到中文', en: 'Switch to Chinese' },
    keywords: ['language', 'chinese', '中文', '语言', 'zh'],
    icon: 'Languages',
    section: 'view',
    parent: ACCOUNT_COMMAND_IDS.language,
    checked: (ctx) => ctx.language === 'zh',
    // Available on the sign-in page too; hidden when it would change nothing.
    when: (ctx) => ctx.language !== 'zh',
    perform: (ctx) => ctx.setLanguage('zh'),
  },
  {
    id: ACCOUNT_COMMAND_IDS.languageEn,
    title: { zh: '切换到英文', en: 'Switch to English' },
    keywords: ['language', 'english', '英文', '语言', 'en'],
    icon: 'Languages',
    section: 'view',
    parent: ACCOUNT_COMMAND_IDS.language,
    checked: (ctx) => ctx.language === 'en',
    when: (ctx) => ctx.language !== 'en',
    perform: (ctx) => ctx.setLanguage('en'),
  },
  {
    id: ACCOUNT_COMMAND_IDS.changePassword,
    title: { zh: '修改密码', en: 'Change password' },
    keywords: ['password', 'security', '密码', '修改密码'],
    icon: 'KeyRound',
    section: 'account',
    when: signedIn,
    perform: (ctx) => ctx.openChangePassword(),
  },
  {
    id: ACCOUNT_COMMAND_IDS.signOut,
    title: { zh: '退出登录', en: 'Sign out' },
    keywords: ['logout', 'sign out', 'log out', '退出', '注销'],
    icon: 'LogOut',
    section: 'account',
    when: signedIn,
    perform: (ctx) => ctx.signOut(),
  },
];
