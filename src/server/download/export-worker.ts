import { rename, rm, stat } from 'node:fs/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { SIGNED_IN } from '../../shared/api/define-call';
import { MSG_TYPES } from '../../shared/api/message-calls';
import type { Lang } from '../../shared/messages';
import type { AuthedStaff } from '../auth';
import type { AppDeps } from '../deps';
import { exportJobs } from '../db/schema/index';
import { createMessage } from '../messages';
import { grantSetOfStaff, profileOfStaff } from '../staff';
import { absolute, ensureDirOf } from './data-dir';
import { claimNextJob, purgeExpired, retentionEnd, updateJob, type ExportJob } from './export-jobs';
import { writeXlsx } from './xlsx-writer';

/** A job interrupted this many times is given up (marked failed, retryable by hand). */
const MAX_ATTEMPTS = 3;
/** Progress is written at most this often (a million-row job would otherwise write per batch). */
const PROGRESS_EVERY_MS = 1000;

class JobFailure extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/**
 * Writes queued export jobs one at a time, in the order they were asked for. The job's spec is
 * rebuilt from its exporter with the staff member's permissions of now, so a withdrawn permission
 * or a narrower data scope applies to a job that waited. One per AppDeps (`deps.exportWorker`).
 */
export class ExportWorker {
  private loop: Promise<void> | null = null;
  private stopped = false;

  /** `deps` is read when work starts: the worker is itself one of the deps it is given. */
  constructor(private readonly depsOf: () => AppDeps) {}

  private get deps(): AppDeps {
    return this.depsOf();
  }

  /**
   * At start: jobs a stopped server left running go back to the queue (or, after MAX_ATTEMPTS
   * interruptions, to failed-retryable), then the worker takes up the queue.
   */
  async resume(): Promise<void> {
    const { deps } = this;
    const interrupted = await deps.db.select().from(exportJobs).where(eq(exportJobs.status, 'running'));
    for (const job of interrupted) {
      if (job.attempts >= MAX_ATTEMPTS) {
        await updateJob(deps, job.id, {
          status: 'failed',
          error: 'interrupted too often',
          retryable: true,
          finishedAt: deps.clock.now(),
          expiresAt: retentionEnd(deps.clock.now()),
        });
      } else {
        await deps.db
          .update(exportJobs)
          .set({ status: 'queued', progress: 0, writtenRows: 0 })
          .where(and(eq(exportJobs.id, job.id), inArray(exportJobs.status, ['running'])));
      }
    }
    this.kick();
  }

  /** Starts working through the queue unless already doing so. */
  kick(): void {
    if (this.stopped || this.loop) return;
    this.loop = this.drain().finally(() => {
      this.loop = null;
    });
  }

  /** Resolves when the queue is empty (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.loop) await this.loop;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }

  private async drain(): Promise<void> {
    await purgeExpired(this.deps);
    for (;;) {
      if (this.stopped) return;
      const job = await claimNextJob(this.deps);
      if (!job) return;
      await this.run(job);
    }
  }

  private async run(job: ExportJob): Promise<void> {
    const { deps } = this;
    const lang: Lang = job.language === 'en' ? 'en' : 'zh';
    const relative = `exports/${job.staffId}/${job.id}.xlsx`;
    const file = absolute(deps, relative);
    const partial = `${file}.part`;
    try {
      const def = deps.exporters.named(job.exporter);
      if (!def) throw new JobFailure(`unknown exporter ${job.exporter}`, false);
      const [grants, profile] = await Promise.all([
        grantSetOfStaff(deps.db, deps.grantSets, job.staffId),
        profileOfStaff(deps.db, job.staffId),
      ]);
      if (!profile) throw new JobFailure('the person who asked is gone', false);
      if (def.permission !== SIGNED_IN && !grants.permissions.has(def.permission)) {
        throw new JobFailure(`permission ${def.permission} withdrawn`, false);
      }
      // The export was asked for by a permitted person; it only reads.
      const staff: AuthedStaff = {
        staffId: job.staffId,
        sessionId: 'export-job',
        permissions: grants.permissions,
        grants,
        mustChangePassword: false,
        profile,
      };
      const params = def.params.safeParse(job.params);
      if (!params.success) throw new JobFailure('stored parameters no longer valid', false);
      const spec = await def.build(deps, staff, params.data);
      const total = await spec.count();
      await updateJob(deps, job.id, { totalRows: total });
      await ensureDirOf(file);
      let lastWrite = 0;
      const written = await writeXlsx(spec, lang, { filename: partial }, async (rows) => {
        const now = Date.now();
        if (now - lastWrite < PROGRESS_EVERY_MS) return;
        lastWrite = now;
        const progress = total > 0 ? Math.min(99, Math.floor((rows / total) * 100)) : 99;
        await updateJob(deps, job.id, { writtenRows: rows, progress });
      });
      await rename(partial, file);
      const { size } = await stat(file);
      const finishedAt = deps.clock.now();
      await updateJob(deps, job.id, {
        status: 'done',
        progress: 100,
        writtenRows: written,
        totalRows: written,
        filePath: relative,
        fileSize: size,
        finishedAt,
        expiresAt: retentionEnd(finishedAt),
      });
      await createMessage(deps, {
        staffId: job.staffId,
        msgType: MSG_TYPES.download,
        title: { zh: '导出完成', en: 'Export ready' },
        content: {
          zh: '「{title}」已导出 {rows} 行，可在下载中心下载。',
          en: '“{title}” is ready with {rows} rows; download it from the download centre.',
        },
        fillVars: [
          { key: '{title}', showFieldName: job.title },
          { key: '{rows}', showFieldName: String(written) },
        ],
        link: '/general/download',
      });
    } catch (error) {
      await rm(partial, { force: true });
      const failure = error instanceof JobFailure ? error : null;
      deps.log.error({ err: error, jobId: job.id, exporter: job.exporter }, 'export job failed');
      const finishedAt = deps.clock.now();
      await updateJob(deps, job.id, {
        status: 'failed',
        error: failure?.message ?? (error instanceof Error ? error.message : String(error)),
        retryable: failure ? failure.retryable : true,
        finishedAt,
        expiresAt: retentionEnd(finishedAt),
      });
    }
  }
}
