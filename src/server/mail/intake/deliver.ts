import type { AppDeps } from '../../deps';
import type { MailAccountRow } from '../accounts/mailbox-of';
import { parseIncoming } from './incoming-mail';
import { announceNewMail } from './new-mail-notice';
import { storeIncoming, type Stored } from './store-incoming';

/**
 * Stores one raw message in local mailboxes (the SMTP listener's recipients, or colleagues a
 * message was sent to): parsed once, stored for every mailbox in one transaction. When this
 * returns the message is committed, so a caller may answer "accepted".
 */
export async function storeDelivered(
  deps: AppDeps,
  accounts: readonly MailAccountRow[],
  raw: Buffer,
  source: 'local' | 'smtp',
): Promise<Stored[]> {
  if (accounts.length === 0) return [];
  const mail = await parseIncoming(raw);
  const receivedAt = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const out: Stored[] = [];
    for (const account of accounts) out.push(await storeIncoming(tx, account, mail, { source, receivedAt }));
    return out;
  });
}

/** The new-mail notices of a stored delivery, after its commit (a repeated Message-ID announces nothing). */
export async function announceDelivered(deps: AppDeps, accounts: readonly MailAccountRow[], stored: readonly Stored[]): Promise<void> {
  for (const [index, result] of stored.entries()) {
    const account = accounts[index];
    if (account && !result.duplicate) await announceNewMail(deps, account, { [result.folder]: 1 });
  }
}

/** Stores and then announces: local delivery, whose sender waits for both. */
export async function deliverLocally(
  deps: AppDeps,
  accounts: readonly MailAccountRow[],
  raw: Buffer,
  source: 'local' | 'smtp',
): Promise<Stored[]> {
  const stored = await storeDelivered(deps, accounts, raw, source);
  await announceDelivered(deps, accounts, stored);
  return stored;
}
