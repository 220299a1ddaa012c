import { simpleParser } from 'mailparser';
import type { AppDeps } from '../../deps';
import type { MailAccountRow } from '../accounts/mailbox-of';
import { incomingFromParsed } from './incoming-mail';
import { announceNewMail } from './new-mail-notice';
import { storeIncoming, type Stored } from './store-incoming';

/**
 * Delivers one raw message into local mailboxes (the SMTP listener's recipients, or colleagues a
 * message was sent to): parsed once, stored for every mailbox in one transaction, announced after
 * the commit — so a caller that answers "accepted" only after this returns never loses mail.
 */
export async function deliverLocally(
  deps: AppDeps,
  accounts: readonly MailAccountRow[],
  raw: Buffer,
  source: 'local' | 'smtp',
): Promise<Stored[]> {
  if (accounts.length === 0) return [];
  const mail = incomingFromParsed(await simpleParser(raw), raw);
  const receivedAt = deps.clock.now();
  const stored = await deps.db.transaction(async (tx) => {
    const out: Stored[] = [];
    for (const account of accounts) out.push(await storeIncoming(tx, account, mail, { source, receivedAt }));
    return out;
  });
  for (const [index, result] of stored.entries()) {
    const account = accounts[index];
    if (account && !result.duplicate) await announceNewMail(deps, account, { [result.folder]: 1 });
  }
  return stored;
}
