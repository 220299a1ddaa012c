import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../api/failure-text';
import { queryClient } from '../api/query-client';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { StatePill, type Tone } from './simulated-badge';

/** One target the check refused, and why (in the reader's language, from the server). */
export interface BatchProblem {
  key: string;
  label: string;
  reason: string;
}

/** What the check call said: which targets may go ahead, and the problems of the others. */
export interface BatchCheck {
  ready: number[];
  problems: BatchProblem[];
}

export type TargetOutcome = 'pending' | 'running' | 'succeeded' | 'failed';

/** A running or finished batch job as the dialog shows it. */
export interface JobView {
  status: 'running' | 'finished' | 'interrupted';
  total: number;
  done: number;
  failed: number;
  targets: { id: number; label: string; outcome: TargetOutcome; message: string | null }[];
}

const OUTCOME_TONES: Record<TargetOutcome, Tone> = { pending: 'idle', running: 'busy', succeeded: 'good', failed: 'bad' };

/**
 * A batch action on the ticked rows: the check call runs first and its problems are listed;
 * confirming starts the job, whose progress arrives through the push stream; at the end each
 * target's result is listed and the failed ones can be retried as a new job.
 */
export function BatchDialog({
  title,
  confirmLabel,
  ids,
  check,
  start,
  retry,
  useJob,
  onClose,
}: {
  title: string;
  confirmLabel: string;
  ids: number[];
  check(ids: number[]): Promise<BatchCheck>;
  start(ids: number[]): Promise<number>;
  /** Starts a new job for the failed targets of a finished one; answers the new job's id. */
  retry(jobId: number): Promise<number>;
  useJob(jobId: number | null): { job: JobView | undefined; error: unknown };
  onClose(): void;
}) {
  const { t } = useTranslation();
  // The check of exactly these targets, asked once when the dialog opens (never from the cache).
  const checked = useQuery(
    { queryKey: ['devices', 'batchCheck', title, ids], queryFn: () => check(ids), retry: false, gcTime: 0 },
    queryClient,
  );
  const [jobId, setJobId] = useState<number | null>(null);
  const [startError, setStartError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const { job, error } = useJob(jobId);
  const go = async (begin: () => Promise<number>) => {
    setBusy(true);
    setStartError(null);
    try {
      setJobId(await begin());
    } catch (failure) {
      setStartError(failure);
    } finally {
      setBusy(false);
    }
  };
  const failure = startError ?? (jobId === null ? checked.error : null);
  const phase = jobId !== null ? 'job' : failure ? 'failed' : checked.data ? 'review' : 'checking';
  const failedIds = job?.targets.filter((target) => target.outcome === 'failed').map((target) => target.id) ?? [];
  const finished = job !== undefined && job.status !== 'running';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
      <div className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto text-sm">
        {phase === 'checking' && <p role="status">{t('devices.batch.checking', { count: ids.length })}</p>}
        {failure !== null && failure !== undefined && (
          <p role="alert" className="text-red-700">
            {t('devices.batch.failed', { message: failureText(failure) })}
          </p>
        )}
        {phase === 'review' && checked.data && (
          <>
            <p>{t('devices.batch.ready', { count: checked.data.ready.length, total: ids.length })}</p>
            {checked.data.problems.length > 0 && (
              <section aria-labelledby="batch-problems" className="rounded-md border border-amber-200 bg-amber-50 p-3">
                <h3 id="batch-problems" className="font-medium text-amber-900">
                  {t('devices.batch.problems', { count: checked.data.problems.length })}
                </h3>
                <ul className="mt-1 list-disc pl-5 text-amber-900">
                  {checked.data.problems.map((problem) => (
                    <li key={problem.key}>
                      <span className="font-medium">{problem.label}</span>：{problem.reason}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
        {phase === 'job' && <JobProgress job={job} error={error} />}
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {phase === 'review' && checked.data && (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('devices.confirm.cancel')}
            </Button>
            <Button disabled={busy || checked.data.ready.length === 0} onClick={() => void go(() => start(checked.data.ready))}>
              {t('devices.batch.go', { action: confirmLabel, count: checked.data.ready.length })}
            </Button>
          </>
        )}
        {jobId !== null && finished && failedIds.length > 0 && (
          <Button variant="secondary" disabled={busy} onClick={() => void go(() => retry(jobId))}>
            {t('devices.batch.retry', { count: failedIds.length })}
          </Button>
        )}
        {phase !== 'review' && (
          <Button variant={phase === 'job' && !finished ? 'secondary' : 'primary'} onClick={onClose}>
            {phase === 'job' && !finished ? t('devices.batch.background') : t('devices.confirm.close')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}

/** The progress bar, the counts and each target's state of a job, read aloud as it moves. */
export function JobProgress({ job, error }: { job: JobView | undefined; error: unknown }) {
  const { t } = useTranslation();
  if (error)
    return (
      <p role="alert" className="text-red-700">
        {t('devices.batch.failed', { message: failureText(error) })}
      </p>
    );
  if (!job) return <p role="status">{t('devices.batch.starting')}</p>;
  const percent = job.total === 0 ? 100 : Math.round((job.done / job.total) * 100);
  return (
    <>
      <div className="flex flex-col gap-1">
        <div
          role="progressbar"
          aria-label={t('devices.batch.progress')}
          aria-valuemin={0}
          aria-valuemax={job.total}
          aria-valuenow={job.done}
          aria-valuetext={t('devices.batch.progressText', { done: job.done, total: job.total })}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <p role="status" aria-live="polite">
          {job.status === 'running'
            ? t('devices.batch.running', { done: job.done, total: job.total })
            : job.status === 'interrupted'
              ? t('devices.batch.interrupted', { done: job.done, total: job.total })
              : t('devices.batch.finished', { ok: job.done - job.failed, failed: job.failed })}
        </p>
      </div>
      <ul aria-label={t('devices.batch.results')} className="divide-y divide-slate-100 rounded-md border border-slate-200">
        {job.targets.map((target) => (
          <li key={target.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-1.5">
            <span className="font-mono text-xs text-slate-800">{target.label}</span>
            <span className="flex items-center gap-2">
              {target.message && <span className="text-xs text-red-700">{target.message}</span>}
              <StatePill tone={OUTCOME_TONES[target.outcome]}>{t(`devices.outcome.${target.outcome}`)}</StatePill>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
