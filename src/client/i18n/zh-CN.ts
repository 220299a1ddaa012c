import { feedbackZh } from './messages/feedback';
import { mailToolsZh } from './messages/mail-tools';
import { schedulingZh } from './messages/scheduling';
import { versionsZh } from './messages/versions';
import { mailReadingZh } from './messages/mail-reading';
import { mailComposeZh } from './messages/mail-compose';
import { mailTransportZh } from './messages/mail-transport';
import { mailMarketingZh } from './messages/mail-marketing';
import { downloadZh } from './messages/download';
import { helpersZh } from './messages/helpers';
import { noticeZh } from './messages/notice';
import { overviewZh } from './messages/overview';
import { shellZh } from './messages/shell';
import { businessZh } from './messages/business';
import { paletteZh } from './messages/palette';
import { assistantZh } from './messages/assistant';
import { workflowAssistantZh } from './messages/workflow-assistant';
import { workflowPaletteZh } from './messages/workflow-palette';
import { workflowDesignZh } from './messages/workflow-design';
import { workflowTasksZh } from './messages/workflow-tasks';
import { workflowApplyZh } from './messages/workflow-apply';
/**
 * Chinese (the default language). This file defines the key tree; en.ts must match it exactly
 * (enforced by its type and by i18n-keys.test.ts). Interpolation uses i18next's {{name}}.
 */
export const zhCN = {
  app: {
    name: 'Switchboard',
    loading: '加载中…',
    loadingUser: '正在加载用户信息…',
    skipToContent: '跳到主要内容',
    close: '关闭',
    cancel: '取消',
    confirm: '确定',
  },
  language: {
    label: '语言',
    zh: '中文',
    en: 'English',
  },
  login: {
    title: '登录',
    welcome: '欢迎使用 Switchboard',
    welcomeText: '短信、语音、邮件、WhatsApp 与设备业务的员工门户。请使用工作账号登录。',
    username: '用户名',
    usernamePlaceholder: '请输入用户名',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    code: '验证码',
    codePlaceholder: '6 位数字验证码',
    codeHint: '验证码将发送到你的钉钉工作通知。',
    sendCode: '获取验证码',
    resendIn: '{{seconds}} 秒后重新获取',
    codeSent: '验证码已发送到你的工作通知，5 分钟内有效',
    submit: '登录',
    submitting: '登录中…',
    or: '或',
    sso: '钉钉登录',
    ssoDevNote: '开发用身份提供方：仅用于本地开发与测试。',
  },
  authorize: {
    title: '单点登录',
    working: '正在完成单点登录…',
    stateMismatch: '登录状态校验失败，可能是链接已过期或被篡改，请重新登录。',
    missingCode: '缺少授权码，请重新登录。',
    failed: '单点登录失败，请重新登录。',
    backToLogin: '返回登录页',
  },
  account: {
    userMenu: '用户菜单：{{name}}',
    changePassword: '修改密码',
    signOut: '退出登录',
  },
  changePassword: {
    title: '修改密码',
    description: '修改后所有设备上的登录都会失效，需要重新登录。',
    oldPassword: '原密码',
    newPassword: '新密码',
    // Not "确认新密码": a label containing another label's text makes getByLabel('新密码') ambiguous.
    confirmPassword: '确认密码',
    newPasswordHint: '8–64 位，需同时包含字母和数字。',
    submit: '确认修改',
    submitting: '提交中…',
    errors: {
      mismatch: '两次输入的新密码不一致',
    },
    success: '密码已修改，请重新登录',
  },
  nav: {
    menu: '菜单',
    toggleMenu: '展开或收起菜单',
    breadcrumb: '面包屑导航',
    opensInNewTab: '（在新标签页打开）',
    home: '首页',
  },
  home: {
    greeting: '你好，{{name}}',
    jobNumber: '工号：{{jobNumber}}',
    departments: '所在部门',
    noDepartments: '暂未分配部门',
    sections: '可访问的模块',
    noSections: '你暂时没有可访问的业务模块，请联系管理员开通权限。',
    external: '外部系统',
  },
  errors: {
    forbidden: '暂无权限，请联系管理员',
    notFound: '页面不存在，请联系管理员',
    backHome: '返回首页',
    code403: '403',
    code404: '404',
  },
  section: {
    servedBy: '本页面的内容由「{{app}}」模块提供，该模块接入后将在此显示。',
    handledBySection: '此页面由「{{app}}」模块处理。',
    detailOf: '详情页，所属菜单：{{parent}}',
    owner: '所属模块',
    path: '页面路径',
  },
  palette: paletteZh,
  assistant: assistantZh,
  business: businessZh,
  download: downloadZh,
  shell: shellZh,
  notice: noticeZh,
  overview: overviewZh,
  helpers: helpersZh,
  workflowAssistant: workflowAssistantZh,
  workflowPalette: workflowPaletteZh,
  workflowDesign: workflowDesignZh,
  workflowTasks: workflowTasksZh,
  workflowApply: workflowApplyZh,
  mailTools: mailToolsZh,
  feedback: feedbackZh,
  versions: versionsZh,
  scheduling: schedulingZh,
  mailReading: mailReadingZh,
  mailCompose: mailComposeZh,
  mailTransport: mailTransportZh,
  mailMarketing: mailMarketingZh,
  failure: {
    network: '网络异常：{{status}} {{text}}',
    networkUnknown: '网络异常，请检查网络连接后重试',
    timeout: '请求超时，请稍后再试',
    sessionEnded: '登录已失效，请重新登录',
    unknown: '操作失败，请稍后再试',
    dismiss: '知道了',
    cannotExecute: '无法执行',
    aliasChange: {
      title: '存在未完成的别名变更',
      text: '该记录有未完成的别名变更记录，暂时无法执行此操作。',
      view: '查看别名变更记录',
    },
    seaPick: {
      title: '领取提示',
      text: '该客户需要通过公海领取线索申请。',
      apply: '去申请领取',
    },
  },
};

/** The shape every language must have: the same keys, every leaf a string. */
export type Messages = DeepStrings<typeof zhCN>;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
