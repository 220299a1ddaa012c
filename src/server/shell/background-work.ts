import type { AppDeps } from '../deps';

/**
 * Work the server does besides answering requests: the export worker takes up the jobs a previous
 * run left queued or running. The returned function ends it for a clean shutdown (open push
 * streams are closed, the job being written finishes first).
 */
export async function startBackgroundWork(deps: AppDeps): Promise<() => Promise<void>> {
  await deps.exportWorker.resume();
  return async () => {
    deps.pushHub.closeAll();
    await deps.exportWorker.stop();
  };
}
