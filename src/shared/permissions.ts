import type { Title } from './routes/types';

/**
 * Button permissions (shell.md §6: "directives and buttons"): keys that are not pages. Menu pages
 * carry their own keys (see routes/menu-keys.ts); a top-level section's key is its area code.
 */
export interface ButtonDef {
  key: string;
  title: Title;
}

export const BUTTONS = {
  /** The AI assistant (sections.md §6). */
  aichat: { key: 'aichat', title: { zh: 'AI 助手', en: 'AI assistant' } },
} as const satisfies Record<string, ButtonDef>;

export const BUTTON_LIST: readonly ButtonDef[] = Object.values(BUTTONS);

/**
 * Every permission key that code checks by name, declared once. Page keys come from the route
 * table (routes/menu-keys.ts); a test proves each one here names a real page, section or button.
 */
export const PERMISSION_KEYS = {
  aiChat: BUTTONS.aichat.key,
  crm: 'CRM',
  businessInquiry: 'BQ',
  reports: 'RPT',
  suppliers: 'SRM',
  finance: 'FC',
  sendRecordQuery: 'BQ_SEND_RCD_QUERY',
  monthPerformance: 'BQ_RESULTS_QUERY_MONTH',
  smsProfitAnalysis: 'RPT_SMS_PROFIT_ANALYSIS',
  messageQuery: 'MC_NOTIFICATION',
  userAdmin: 'SYS_AUTH_MANAGE_USER',
  downloadCentre: 'GER_DOWNLOAD',
  workflow: 'GER',
  processConfig: 'SYS_PROCESS_CONFIGER',
  processRoles: 'SYS_PROCESS_ROLES',
  processForms: 'SYS_PROCESS_FORMWORD',
  /** The mailbox's pages (sections.md §2 Messages); each call names the page it serves. */
  mailWrite: 'MC_EMAIL_WRITE',
  mailInbox: 'MC_EMAIL_INBOX',
  mailStar: 'MC_EMAIL_STAR',
  mailSpam: 'MC_EMAIL_SPAM',
  mailSent: 'MC_EMAIL_SENT',
  mailDrafts: 'MC_EMAIL_DRAFTS',
  mailMarketing: 'MC_EMAIL_MARKETING',
  mailCorrespondence: 'MC_EMAIL_VCE',
  mailAddressBook: 'MC_EMAIL_ADB',
  mailSettings: 'MC_EMAIL_SET',
  mailLogs: 'MC_EMAIL_LOGS',
  /** Mailbox administration (Settings → 邮箱设置). */
  mailAccountAdmin: 'SYS_EMAIL_ACCOUNT',
  mailShareAdmin: 'SYS_EMAIL_SIGNATURE',
  mailFollowAdmin: 'SYS_EMAIL_INBOX',
  mailDomainAdmin: 'SYS_EMAIL_DOMAIN',
  /** Feedback and rating: my feedback, handling it, and its settings. */
  feedbackMine: 'CSC_FEEDBACKMANAGEMENT_FEEDBACK',
  feedbackHandle: 'CSC_FEEDBACKMANAGEMENT_FB_LIST',
  feedbackConfig: 'SYS_FEEDBACKMANAGEMENT_FB_CONFIG',
  /** Version notes: the timeline and list everyone reads, and writing them. */
  versionTimeline: 'MC_PUBLICNOTICE_TIMEAXIS',
  versionList: 'MC_PUBLICNOTICE_NOTICELIST',
  versionConfig: 'SYS_PUBLICNOTICE_NOTICECONFIG',
  /** Shift scheduling and attendance. */
  schedule: 'OC_SCHEDULE',
  attendanceReport: 'HRM_MONTHLY_REPORT_MONTHLY_ATTENDANCE_REPORT',
  overtimeList: 'HRM_MONTHLY_REPORT_OVER_WORK_LIST',
  staffHolidays: 'HRM_HOLIDAY_MANAGE_USERS_HOLIDAYS',
  /** Device operations: the SIM-bank pages of operations, and the device look-ups of business inquiry. */
  simbankServers: 'OC_SIMBANK_VOD_SERVER',
  simbankManager: 'OC_SIMBANK_MANAGER',
  simbankSims: 'OC_SIMBANK_SIM',
  simbankImei: 'OC_SIMBANK_IMEI',
  simbankDongles: 'OC_SIMBANK_DONGLE',
  simbankLog: 'OC_SIMBANK_LOG',
  simbankPorts: 'OC_SIMBANK_PORT_MANAGER',
  simbankPortOrders: 'OC_SIMBANK_PORT_ORDER',
  simbankPortWater: 'OC_SIMBANK_PORT_WATER',
  simbankPortRecords: 'OC_SIMBANK_PORT_RECORD',
  deviceInfo: 'BQ_DEVICE_INFO',
  deviceOperationLog: 'BQ_DEVICE_INFO_OPERATION_LOG',
  portQuery: 'BQ_PORTQUERY',
  /** Administration (Settings): people, grants, organisation, menus, dictionaries and the audit log. */
  permissionAdmin: 'SYS_AUTH_MANAGE_PERMISSIONS',
  roleAdmin: 'SYS_ROLES',
  menuAdmin: 'SYS_AUTH_MANAGE_MENU',
  departmentAdmin: 'SYS_DEPARTMENTAL_ORGANIZATION',
  systemLog: 'SYS_SYSTEM_LOG',
  crmDictionary: 'SYS_CRM_DICTIONARY',
  cscDictionary: 'SYS_CSC_DICTIONARY',
  purchaseDictionary: 'SYS_PURCHASE_DICTIONARY',
  fieldEnums: 'SYS_OPERATE_SET_FIELD_ENUM',
} as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[keyof typeof PERMISSION_KEYS];
