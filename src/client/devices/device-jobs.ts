import type { JobView as JobAnswer } from '../../shared/api/device-calls';
import { jobDetail } from '../../shared/api/device-operation-calls';
import { useCall } from '../api/use-call';
import { usePush } from '../notifications';
import type { JobView, TargetOutcome } from './batch-dialog';

/**
 * While a job runs the dialog also asks for it itself: often while the push stream is down, and
 * now and then while it is up, because the stream does not replay what it sent during a
 * reconnect; the job events themselves move the dialog at once.
 */
const POLL_WITHOUT_PUSH_MS = 3000;
const POLL_WITH_PUSH_MS = 10_000;

const OUTCOMES: Record<JobAnswer['items'][number]['state'], TargetOutcome> = {
  pending: 'pending',
  ok: 'succeeded',
  failed: 'failed',
  interrupted: 'failed',
};

/** The server's job as the batch dialog shows it. */
export function jobViewOf(job: JobAnswer): JobView {
  return {
    status: job.state === 'running' ? 'running' : job.state === 'done' ? 'finished' : 'interrupted',
    total: job.total,
    done: job.ok + job.failed,
    failed: job.failed,
    targets: job.items.map((item) => ({
      id: item.portId,
      label: item.imei ? `${item.portLabel} · ${item.imei}` : item.portLabel,
      outcome: OUTCOMES[item.state],
      message: item.message,
    })),
  };
}

/**
 * A job's live state: read once, then refreshed by the push stream's job events (the ports table
 * follows at the end), with a slow poll beside them while it runs.
 */
export function useDeviceJob(jobId: number | null): { job: JobView | undefined; error: unknown } {
  const pushDown = usePush((state) => state.state !== 'connected');
  const query = useCall(jobDetail, jobId === null ? null : { params: { id: jobId } }, {
    refetchInterval: (current) => (current.state.data?.state === 'running' ? (pushDown ? POLL_WITHOUT_PUSH_MS : POLL_WITH_PUSH_MS) : false),
  });
  return { job: query.data ? jobViewOf(query.data) : undefined, error: query.error };
}
