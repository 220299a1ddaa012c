import type { AppDeps } from '../deps';
import { startMailTransport, startOutgoingWorker } from '../mail';
import { watchPortalBuild } from '../versions';

/**
 * Work the server does besides answering requests: the export worker takes up the jobs a previous
 * run left queued or running. The returned function ends it for a clean shutdown (open push
 * streams are closed, the job being written finishes first).
 */
export async function startBackgroundWork(deps: AppDeps): Promise<() => Promise<void>> {
  await deps.exportWorker.resume();
  startOutgoingWorker(deps); // timed drafts and delivery retries; its timer never holds up shutdown
  const stopMailTransport = await startMailTransport(deps); // SMTP listener (SMTP_LISTEN) and IMAP sync loop
  const stopBuildWatch = await watchPortalBuild(deps); // a new front-end build shows open tabs the upgrade banner
  return async () => {
    stopBuildWatch();
    await stopMailTransport();
    deps.pushHub.closeAll();
    await deps.exportWorker.stop();
  };
}
