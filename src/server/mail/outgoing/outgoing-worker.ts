import type { AppDeps } from '../../deps';
import { sendDueDrafts } from '../compose/drafts';
import { retryDueDeliveries } from './retry-deliveries';

export const OUTGOING_INTERVAL_MS = 15_000;

export interface OutgoingWorker {
  /** One round: due timed drafts, then due retries. Rounds never overlap. */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Sends due timed drafts and retries due deliveries at start and every 15 s. Both live in the
 * database, so a restart picks up where the last run stopped. The timer does not keep the process
 * alive: shutting down never waits for it.
 */
export function startOutgoingWorker(deps: AppDeps, intervalMs = OUTGOING_INTERVAL_MS): OutgoingWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  const round = async () => {
    try {
      await sendDueDrafts(deps);
      await retryDueDeliveries(deps);
    } catch (error) {
      if (!stopped) deps.log.warn({ err: error }, 'outgoing mail round failed; trying again at the next one');
    }
  };
  const tick = () => {
    if (stopped) return Promise.resolve();
    running ??= round().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
