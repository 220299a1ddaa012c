import { and, eq, inArray } from 'drizzle-orm';
import { MAIL_TOTAL_MAX_BYTES, type ComposeFields } from '../../../shared/api/mail-compose-calls';
import { APP_CODES } from '../../../shared/error-codes';
import type { Db } from '../../db/database';
import { mailAttachments, mailMessages, mailUploads, type MailAddress } from '../../db/schema/index';
import { AppError, fail } from '../../http/app-error';
import type { MailAccountRow } from '../accounts/mailbox-of';
import type { ComposedMail, OutgoingAttachment } from '../outgoing/send-mail';
import { senderFor } from './senders';

const MB = 1024 * 1024;

const party = (r: { name?: string | undefined; email: string }): MailAddress => ({ name: r.name ?? '', email: r.email });

/** Attachments of the caller's own mail (a forwarded one, a draft), by id; another person's id is unknown. */
export async function ownAttachments(db: Db, accountId: number, ids: readonly number[]): Promise<OutgoingAttachment[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: mailAttachments.id,
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
      contentId: mailAttachments.contentId,
      inline: mailAttachments.inline,
    })
    .from(mailAttachments)
    .innerJoin(mailMessages, eq(mailMessages.id, mailAttachments.messageId))
    .where(and(inArray(mailAttachments.id, [...ids]), eq(mailMessages.accountId, accountId)));
  if (rows.length !== new Set(ids).size)
    throw new AppError(APP_CODES.VALIDATION, 'mail.attachmentGone', {}, 400, { field: 'attachmentIds' });
  return ids.map((id) => rows.find((row) => row.id === id)).filter((row) => row !== undefined);
}

/** Files the caller uploaded while writing, by token; someone else's token is as good as none. */
async function uploadedFiles(db: Db, staffId: number, tokens: readonly string[]): Promise<OutgoingAttachment[]> {
  if (tokens.length === 0) return [];
  const rows = await db
    .select()
    .from(mailUploads)
    .where(and(inArray(mailUploads.token, [...tokens]), eq(mailUploads.staffId, staffId)));
  if (rows.length !== new Set(tokens).size)
    throw new AppError(APP_CODES.VALIDATION, 'mail.attachmentGone', {}, 400, { field: 'uploadTokens' });
  return tokens
    .map((token) => rows.find((row) => row.token === token))
    .filter((row) => row !== undefined)
    .map((row) => ({ filename: row.filename, contentType: row.contentType, content: row.content }));
}

/** One of the caller's own messages, or NOT_FOUND (someone else's id reads as unknown). */
export async function ownMessage(db: Db, accountId: number, id: number): Promise<typeof mailMessages.$inferSelect> {
  const [row] = await db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.id, id), eq(mailMessages.accountId, accountId)))
    .limit(1);
  if (!row) throw fail.notFound();
  return row;
}

/** Every attachment of a mail together: over 25 MB is refused before anything is sent. */
export function checkTotalSize(attachments: readonly OutgoingAttachment[]): void {
  const total = attachments.reduce((sum, a) => sum + a.content.length, 0);
  if (total > MAIL_TOTAL_MAX_BYTES) {
    throw new AppError(APP_CODES.VALIDATION, 'mail.mailTooLarge', { limit: `${MAIL_TOTAL_MAX_BYTES / MB} MB` }, 400, {
      field: 'attachments',
    });
  }
}

/** The compose form's fields made into a mail: sender checked, attachments loaded, reply headers set. */
export async function composedFrom(db: Db, account: MailAccountRow, staffId: number, fields: ComposeFields): Promise<ComposedMail> {
  const from = await senderFor(db, account, staffId, fields.fromAddress);
  const attachments = [
    ...(await ownAttachments(db, account.id, fields.attachmentIds)),
    ...(await uploadedFiles(db, staffId, fields.uploadTokens)),
  ];
  checkTotalSize(attachments);
  let inReplyTo: string | null = null;
  let references: string | null = null;
  if (fields.replyToId !== undefined) {
    const original = await ownMessage(db, account.id, fields.replyToId);
    inReplyTo = original.messageId;
    references = original.references;
  }
  if (fields.forwardId !== undefined) await ownMessage(db, account.id, fields.forwardId);
  return {
    from,
    to: fields.to.map(party),
    cc: fields.cc.map(party),
    bcc: fields.bcc.map(party),
    subject: fields.subject,
    html: fields.html,
    attachments,
    inReplyTo,
    references,
  };
}
