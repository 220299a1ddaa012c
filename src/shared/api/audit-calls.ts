import { z } from 'zod';
import { PERMISSION_KEYS } from '../permissions';
import { calendarDate } from './calendar-date';
import { defineCall } from './define-call';
import { exportQueued } from './download-calls';
import { lineText } from './text-fields';

/** The audit log (issue 16 "Audit log"; sections.md §2 Settings → system log). */
const PREFIX = '/v2/sys/audit/log';
const TAG = 'audit';
const ID_MAX = 2_147_483_647;

/** How a call ended, as the log groups result codes: 0, a refusal (no session / no permission), anything else. */
export const AUDIT_RESULTS = ['ok', 'refused', 'failed'] as const;
export type AuditResult = (typeof AUDIT_RESULTS)[number];

export const auditFilter = z.object({
  staffId: z.number().int().positive().max(ID_MAX).optional().describe('Rows of this person only'),
  person: lineText.trim().max(40).optional().describe('Part of the person’s name as it was written'),
  callId: lineText
    .trim()
    .max(80)
    .optional()
    .describe('A call id (crm.customerTransfer) or its feature prefix (crm.)')
    .meta({ pattern: '^[a-zA-Z.]{0,40}$' }),
  target: lineText.trim().max(64).optional().describe('An id the call named'),
  result: z.enum(AUDIT_RESULTS).optional(),
  from: calendarDate.optional().describe('From this Asia/Shanghai day, included'),
  to: calendarDate.optional().describe('To this Asia/Shanghai day, included'),
});
export type AuditFilter = z.output<typeof auditFilter>;

export const auditRow = z.object({
  seq: z.number().int(),
  at: z.string().describe('ISO 8601'),
  staffId: z.number().int().nullable(),
  staffName: z.string().describe('The name the person had when the row was written'),
  callId: z.string(),
  target: z.string(),
  requestId: z.string(),
  clientIp: z.string(),
  resultCode: z.number().int(),
});
export type AuditRowView = z.infer<typeof auditRow>;

export const auditPage = defineCall({
  id: 'audit.page',
  method: 'POST',
  effect: 'reads',
  path: `${PREFIX}/page`,
  permission: PERMISSION_KEYS.systemLog,
  tag: TAG,
  summary: 'The audit log, newest first, filtered by person, call, target, result and days',
  body: auditFilter.extend({
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ rows: z.array(auditRow), count: z.number().int() }),
});

export const auditExport = defineCall({
  id: 'audit.export',
  method: 'POST',
  path: `${PREFIX}/export`,
  permission: PERMISSION_KEYS.systemLog,
  tag: TAG,
  answer: 'file',
  timeoutMs: 300_000,
  summary: 'The filtered audit log as an xlsx (or a download-centre job when large)',
  body: auditFilter,
  response: exportQueued,
});
