import { PERMISSION_KEYS } from '../permissions';
import { z } from 'zod';
import { defineCall } from './define-call';
import { exportQueued } from './download-calls';
import { money } from './business-calls';
import { localDateTime } from './calendar-date';
import { lineText } from './text-fields';

/** Per-message SMS send records, newest first, paged by keyset (never by offset). */
export const SEND_STATUSES = ['delivered', 'failed', 'pending', 'rejected'] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];

export const sendRecordRow = z.object({
  id: z.string(),
  sentAt: z.string().describe('ISO date-time'),
  customerCode: z.string(),
  customerName: z.string(),
  phone: z.string().describe('Masked: country code, first digits and last four'),
  country: z.string(),
  countryName: z.string(),
  countryNameEn: z.string(),
  mccMnc: z.string(),
  senderId: z.string(),
  contentLength: z.number().int(),
  segments: z.number().int(),
  status: z.enum(SEND_STATUSES),
  errorCode: z.string().nullable(),
  supplierCode: z.string(),
  price: money,
});
export type SendRecordRow = z.infer<typeof sendRecordRow>;

export const sendRecordQueryBody = z.object({
  from: localDateTime.describe('Asia/Shanghai, inclusive; a date means the start of that day'),
  to: localDateTime.describe('Asia/Shanghai; a date includes that whole day, a time is exclusive'),
  status: z.enum(SEND_STATUSES).optional(),
  customerCode: lineText.trim().min(1).max(32).optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?\d{3,20}$/, 'business.phoneFormat')
    .optional()
    .describe('Full number or its leading digits'),
  country: z.string().length(2).toUpperCase().optional(),
  cursor: lineText.max(100).optional().describe('nextCursor of the previous page'),
  pageSize: z.number().int().min(1).max(200).default(50),
});
export type SendRecordQueryInput = z.output<typeof sendRecordQueryBody>;

export const sendRecordQuery = defineCall({
  id: 'bq.sendRecordQuery',
  method: 'POST',
  effect: 'reads',
  path: '/v2/bq/send-record/query',
  permission: PERMISSION_KEYS.sendRecordQuery,
  tag: 'business',
  summary: 'SMS send records in the caller’s data scope, newest first, keyset-paged',
  body: sendRecordQueryBody,
  response: z.object({ rows: z.array(sendRecordRow), nextCursor: z.string().nullable() }),
});

/** The filters of the query without paging: an export takes every matching record. */
export const sendRecordExportBody = sendRecordQueryBody.omit({ cursor: true, pageSize: true });

export const sendRecordExport = defineCall({
  id: 'bq.sendRecordExport',
  method: 'POST',
  path: '/v2/bq/send-record/export',
  permission: PERMISSION_KEYS.sendRecordQuery,
  tag: 'business',
  summary: 'The filtered send records as an xlsx file, or a download-centre job for large results',
  body: sendRecordExportBody,
  answer: 'file',
  timeoutMs: 300_000,
  response: exportQueued,
});
