import { rm } from 'node:fs/promises';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { EXPORT_RETENTION_DAYS, type ExportJobRow, type ExportStatus } from '../../shared/api/download-calls';
import type { AppDeps } from '../deps';
import { exportJobs } from '../db/schema/index';
import { absolute } from './data-dir';

export type ExportJob = typeof exportJobs.$inferSelect;

export function toJobRow(job: ExportJob): ExportJobRow {
  return {
    fileId: job.id,
    exporter: job.exporter,
    title: job.title,
    status: job.status as ExportStatus,
    progress: job.progress,
    totalNum: job.totalRows,
    fileName: job.fileName,
    fileSize: job.fileSize,
    error: job.error,
    retryable: job.status === 'failed' && job.retryable,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    expiresAt: job.expiresAt?.toISOString() ?? null,
  };
}

export function retentionEnd(from: Date): Date {
  return new Date(from.getTime() + EXPORT_RETENTION_DAYS * 86_400_000);
}

/** The staff member's own job, or null (another person's job is as good as absent). */
export async function ownJob(deps: AppDeps, staffId: number, id: string): Promise<ExportJob | null> {
  const [job] = await deps.db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.id, id), eq(exportJobs.staffId, staffId)))
    .limit(1);
  return job ?? null;
}

/** Takes the oldest queued job for running; null when there is none. */
export async function claimNextJob(deps: AppDeps): Promise<ExportJob | null> {
  const [next] = await deps.db
    .select({ id: exportJobs.id })
    .from(exportJobs)
    .where(eq(exportJobs.status, 'queued'))
    .orderBy(asc(exportJobs.createdAt))
    .limit(1);
  if (!next) return null;
  const [claimed] = await deps.db
    .update(exportJobs)
    .set({
      status: 'running',
      startedAt: deps.clock.now(),
      progress: 0,
      writtenRows: 0,
      error: null,
      attempts: sql`${exportJobs.attempts} + 1`,
    })
    .where(and(eq(exportJobs.id, next.id), eq(exportJobs.status, 'queued')))
    .returning();
  return claimed ?? null;
}

export async function updateJob(deps: AppDeps, id: string, values: Partial<typeof exportJobs.$inferInsert>): Promise<void> {
  await deps.db.update(exportJobs).set(values).where(eq(exportJobs.id, id));
}

/** Retention: files of finished jobs past their expiry are removed; the rows stay, marked expired. */
export async function purgeExpired(deps: AppDeps): Promise<number> {
  const expired = await deps.db
    .select()
    .from(exportJobs)
    .where(and(inArray(exportJobs.status, ['done', 'failed']), lt(exportJobs.expiresAt, deps.clock.now())));
  for (const job of expired) {
    if (job.filePath) await rm(absolute(deps, job.filePath), { force: true });
    await updateJob(deps, job.id, { status: 'expired', filePath: null, retryable: false });
  }
  return expired.length;
}

/** Removes a job's file (if any); the caller deletes or resets the row. */
export async function removeJobFile(deps: AppDeps, job: ExportJob): Promise<void> {
  if (job.filePath) await rm(absolute(deps, job.filePath), { force: true });
}
