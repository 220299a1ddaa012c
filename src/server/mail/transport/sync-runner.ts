import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { mailAccounts } from '../../db/schema/index';
import type { MailAccountRow } from '../accounts/mailbox-of';
import { syncImapAccount, syncErrorText, type SyncSummary } from './imap-sync';

/** Syncs of one mailbox run one after another: 收信 during the background round waits for it. */
const queues = new Map<number, Promise<unknown>>();

export function runImapSync(deps: AppDeps, account: MailAccountRow, options: { onDemand: boolean }): Promise<SyncSummary> {
  const previous = queues.get(account.id) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => syncImapAccount(deps, account, options));
  queues.set(account.id, next);
  void next
    .finally(() => {
      if (queues.get(account.id) === next) queues.delete(account.id);
    })
    .catch(() => undefined);
  return next;
}

/**
 * Every IMAP_SYNC_INTERVAL, syncs every active IMAP mailbox in turn (a failing server is recorded
 * on its mailbox as last_sync_error and does not stop the others). The first round runs soon after
 * the start. Returns the stop function, which waits for a round in progress.
 */
export function startImapSyncLoop(deps: AppDeps, firstDelayMs = 5000): () => Promise<void> {
  let round: Promise<void> | null = null;
  let stopped = false;
  const runRound = async () => {
    const accounts = await deps.db
      .select()
      .from(mailAccounts)
      .where(and(eq(mailAccounts.kind, 'imap'), eq(mailAccounts.state, 'active')));
    for (const account of accounts) {
      if (stopped) return;
      try {
        await runImapSync(deps, account, { onDemand: false });
      } catch (error) {
        // Already recorded on the mailbox and logged by the sync; the next round tries again.
        deps.log.debug({ account: account.id, err: syncErrorText(error) }, 'background IMAP sync failed');
      }
    }
  };
  const tick = () => {
    if (stopped || round) return;
    round = runRound()
      .catch((error: unknown) => deps.log.warn({ err: error }, 'IMAP sync round failed'))
      .finally(() => {
        round = null;
      });
  };
  const first = setTimeout(tick, firstDelayMs);
  const timer = setInterval(tick, deps.env.IMAP_SYNC_INTERVAL * 1000);
  first.unref();
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await round;
  };
}
