import { sql } from 'drizzle-orm';
import { MAIL_FOLDERS, type MailFolder } from '../../../shared/mail/folders';
import type { Db } from '../../db/database';
import { mailAttachments, mailMessages, mailRaw } from '../../db/schema/index';
import type { MailAccountRow } from '../accounts/mailbox-of';
import { plainToHtml } from '../content/plain-to-html';
import { sanitizeMailHtml } from '../content/sanitize-mail-html';
import type { IncomingMail } from './incoming-mail';
import { searchTextOf, snippetOf } from './search-text';
import { senderVerdict } from './sender-rules';

export interface StoreOptions {
  source: 'local' | 'smtp' | 'imap';
  receivedAt: Date;
  /** Set by IMAP sync from the remote folder (Sent, Junk…); otherwise the rules decide. */
  folder?: MailFolder;
  seen?: boolean;
  starred?: boolean;
  imap?: { folder: string; uidValidity: number; uid: number };
  /** 'out' for the sent copies IMAP sync finds in the remote Sent folder (default 'in'). */
  direction?: 'in' | 'out';
}

export interface Stored {
  id: number;
  folder: MailFolder;
  /** The mailbox already held this Message-ID: nothing was written. */
  duplicate: boolean;
}

const INLINE_IMAGE = /^image\/(png|jpeg|gif|webp)$/i;

/** Where the rules file a received message: whitelist → inbox, blacklist → junk, bulk → marketing. */
async function folderFor(tx: Db, account: MailAccountRow, mail: IncomingMail): Promise<MailFolder> {
  const verdict = await senderVerdict(tx, account.id, mail.from.email);
  if (verdict === 'white') return MAIL_FOLDERS.inbox;
  if (verdict === 'black') return MAIL_FOLDERS.junk;
  return mail.bulk ? MAIL_FOLDERS.marketing : MAIL_FOLDERS.inbox;
}

/**
 * Files one received message in a mailbox: sanitized body (allowlist, remote images held back,
 * cid: images inlined), attachments and the raw message, all in the caller's transaction. The same
 * Message-ID twice in one mailbox writes nothing the second time.
 */
export async function storeIncoming(tx: Db, account: MailAccountRow, mail: IncomingMail, options: StoreOptions): Promise<Stored> {
  const folder = options.folder ?? (await folderFor(tx, account, mail));
  const cidMap = Object.fromEntries(
    mail.attachments
      .filter((a) => a.contentId && INLINE_IMAGE.test(a.contentType))
      .map((a) => [a.contentId as string, `data:${a.contentType.toLowerCase()};base64,${a.content.toString('base64')}`]),
  );
  const body = sanitizeMailHtml(mail.html ?? plainToHtml(mail.text), { cidMap });
  const [row] = await tx
    .insert(mailMessages)
    .values({
      accountId: account.id,
      folder,
      direction: options.direction ?? 'in',
      messageId: mail.messageId,
      inReplyTo: mail.inReplyTo,
      references: mail.references,
      subject: mail.subject,
      fromName: mail.from.name,
      fromAddress: mail.from.email,
      to: mail.to,
      cc: mail.cc,
      replyTo: mail.replyTo,
      sentAt: mail.date,
      receivedAt: options.receivedAt,
      html: body.html,
      text: mail.text,
      snippet: snippetOf(mail.text),
      remoteImages: body.remoteImages,
      hasAttachments: mail.attachments.some((a) => !a.inline),
      size: mail.raw.length,
      seen: options.seen ?? false,
      starred: options.starred ?? false,
      spf: mail.spf,
      dkim: mail.dkim,
      source: options.source,
      imapFolder: options.imap?.folder ?? null,
      imapUidValidity: options.imap?.uidValidity ?? null,
      imapUid: options.imap?.uid ?? null,
      searchText: searchTextOf({ ...mail, text: mail.text }),
    })
    .onConflictDoNothing()
    .returning({ id: mailMessages.id });
  if (!row) {
    const [existing] = await tx
      .select({ id: mailMessages.id, folder: mailMessages.folder })
      .from(mailMessages)
      .where(
        sql`${mailMessages.accountId} = ${account.id} and ${mailMessages.direction} = ${options.direction ?? 'in'} and ${mailMessages.messageId} = ${mail.messageId}`,
      )
      .limit(1);
    return { id: existing?.id ?? 0, folder: (existing?.folder as MailFolder | undefined) ?? folder, duplicate: true };
  }
  if (mail.attachments.length > 0) {
    await tx.insert(mailAttachments).values(
      mail.attachments.map((a) => ({
        messageId: row.id,
        filename: a.filename,
        contentType: a.contentType,
        size: a.size,
        contentId: a.contentId,
        inline: a.inline,
        content: a.content,
      })),
    );
  }
  await tx.insert(mailRaw).values({ messageId: row.id, raw: mail.raw });
  return { id: row.id, folder, duplicate: false };
}
