import type { SendResult } from '../../../shared/api/mail-compose-calls';
import { formatAddressList } from '../../../shared/mail/display';
import { prefixedSubject, quotedOriginal, type QuoteLang } from '../../../shared/mail/quoted-original';
import type { AppDeps } from '../../deps';
import { mailAttachments, mailRaw, type MailAddress } from '../../db/schema/index';
import { eq } from 'drizzle-orm';
import type { MailAccountRow } from '../accounts/mailbox-of';
import { sendMail, type OutgoingAttachment } from '../outgoing/send-mail';
import { checkTotalSize, ownMessage } from './compose-mail';

export interface BatchRequest {
  ids: number[];
  mode: 'attachment' | 'each';
  from: MailAddress;
  to: MailAddress[];
  cc: MailAddress[];
  bcc: MailAddress[];
  subject?: string | undefined;
  html: string;
}

const emlName = (subject: string, id: number) =>
  `${(subject.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').trim() || `mail-${id}`).slice(0, 100)}.eml`;

/**
 * Forwards several of the caller's mails. "attachment": one mail carrying each original as an
 * .eml file (message/rfc822), the way mail clients forward a selection. "each": one forward per
 * original, with the header block of §2 and the original's attachments.
 */
export async function batchTransmit(deps: AppDeps, account: MailAccountRow, request: BatchRequest, lang: QuoteLang): Promise<SendResult[]> {
  const originals = [];
  for (const id of request.ids) originals.push(await ownMessage(deps.db, account.id, id));
  const recipients = { from: request.from, to: request.to, cc: request.cc, bcc: request.bcc };
  if (request.mode === 'attachment') {
    const attachments: OutgoingAttachment[] = [];
    for (const original of originals) {
      const [raw] = await deps.db.select().from(mailRaw).where(eq(mailRaw.messageId, original.id)).limit(1);
      if (raw) attachments.push({ filename: emlName(original.subject, original.id), contentType: 'message/rfc822', content: raw.raw });
    }
    checkTotalSize(attachments);
    const subject =
      request.subject ?? prefixedSubject('Fwd', originals.length === 1 ? (originals[0]?.subject ?? '') : `${originals.length}`);
    const list = originals.map(
      (o) =>
        `<li>${formatAddressList([{ name: o.fromName, email: o.fromAddress }], { html: true })} — ${o.subject.replace(/[<>&]/g, '')}</li>`,
    );
    const html = `${request.html}<ul>${list.join('')}</ul>`;
    return [await sendMail(deps, account, { ...recipients, subject, html, attachments })];
  }
  const results: SendResult[] = [];
  for (const original of originals) {
    const files = await deps.db.select().from(mailAttachments).where(eq(mailAttachments.messageId, original.id));
    const attachments = files.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
      contentId: a.contentId,
      inline: a.inline,
    }));
    checkTotalSize(attachments);
    const quoted = quotedOriginal(
      {
        from: { name: original.fromName, email: original.fromAddress },
        sentAt: (original.sentAt ?? original.receivedAt).toISOString(),
        to: original.to,
        cc: original.cc,
        subject: original.subject,
        html: original.html,
      },
      lang,
    );
    const subject = request.subject ?? prefixedSubject('Fwd', original.subject);
    results.push(await sendMail(deps, account, { ...recipients, subject, html: `${request.html}${quoted}`, attachments }));
  }
  return results;
}
