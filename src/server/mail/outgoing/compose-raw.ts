import { randomBytes } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailAddress } from '../../db/schema/index';
import { COMPANY_MAIL_DOMAIN } from '../mail-demo-accounts';

/** A file going out with a mail (from an upload, a forwarded mail or a draft). */
export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Content-ID without brackets, for inline images of the body. */
  contentId?: string | null;
  inline?: boolean;
}

/** Everything a mail is made of once the compose form's references are resolved. */
export interface ComposedMail {
  from: MailAddress;
  to: MailAddress[];
  cc: MailAddress[];
  bcc: MailAddress[];
  subject: string;
  /** As written; sanitized for the stored copy, sent as written apart from that. */
  html: string;
  attachments: OutgoingAttachment[];
  /** Message-ID of the mail replied to, and the thread's References. */
  inReplyTo?: string | null;
  references?: string | null;
  /** Extra header fields, e.g. List-Unsubscribe on marketing mail. */
  headers?: Record<string, string>;
}

/** `<random@switchboard.example>`: unguessable, unique, of the company's own domain. */
export function newMessageId(): string {
  return `<${randomBytes(16).toString('hex')}@${COMPANY_MAIL_DOMAIN}>`;
}

const party = (a: MailAddress) => (a.name ? { name: a.name, address: a.email } : a.email);

/**
 * The RFC 5322 message, built by nodemailer's composer: Bcc recipients are in no header (the
 * composer leaves the Bcc header out), replies carry In-Reply-To and References.
 */
export async function composeRaw(mail: ComposedMail, messageId: string, text: string, date: Date): Promise<Buffer> {
  const references = [mail.references, mail.inReplyTo].filter((value): value is string => Boolean(value)).join(' ');
  return new MailComposer({
    messageId,
    date,
    from: party(mail.from),
    to: mail.to.map(party),
    cc: mail.cc.map(party),
    bcc: mail.bcc.map(party),
    subject: mail.subject,
    html: mail.html,
    text,
    ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
    ...(references ? { references } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
      ...(a.contentId ? { cid: a.contentId } : {}),
      ...(a.inline ? { contentDisposition: 'inline' as const } : {}),
    })),
  })
    .compile()
    .build();
}
