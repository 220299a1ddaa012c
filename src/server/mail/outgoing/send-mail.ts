import type { SendResult } from '../../../shared/api/mail-compose-calls';
import { MAIL_FOLDERS } from '../../../shared/mail/folders';
import type { AppDeps } from '../../deps';
import { mailAttachments, mailDeliveries, mailMessages, mailRaw } from '../../db/schema/index';
import type { MailAccountRow } from '../accounts/mailbox-of';
import { sanitizeMailHtml } from '../content/sanitize-mail-html';
import { searchTextOf, snippetOf } from '../intake/search-text';
import { composeRaw, newMessageId, type ComposedMail } from './compose-raw';
import { attemptDelivery, DELIVERY_STATES, domainOf, localDomains, NO_RELAY, rollUp, type DeliveryRow } from './deliveries';
import { htmlToText } from './html-text';
import { relayOf } from './relay';

export type { ComposedMail, OutgoingAttachment } from './compose-raw';

/** Every recipient once, whatever list and letter case it came in. */
function recipientsOf(mail: ComposedMail): string[] {
  const seen = new Map<string, string>();
  for (const party of [...mail.to, ...mail.cc, ...mail.bcc]) {
    const key = party.email.trim().toLowerCase();
    if (!seen.has(key)) seen.set(key, party.email.trim());
  }
  return [...seen.values()];
}

export const deliveryAnswer = (row: DeliveryRow): SendResult['deliveries'][number] => ({
  recipient: row.recipient,
  route: row.route === 'local' ? 'local' : 'remote',
  state: row.state,
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
});

/**
 * Sends one mail from `account`: builds the RFC 5322 message, keeps the sender's copy in the sent
 * folder (sanitized body, raw message, attachments) together with one delivery row per recipient
 * in a single transaction, then delivers — colleagues at a local domain into their mailbox, other
 * addresses through the relay, or waiting as no_relay without one (never dropped). Nothing a
 * recipient's server says makes this throw: the outcome is in the deliveries and delivery_state.
 */
export async function sendMail(deps: AppDeps, account: MailAccountRow, mail: ComposedMail): Promise<SendResult> {
  const messageId = newMessageId();
  const now = deps.clock.now();
  const text = htmlToText(mail.html);
  const raw = await composeRaw(mail, messageId, text, now);
  const body = sanitizeMailHtml(mail.html);
  const recipients = recipientsOf(mail);
  const local = await localDomains(deps.db, recipients);
  const relay = relayOf(deps.env);

  const { sentId, deliveries } = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mailMessages)
      .values({
        accountId: account.id,
        folder: MAIL_FOLDERS.sent,
        direction: 'out',
        messageId,
        inReplyTo: mail.inReplyTo ?? null,
        references: [mail.references, mail.inReplyTo].filter(Boolean).join(' ') || null,
        subject: mail.subject,
        fromName: mail.from.name,
        fromAddress: mail.from.email,
        to: mail.to,
        cc: mail.cc,
        bcc: mail.bcc,
        sentAt: now,
        receivedAt: now,
        html: body.html,
        text,
        snippet: snippetOf(text),
        remoteImages: body.remoteImages,
        hasAttachments: mail.attachments.some((a) => !a.inline),
        size: raw.length,
        seen: true,
        source: 'compose',
        deliveryState: 'queued',
        searchText: searchTextOf({ subject: mail.subject, from: mail.from, to: mail.to, cc: mail.cc, text }),
      })
      .returning({ id: mailMessages.id });
    if (!row) throw new Error('the sent copy was not stored');
    if (mail.attachments.length > 0) {
      await tx.insert(mailAttachments).values(
        mail.attachments.map((a) => ({
          messageId: row.id,
          filename: a.filename,
          contentType: a.contentType,
          size: a.content.length,
          contentId: a.contentId ?? null,
          inline: a.inline ?? false,
          content: a.content,
        })),
      );
    }
    await tx.insert(mailRaw).values({ messageId: row.id, raw });
    const planned = recipients.map((recipient) => {
      const isLocal = local.has(domainOf(recipient));
      const waits = !isLocal && !relay;
      return {
        messageId: row.id,
        recipient,
        route: isLocal ? 'local' : 'remote',
        state: waits ? DELIVERY_STATES.noRelay : DELIVERY_STATES.queued,
        lastError: waits ? NO_RELAY : null,
        nextAttemptAt: waits ? null : now,
        updatedAt: now,
      };
    });
    const inserted = planned.length > 0 ? await tx.insert(mailDeliveries).values(planned).returning() : [];
    return { sentId: row.id, deliveries: inserted };
  });

  for (const delivery of deliveries) {
    if (delivery.state === DELIVERY_STATES.queued) await attemptDelivery(deps, delivery, { raw, from: mail.from.email });
  }
  const rolled = await rollUp(deps.db, sentId);
  return { id: sentId, messageId, deliveryState: rolled.state, deliveries: rolled.deliveries.map(deliveryAnswer) };
}
