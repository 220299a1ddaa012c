import type { ShellRouteDef } from './types';

/**
 * Shell routes (shell.md §2). They belong to no section, are not menu items and always pass
 * the permission check. The menu pages the shell links to (/general/process/sponsor,
 * /message/publicnotice/timeaxis, /general/download, /csc/feedbackmanagement/feedback) are
 * ordinary pages of their sections, not shell routes. / redirects to /home.
 */
export const SHELL_ROUTES: ShellRouteDef[] = [
  {
    path: '/home',
    title: { zh: '首页', en: 'Home' },
    description: {
      zh: '工作概览；点击页头标志也会回到这里。',
      en: 'Overview of your work; the header logo also leads here.',
    },
    iframeName: 'home',
    alwaysAllowed: true,
    // Home is the fixed first tab, so it never gets a bookmark of its own.
    hide: { noBookmark: true },
    keywords: ['home', 'overview', '概览', '工作台'],
  },
  {
    path: '/login',
    title: { zh: '登录', en: 'Sign in' },
    description: {
      zh: '使用账号密码与验证码或单点登录进入门户。',
      en: 'Sign in with user name, password and code, or with single sign-on.',
    },
    iframeName: 'home',
    alwaysAllowed: true,
    public: true,
    hide: { bookmarks: true, sideNav: true, noBookmark: true },
  },
  {
    path: '/authorize',
    title: { zh: '单点登录', en: 'Single sign-on' },
    description: { zh: '单点登录的落地页。', en: 'Landing page of the single sign-on.' },
    iframeName: 'home',
    alwaysAllowed: true,
    public: true,
    hide: { bookmarks: true, sideNav: true, noBookmark: true },
  },
  {
    path: '/refresh',
    title: { zh: '刷新', en: 'Refresh' },
    description: {
      zh: '内部跳转：读取 redirectPath 并携带其余参数重新打开页面。',
      en: 'Internal redirect: reopens redirectPath with the other query parameters.',
    },
    iframeName: 'home',
    alwaysAllowed: true,
    hide: { noBookmark: true },
  },
  {
    path: '/ddNotice',
    title: { zh: '工作通知', en: 'Work notice' },
    description: {
      zh: '从企业聊天应用的通知打开的隐藏页面。',
      en: 'Hidden page opened from a corporate chat-app notice.',
    },
    iframeName: 'home',
    alwaysAllowed: true,
    hide: { bookmarks: true, sideNav: true, noBookmark: true },
  },
  {
    path: '/403',
    title: { zh: '暂无权限', en: 'No permission' },
    description: {
      zh: '暂无权限，请联系管理员。',
      en: 'You have no permission; please contact the administrator.',
    },
    iframeName: 'home',
    alwaysAllowed: true,
    hide: { noBookmark: true },
  },
  {
    path: '/404',
    title: { zh: '页面不存在', en: 'Page not found' },
    description: {
      zh: '页面不存在，请联系管理员。',
      en: 'The page does not exist; please contact the administrator.',
    },
    iframeName: 'home',
    alwaysAllowed: true,
    hide: { noBookmark: true },
  },
];
