import { coreZh } from './messages/core';
import { feedbackZh } from './messages/feedback';
import { mailToolsZh } from './messages/mail-tools';
import { schedulingZh } from './messages/scheduling';
import { versionsZh } from './messages/versions';
import { uiZh } from './messages/ui';
import { devicesZh } from './messages/devices';
import { adminZh } from './messages/admin';
import { auditZh } from './messages/audit';
import { dictionariesZh } from './messages/dictionaries';
import { adminMenuZh } from './messages/admin-menu';
import { fieldRightsZh } from './messages/field-rights';
import { adminOrgZh } from './messages/admin-org';
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
  ...coreZh,
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
  ui: uiZh,
  devices: devicesZh,
  admin: adminZh,
  audit: auditZh,
  dictionaries: dictionariesZh,
  adminMenu: adminMenuZh,
  fieldRights: fieldRightsZh,
  adminOrg: adminOrgZh,
  scheduling: schedulingZh,
  mailReading: mailReadingZh,
  mailCompose: mailComposeZh,
  mailTransport: mailTransportZh,
  mailMarketing: mailMarketingZh,
};

/** The shape every language must have: the same keys, every leaf a string. */
export type Messages = DeepStrings<typeof zhCN>;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
