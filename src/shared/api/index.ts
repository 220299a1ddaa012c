import * as assistantCalls from './assistant-calls';
import * as authCalls from './auth-calls';
import * as businessCalls from './business-calls';
import * as crmCalls from './crm-calls';
import type { CallDef } from './define-call';
import * as downloadCalls from './download-calls';
import * as feedbackCalls from './feedback-calls';
import * as hrmCalls from './hrm-calls';
import * as messageCalls from './message-calls';
import * as shellCalls from './shell-calls';
import * as paletteCalls from './palette-calls';
import * as sendRecordCalls from './send-record-calls';
import * as staffCalls from './staff-calls';
import * as sysCalls from './sys-calls';
import * as versionCalls from './version-calls';
import * as workflowCalls from './workflow-calls';
import * as mailComposeCalls from './mail-compose-calls';
import * as mailMarketingCalls from './mail-marketing-calls';
import * as mailReadingCalls from './mail-reading-calls';
import * as mailToolsCalls from './mail-tools-calls';
import * as mailTransportCalls from './mail-transport-calls';
import * as deviceCalls from './device-calls';
import * as adminCalls from './admin-calls';
import * as auditCalls from './audit-calls';
import * as dictionaryCalls from './dictionary-calls';
import * as adminMenuCalls from './admin-menu-calls';
import * as adminOrgCalls from './admin-org-calls';
import * as fieldRightsCalls from './field-rights-calls';

export * from './define-call';

function callsOf(module: Record<string, unknown>): CallDef[] {
  return Object.values(module).filter(
    (value): value is CallDef => typeof value === 'object' && value !== null && 'id' in value && 'method' in value && 'path' in value,
  );
}

/** Every API call of Switchboard; the server must handle each, the OpenAPI document lists each. */
export const ALL_CALLS: readonly CallDef[] = [
  ...callsOf(authCalls),
  ...callsOf(staffCalls),
  ...callsOf(sysCalls),
  ...callsOf(crmCalls),
  ...callsOf(downloadCalls),
  ...callsOf(messageCalls),
  ...callsOf(shellCalls),
  ...callsOf(feedbackCalls),
  ...callsOf(versionCalls),
  ...callsOf(workflowCalls),
  ...callsOf(hrmCalls),
  ...callsOf(paletteCalls),
  ...callsOf(businessCalls),
  ...callsOf(sendRecordCalls),
  ...callsOf(assistantCalls),
  ...callsOf(mailToolsCalls),
  ...callsOf(mailReadingCalls),
  ...callsOf(mailComposeCalls),
  ...callsOf(mailTransportCalls),
  ...callsOf(mailMarketingCalls),
  ...callsOf(deviceCalls),
  ...callsOf(adminCalls),
  ...callsOf(auditCalls),
  ...callsOf(dictionaryCalls),
  ...callsOf(adminMenuCalls),
  ...callsOf(adminOrgCalls),
  ...callsOf(fieldRightsCalls),
];

export { authCalls, crmCalls, staffCalls, sysCalls };
