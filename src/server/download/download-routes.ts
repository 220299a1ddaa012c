import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import * as calls from '../../shared/api/download-calls';
import { APP_CODES } from '../../shared/error-codes';
import { exportJobs, uploadedFiles } from '../db/schema/index';
import { AppError, fail } from '../http/app-error';
import { handle, type RegisteredCall } from '../http/call-router';
import { absolute } from './data-dir';
import { ownJob, purgeExpired, removeJobFile, toJobRow } from './export-jobs';
import { XLSX_TYPE } from './export-service';
import { storedFile } from './stored-file';
import { uploadHandlers } from './upload-routes';

export const downloadHandlers: RegisteredCall[] = [
  handle(calls.downloadPage, async ({ deps, staff, input }) => {
    await purgeExpired(deps);
    const { status, page, pageSize } = input.body;
    const where = and(eq(exportJobs.staffId, staff.staffId), status ? eq(exportJobs.status, status) : undefined);
    const [rows, [total], [active]] = await Promise.all([
      deps.db
        .select()
        .from(exportJobs)
        .where(where)
        .orderBy(desc(exportJobs.createdAt))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(exportJobs)
        .where(where),
      deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(exportJobs)
        .where(and(eq(exportJobs.staffId, staff.staffId), inArray(exportJobs.status, ['queued', 'running']))),
    ]);
    return { rows: rows.map(toJobRow), count: total?.n ?? 0, active: active?.n ?? 0 };
  }),

  handle(calls.downloadFile, async ({ deps, staff, input }) => {
    const job = await ownJob(deps, staff.staffId, input.query.fileId);
    if (!job) throw fail.notFound();
    if (job.status === 'expired') throw new AppError(APP_CODES.NOT_FOUND, 'download.expired', {}, 410);
    if (job.status !== 'done' || !job.filePath) throw new AppError(APP_CODES.CONFLICT, 'download.notReady', {}, 409);
    return storedFile(absolute(deps, job.filePath), job.fileName ?? `${job.id}.xlsx`, XLSX_TYPE);
  }),

  handle(calls.downloadRetry, async ({ deps, staff, input }) => {
    const job = await ownJob(deps, staff.staffId, input.body.fileId);
    if (!job) throw fail.notFound();
    if (job.status !== 'failed' || !job.retryable) throw new AppError(APP_CODES.CONFLICT, 'download.notRetryable', {}, 409);
    await removeJobFile(deps, job);
    const [queued] = await deps.db
      .update(exportJobs)
      .set({
        status: 'queued',
        progress: 0,
        writtenRows: 0,
        error: null,
        filePath: null,
        fileSize: null,
        finishedAt: null,
        expiresAt: null,
        attempts: 0,
        createdAt: deps.clock.now(),
      })
      .where(and(eq(exportJobs.id, job.id), eq(exportJobs.status, 'failed')))
      .returning();
    if (!queued) throw fail.conflict();
    deps.exportWorker.kick();
    return toJobRow(queued);
  }),

  handle(calls.downloadDelete, async ({ deps, staff, input }) => {
    const job = await ownJob(deps, staff.staffId, input.body.fileId);
    if (!job) throw fail.notFound();
    if (job.status === 'running') throw new AppError(APP_CODES.CONFLICT, 'download.running', {}, 409);
    await removeJobFile(deps, job);
    await deps.db.delete(exportJobs).where(eq(exportJobs.id, job.id));
    return null;
  }),

  ...uploadHandlers,

  handle(calls.uploadedFileDownload, async ({ deps, staff, input }) => {
    const [file] = await deps.db
      .select()
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.id, input.query.fileId), eq(uploadedFiles.staffId, staff.staffId)))
      .limit(1);
    if (!file) throw fail.notFound();
    return storedFile(absolute(deps, file.storagePath), file.fileName, file.contentType);
  }),
];
