import { feedbackEn } from './messages/feedback';
import { mailToolsEn } from './messages/mail-tools';
import { schedulingEn } from './messages/scheduling';
import { versionsEn } from './messages/versions';
import { mailReadingEn } from './messages/mail-reading';
import { mailComposeEn } from './messages/mail-compose';
import { mailTransportEn } from './messages/mail-transport';
import { mailMarketingEn } from './messages/mail-marketing';
import { downloadEn } from './messages/download';
import { helpersEn } from './messages/helpers';
import { noticeEn } from './messages/notice';
import { overviewEn } from './messages/overview';
import { shellEn } from './messages/shell';
import { businessEn } from './messages/business';
import { paletteEn } from './messages/palette';
import { assistantEn } from './messages/assistant';
import { workflowAssistantEn } from './messages/workflow-assistant';
import { workflowPaletteEn } from './messages/workflow-palette';
import { workflowDesignEn } from './messages/workflow-design';
import { workflowTasksEn } from './messages/workflow-tasks';
import { workflowApplyEn } from './messages/workflow-apply';
import type { Messages } from './zh-CN';

/** English. Typed against the Chinese tree: a missing or extra key is a compile error. */
export const en: Messages = {
  app: {
    name: 'Switchboard',
    loading: 'Loading…',
    loadingUser: 'Loading your profile…',
    skipToContent: 'Skip to main content',
    close: 'Close',
    cancel: 'Cancel',
    confirm: 'OK',
  },
  language: {
    label: 'Language',
    zh: '中文',
    en: 'English',
  },
  login: {
    title: 'Sign in',
    welcome: 'Welcome to Switchboard',
    welcomeText: 'The staff portal for SMS, voice, e-mail, WhatsApp and device business. Sign in with your work account.',
    username: 'Username',
    usernamePlaceholder: 'Enter your username',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    code: 'Verification code',
    codePlaceholder: '6-digit code',
    codeHint: 'The code is sent to your DingTalk work notifications.',
    sendCode: 'Send code',
    resendIn: 'Resend in {{seconds}} s',
    codeSent: 'The code was sent to your work notifications; it is valid for 5 minutes',
    submit: 'Sign in',
    submitting: 'Signing in…',
    or: 'or',
    sso: 'Sign in with DingTalk',
    ssoDevNote: 'Development identity provider: for local development and tests only.',
  },
  authorize: {
    title: 'Single sign-on',
    working: 'Completing single sign-on…',
    stateMismatch: 'The sign-in state does not match; the link may have expired or been altered. Please sign in again.',
    missingCode: 'The authorization code is missing. Please sign in again.',
    failed: 'Single sign-on failed. Please sign in again.',
    backToLogin: 'Back to sign-in',
  },
  account: {
    userMenu: 'User menu: {{name}}',
    changePassword: 'Change password',
    signOut: 'Sign out',
  },
  changePassword: {
    title: 'Change password',
    description: 'Changing it ends your sessions on every device; you will sign in again.',
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    newPasswordHint: '8–64 characters with both letters and digits.',
    submit: 'Change password',
    submitting: 'Submitting…',
    errors: {
      mismatch: 'The two new passwords do not match',
    },
    success: 'Password changed; please sign in again',
  },
  nav: {
    menu: 'Menu',
    toggleMenu: 'Show or hide the menu',
    breadcrumb: 'Breadcrumb',
    opensInNewTab: '(opens in a new tab)',
    home: 'Home',
  },
  home: {
    greeting: 'Hello, {{name}}',
    jobNumber: 'Job number: {{jobNumber}}',
    departments: 'Departments',
    noDepartments: 'No department assigned yet',
    sections: 'Sections you can open',
    noSections: 'You cannot open any business section yet; ask an administrator for access.',
    external: 'External systems',
  },
  errors: {
    forbidden: 'You do not have permission; please contact the administrator',
    notFound: 'The page does not exist; please contact the administrator',
    backHome: 'Back to home',
    code403: '403',
    code404: '404',
  },
  section: {
    servedBy: 'The content of this page is provided by the “{{app}}” application and appears here once it is connected.',
    handledBySection: 'This page is handled by the “{{app}}” application.',
    detailOf: 'Detail page of the menu item: {{parent}}',
    owner: 'Application',
    path: 'Page path',
  },
  palette: paletteEn,
  assistant: assistantEn,
  business: businessEn,
  download: downloadEn,
  shell: shellEn,
  notice: noticeEn,
  overview: overviewEn,
  helpers: helpersEn,
  workflowAssistant: workflowAssistantEn,
  workflowPalette: workflowPaletteEn,
  workflowDesign: workflowDesignEn,
  workflowTasks: workflowTasksEn,
  workflowApply: workflowApplyEn,
  mailTools: mailToolsEn,
  feedback: feedbackEn,
  versions: versionsEn,
  scheduling: schedulingEn,
  mailReading: mailReadingEn,
  mailCompose: mailComposeEn,
  mailTransport: mailTransportEn,
  mailMarketing: mailMarketingEn,
  failure: {
    network: 'Network error: {{status}} {{text}}',
    networkUnknown: 'Network error; check your connection and try again',
    timeout: 'The request timed out, try again later',
    sessionEnded: 'Your session has ended; please sign in again',
    unknown: 'Something went wrong; try again later',
    dismiss: 'Dismiss',
    cannotExecute: 'Cannot execute',
    aliasChange: {
      title: 'Unfinished alias change',
      text: 'This record has an unfinished alias-change record, so the action cannot run yet.',
      view: 'View the alias-change record',
    },
    seaPick: {
      title: 'Pick-up prompt',
      text: 'This customer must be picked up through a sea-pick lead application.',
      apply: 'Apply to pick up',
    },
  },
};
