import { assistantHandlers } from './assistant/assistant-routes';
import { authHandlers } from './auth/auth-routes';
import { businessHandlers } from './business/business-routes';
import { crmHandlers } from './crm/crm-routes';
import { downloadHandlers } from './download/download-routes';
import { hrmHandlers } from './hrm/hrm-routes';
import type { RegisteredCall } from './http/call-router';
import { messageHandlers } from './messages/message-routes';
import { shellHandlers } from './shell/shell-routes';
import { paletteHandlers } from './palette/palette-routes';
import { staffHandlers } from './staff/staff-routes';
import { sysHandlers } from './sys/sys-routes';
import { workflowHandlers } from './workflow/workflow-routes';
import { mailHandlers } from './mail';
import { feedbackHandlers } from './feedback';
import { versionHandlers } from './versions';
import { devicesHandlers } from './devices';
import { adminHandlers } from './admin';
import { auditHandlers } from './audit/audit-routes';
import { dictionaryHandlers } from './dictionaries/dictionary-routes';
import { adminMenuHandlers } from './admin/menu/menu-routes';
import { adminOrgHandlers } from './admin/org/org-routes';
import { fieldRightsHandlers } from './admin/fields/field-rights-routes';
import { applicationDetailHandlers } from './workflow/details/application-detail-routes';

/** Every handled call; a test checks that each shared call has exactly one handler here. */
export const ALL_HANDLERS: readonly RegisteredCall[] = [
  ...authHandlers,
  ...staffHandlers,
  ...sysHandlers,
  ...downloadHandlers,
  ...messageHandlers,
  ...paletteHandlers,
  ...businessHandlers,
  ...crmHandlers,
  ...shellHandlers,
  ...workflowHandlers,
  ...applicationDetailHandlers,
  ...hrmHandlers,
  ...assistantHandlers,
  ...mailHandlers,
  ...feedbackHandlers,
  ...versionHandlers,
  ...devicesHandlers,
  ...adminHandlers,
  ...auditHandlers,
  ...dictionaryHandlers,
  ...adminMenuHandlers,
  ...adminOrgHandlers,
  ...fieldRightsHandlers,
];
