import type { AppDeps } from '../deps';
import { exportWorker, resumeExports } from '../download';

/**
 * Work the server does besides answering requests: the export worker takes up the jobs a previous
 * run left queued or running. The returned function ends it for a clean shutdown (open push
 * streams are closed, the job being written finishes first).
 */
export async function startBackgroundWork(deps: AppDeps): Promise<() => Promise<void>> {
  await resumeExports(deps);
  return async () => {
    deps.pushHub.closeAll();
    await exportWorker(deps).stop();
  };
}
