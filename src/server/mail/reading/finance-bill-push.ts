import { sql } from 'drizzle-orm';
import { APP_CODES } from '../../../shared/error-codes';
import type { BillFlag } from '../../../shared/api/mail-reading-calls';
import { queryRows, toInt } from '../../business';
import type { Db } from '../../db/database';
import { financeBillMails } from '../../db/schema/index';
import { AppError, fail } from '../../http/app-error';
import { contactMatches, contactRows } from './mail-dealings-match';
import { ownMessage } from './owned-messages';

/** The customer or supplier a sender address belongs to (exact contact address first, then its domain). */
async function partyOf(db: Db, kind: 'customer' | 'supplier', address: string): Promise<number | null> {
  const [row] = await queryRows<{ party_id: number }>(
    db,
    sql`SELECT ct.party_id FROM ${contactRows(kind)} AS ct WHERE ${contactMatches(sql`${address}`, 'ct')}
        ORDER BY (ct.email = ${address}) DESC, ct.party_id LIMIT 1`,
  );
  return row ? toInt(row.party_id) : null;
}

/**
 * Hands a received message to finance as bill mail: one finance record per message, with the
 * customer or supplier the sender belongs to when known. A second push is refused with a message.
 */
export async function pushBillMail(
  db: Db,
  accountId: number,
  staffId: number,
  request: { id: number; billFlag: BillFlag; remark: string },
  now: Date,
) {
  const message = await ownMessage(db, accountId, request.id);
  if (message.direction !== 'in') throw fail.validationKey('mail.notReceived', 'id');
  const sender = message.fromAddress.trim().toLowerCase();
  const customerId = sender ? await partyOf(db, 'customer', sender) : null;
  const supplierId = sender && customerId === null ? await partyOf(db, 'supplier', sender) : null;
  const [created] = await db
    .insert(financeBillMails)
    .values({
      mailMessageId: message.id,
      billFlag: request.billFlag,
      customerId,
      supplierId,
      pushedBy: staffId,
      remark: request.remark,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: financeBillMails.id });
  if (!created) throw new AppError(APP_CODES.CONFLICT, 'mail.alreadyPushed', {}, 409);
  return { id: created.id, billFlag: request.billFlag, customerId, supplierId };
}
