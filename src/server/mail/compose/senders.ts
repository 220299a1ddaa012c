import { and, eq, isNull, or } from 'drizzle-orm';
import type { SenderRow } from '../../../shared/api/mail-compose-calls';
import type { Db } from '../../db/database';
import { mailSenders, type MailAddress } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { APP_CODES } from '../../../shared/error-codes';
import type { MailAccountRow } from '../accounts/mailbox-of';

/** Addresses the caller may send as: the mailbox's own, then the shared senders, then their own senders. */
export async function sendersOf(db: Db, account: MailAccountRow, staffId: number, withNames = true): Promise<SenderRow[]> {
  const extra = await db
    .select()
    .from(mailSenders)
    .where(and(eq(mailSenders.enabled, true), or(isNull(mailSenders.ownerStaffId), eq(mailSenders.ownerStaffId, staffId))))
    .orderBy(mailSenders.address);
  const label = (name: string, address: string) => (withNames && name ? `${name} <${address}>` : address);
  const rows: SenderRow[] = [
    { address: account.address, name: account.displayName, kind: 'own', label: label(account.displayName, account.address) },
  ];
  for (const kind of ['shared', 'personal'] as const) {
    for (const sender of extra) {
      if ((sender.ownerStaffId === null) !== (kind === 'shared')) continue;
      if (sender.address.toLowerCase() === account.address.toLowerCase()) continue;
      rows.push({ address: sender.address, name: sender.displayName, kind, label: label(sender.displayName, sender.address) });
    }
  }
  return rows;
}

/** The From of a mail: the chosen address when the caller may use it, else the mailbox's own. */
export async function senderFor(db: Db, account: MailAccountRow, staffId: number, address: string | undefined): Promise<MailAddress> {
  if (!address || address.toLowerCase() === account.address.toLowerCase()) return { name: account.displayName, email: account.address };
  const found = (await sendersOf(db, account, staffId)).find((row) => row.address.toLowerCase() === address.toLowerCase());
  if (!found) throw new AppError(APP_CODES.VALIDATION, 'mail.senderNotAllowed', { address }, 400, { field: 'fromAddress' });
  return { name: found.name, email: found.address };
}
