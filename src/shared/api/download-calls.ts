import { z } from 'zod';
import { SIGNED_IN, defineCall } from './define-call';

/**
 * Download centre (sections.md §7 "Download centre", shell.md §4 "Export"). An export call of any
 * feature answers the xlsx at once when it is small, or queues a job here and answers
 * `exportQueued`. Every call below sees only the caller's own jobs and files.
 */

/** Exports of at most this many rows are answered at once; larger ones become a job. */
/** The exporters' names, stored on queued jobs (so they stay stable), declared once for the server and the client. */
export const EXPORTERS = {
  performance: 'bq.performance',
  profit: 'rpt.profit',
  sendRecords: 'bq.sendRecords',
  messages: 'mc.messages',
  attendance: 'hrm.attendance',
  feedback: 'feedback.list',
  audit: 'audit.log',
} as const;
export type ExporterName = (typeof EXPORTERS)[keyof typeof EXPORTERS];

export const EXPORT_SYNC_LIMIT = 10_000;
/** Finished files are kept this long, then removed (the job row stays, marked expired). */
export const EXPORT_RETENTION_DAYS = 7;
/** shell.md §4/§9: 3 minutes under a million rows, else 3 minutes per (started) million. */
export function exportEstimateMinutes(totalRows: number): number {
  return 3 * Math.max(1, Math.ceil(totalRows / 1_000_000));
}

/**
 * shell.md §3 "Download result" for an export that became a job: the envelope's data of every
 * export call (a small export answers the xlsx itself).
 */
export const exportQueued = z
  .object({
    syncFlag: z.literal(false).describe('false: the file is being generated in the download centre'),
    fileId: z.string().describe('Id of the job in the download centre'),
    totalNum: z.number().int().describe('Rows the file will hold: an estimate until the job has counted them'),
    estimateMinutes: z.number().int().describe('3 minutes per started million rows'),
  })
  .describe('When the export became a download-centre job; a small export answers the xlsx file itself');
export type ExportQueued = z.infer<typeof exportQueued>;

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const exportJobRow = z.object({
  fileId: z.string(),
  exporter: z.string(),
  title: z.string().describe('What was exported, in the language the export was asked in'),
  status: z.enum(EXPORT_STATUSES),
  progress: z.number().int().describe('0–100'),
  totalNum: z.number().int(),
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable().describe('Bytes'),
  error: z.string().nullable(),
  retryable: z.boolean(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ExportJobRow = z.infer<typeof exportJobRow>;

const fileId = z.string().uuid('download.fileId');

export const downloadPage = defineCall({
  id: 'download.page',
  method: 'POST',
  effect: 'reads',
  path: '/v2/download/downloadCenter/api/page',
  permission: SIGNED_IN,
  tag: 'download',
  summary: 'The caller’s export jobs, newest first',
  body: z.object({
    status: z.enum(EXPORT_STATUSES).optional(),
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ rows: z.array(exportJobRow), count: z.number().int(), active: z.number().int() }),
});

export const downloadFile = defineCall({
  id: 'download.file',
  method: 'GET',
  path: '/v2/download/downloadCenter/api/download',
  permission: SIGNED_IN,
  tag: 'download',
  answer: 'file',
  timeoutMs: 300_000,
  summary: 'The xlsx of a finished export job (own jobs only)',
  query: z.object({ fileId }),
  response: z.null(),
});

export const downloadRetry = defineCall({
  id: 'download.retry',
  method: 'POST',
  effect: 'recorded-after',
  path: '/v2/download/downloadCenter/api/retry',
  permission: SIGNED_IN,
  tag: 'download',
  repeatCheck: true,
  summary: 'Queue a failed export job again; it is rebuilt with the caller’s data scope of now',
  body: z.object({ fileId }),
  response: exportJobRow,
});

export const downloadDelete = defineCall({
  id: 'download.delete',
  method: 'POST',
  path: '/v2/download/downloadCenter/api/delete',
  permission: SIGNED_IN,
  tag: 'download',
  summary: 'Remove an export job and its file (a running job cannot be removed)',
  body: z.object({ fileId }),
  response: z.null(),
});

/** Upload limits (sections.md §7 uploads: multipart, 600 s client timeout). */
export const UPLOAD_TIMEOUT_MS = 600_000;
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const SEGMENT_MAX_BYTES = 5 * 1024 * 1024;
export const SEGMENTED_MAX_BYTES = 500 * 1024 * 1024;

export const uploadedFile = z.object({
  fileId: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  sha256: z.string(),
  url: z.string().describe('Address of the file download call'),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

export const upload = defineCall({
  id: 'download.upload',
  method: 'POST',
  path: '/v2/download/downloadCenter/api/upload',
  permission: SIGNED_IN,
  tag: 'download',
  timeoutMs: UPLOAD_TIMEOUT_MS,
  summary: 'Upload one file (multipart/form-data: file, optional bizType); at most 20 MB',
  response: uploadedFile,
});

export const segmentUploadResult = z.object({
  uploadId: z.string(),
  received: z.number().int().describe('Chunks stored so far'),
  chunkTotal: z.number().int(),
  file: uploadedFile.nullable().describe('The assembled file once every chunk arrived'),
});

export const segmentUpload = defineCall({
  id: 'download.segmentUpload',
  method: 'POST',
  path: '/v2/download/downloadCenter/api/segmentUpload',
  permission: SIGNED_IN,
  tag: 'download',
  timeoutMs: UPLOAD_TIMEOUT_MS,
  summary: 'Upload a large file in chunks (multipart: uploadId, chunkIndex, chunkTotal, fileName, totalSize, chunk)',
  description:
    'Chunks of at most 5 MB, any order, a repeated chunk replaces the earlier one; when the last ' +
    'missing chunk arrives the file is assembled (at most 500 MB) and returned.',
  response: segmentUploadResult,
});

export const uploadedFileDownload = defineCall({
  id: 'download.uploadedFile',
  method: 'GET',
  path: '/v2/download/downloadCenter/api/file',
  permission: SIGNED_IN,
  tag: 'download',
  answer: 'file',
  timeoutMs: UPLOAD_TIMEOUT_MS,
  summary: 'An uploaded file (the uploader’s own files only)',
  query: z.object({ fileId }),
  response: z.null(),
});
