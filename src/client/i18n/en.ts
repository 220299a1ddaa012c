import { coreEn } from './messages/core';
import { feedbackEn } from './messages/feedback';
import { mailToolsEn } from './messages/mail-tools';
import { schedulingEn } from './messages/scheduling';
import { versionsEn } from './messages/versions';
import { uiEn } from './messages/ui';
import { devicesEn } from './messages/devices';
import { adminEn } from './messages/admin';
import { auditEn } from './messages/audit';
import { dictionariesEn } from './messages/dictionaries';
import { adminMenuEn } from './messages/admin-menu';
import { fieldRightsEn } from './messages/field-rights';
import { adminOrgEn } from './messages/admin-org';
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
  ...coreEn,
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
  ui: uiEn,
  devices: devicesEn,
  admin: adminEn,
  audit: auditEn,
  dictionaries: dictionariesEn,
  adminMenu: adminMenuEn,
  fieldRights: fieldRightsEn,
  adminOrg: adminOrgEn,
  scheduling: schedulingEn,
  mailReading: mailReadingEn,
  mailCompose: mailComposeEn,
  mailTransport: mailTransportEn,
  mailMarketing: mailMarketingEn,
};
