import type { AppDeps } from '../../deps';
import { parseListenAddress, startSmtpListener, type SmtpListener } from './smtp-listener';
import { startImapSyncLoop } from './sync-runner';

/**
 * The mailbox's incoming transport, started with the server: the SMTP listener (unless
 * SMTP_LISTEN is "off") and the background IMAP sync. Answers the function that stops both.
 */
export async function startMailTransport(deps: AppDeps): Promise<() => Promise<void>> {
  const { SMTP_LISTEN, SMTP_MAX_SIZE } = deps.env;
  let listener: SmtpListener | null = null;
  if (SMTP_LISTEN !== 'off') {
    try {
      listener = await startSmtpListener(deps, { ...parseListenAddress(SMTP_LISTEN), maxSize: SMTP_MAX_SIZE });
    } catch (error) {
      // The portal still serves (a second instance on one machine, a port taken): say so loudly.
      deps.log.error({ err: error, listen: SMTP_LISTEN }, 'the SMTP listener could not start: no mail is received over SMTP');
    }
  }
  const stopSync = startImapSyncLoop(deps);
  return async () => {
    await Promise.all([listener?.close(), stopSync()]);
  };
}
