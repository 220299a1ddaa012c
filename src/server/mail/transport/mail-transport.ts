import type { AppDeps } from '../../deps';
import { parseListenAddress, startSmtpListener } from './smtp-listener';
import { startImapSyncLoop } from './sync-runner';

/**
 * The mailbox's incoming transport, started with the server: the SMTP listener (unless
 * SMTP_LISTEN is "off") and the background IMAP sync. Answers the function that stops both.
 */
export async function startMailTransport(deps: AppDeps): Promise<() => Promise<void>> {
  const { SMTP_LISTEN, SMTP_MAX_SIZE } = deps.env;
  const listener =
    SMTP_LISTEN === 'off' ? null : await startSmtpListener(deps, { ...parseListenAddress(SMTP_LISTEN), maxSize: SMTP_MAX_SIZE });
  const stopSync = startImapSyncLoop(deps);
  return async () => {
    await Promise.all([listener?.close(), stopSync()]);
  };
}
