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
} as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[keyof typeof PERMISSION_KEYS];
