import { emailReceiveSync } from '../../../shared/api/mail-transport-calls';
import { APP_CODES, SPEC_CODES } from '../../../shared/error-codes';
import { AppError } from '../../http/app-error';
import { handle, type RegisteredCall } from '../../http/call-router';
import { requireMailbox } from '../accounts/mailbox-of';
import { syncErrorText } from './imap-sync';
import { runImapSync } from './sync-runner';

/** Handlers of the mailbox's IMAP sync on demand, and the outbox of mail waiting for a relay. */
export const mailTransportHandlers: RegisteredCall[] = [
  handle(emailReceiveSync, async ({ deps, staff }) => {
    // Only ever the caller's own mailbox: the call takes no account id.
    const account = await requireMailbox(deps.db, staff.staffId);
    if (account.kind !== 'imap') throw new AppError(SPEC_CODES.SHOW_AS_SUCCESS, 'mail.syncUpToDate', {}, 409);
    if (!account.imapHost || !account.imapUser) throw new AppError(APP_CODES.CONFLICT, 'mail.syncNotConfigured', {}, 409);
    let summary;
    try {
      summary = await runImapSync(deps, account, { onDemand: true });
    } catch (error) {
      throw new AppError(APP_CODES.CONFLICT, 'mail.syncFailed', { reason: syncErrorText(error) }, 409);
    }
    const { counts } = summary;
    return {
      newEmailNum: (counts.inbox ?? 0) + (counts.marketing ?? 0),
      junkNum: counts.junk ?? 0,
      sentNum: counts.sent ?? 0,
      flagsChanged: summary.flagsChanged,
      removed: summary.removed,
      lastSyncAt: deps.clock.now().toISOString(),
    };
  }),
];
