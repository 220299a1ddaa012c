import { convert } from 'html-to-text';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import type { MailAddress } from '../../db/schema/index';

/** A received message, whatever brought it (SMTP listener, IMAP sync, local delivery). */
export interface IncomingMail {
  messageId: string | null;
  inReplyTo: string | null;
  references: string | null;
  subject: string;
  from: MailAddress;
  to: MailAddress[];
  cc: MailAddress[];
  replyTo: MailAddress[];
  date: Date | null;
  html: string | null;
  text: string;
  attachments: IncomingAttachment[];
  /** Bulk mail (List-Unsubscribe or Precedence: bulk/list) is filed under marketing. */
  bulk: boolean;
  /** Authentication results when the message carries them. */
  spf: string | null;
  dkim: string | null;
  raw: Buffer;
}

export interface IncomingAttachment {
  filename: string;
  contentType: string;
  size: number;
  contentId: string | null;
  inline: boolean;
  content: Buffer;
}

function addresses(value: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const objects = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const out: MailAddress[] = [];
  const walk = (entries: AddressObject['value']) => {
    for (const entry of entries) {
      if (entry.group) walk(entry.group);
      else if (entry.address) out.push({ name: (entry.name ?? '').trim(), email: entry.address.trim() });
    }
  };
  for (const object of objects) walk(object.value);
  return out;
}

function headerText(parsed: ParsedMail, name: string): string | null {
  const value = parsed.headers.get(name);
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object' && 'text' in value && typeof value.text === 'string') return value.text;
  return JSON.stringify(value);
}

/** `spf=pass` / `dkim=fail` out of Authentication-Results, or Received-SPF's first word. */
function authResult(parsed: ParsedMail, method: 'spf' | 'dkim'): string | null {
  const results = parsed.headerLines.filter((line) => line.key === 'authentication-results').map((line) => line.line);
  for (const line of results) {
    const match = new RegExp(`\\b${method}=([a-z]+)`, 'i').exec(line);
    if (match?.[1]) return match[1].toLowerCase();
  }
  if (method === 'spf') {
    const received = headerText(parsed, 'received-spf');
    const word = received?.trim().split(/\s+/)[0];
    if (word) return word.toLowerCase();
  }
  return null;
}

function idList(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(' ') : value;
}

/**
 * The readable text of an HTML message, for the list's snippet and for search: links and
 * images reduced to their words, no line wrapping.
 */
export function textOfHtml(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
    ],
  }).trim();
}

/** mailparser's result in the mailbox's terms. */
export function incomingFromParsed(parsed: ParsedMail, raw: Buffer): IncomingMail {
  const from = addresses(parsed.from)[0] ?? { name: '', email: '' };
  const precedence = headerText(parsed, 'precedence')?.toLowerCase() ?? '';
  return {
    messageId: parsed.messageId?.trim() || null,
    inReplyTo: parsed.inReplyTo?.trim() || null,
    references: idList(parsed.references),
    subject: parsed.subject ?? '',
    from,
    to: addresses(parsed.to),
    cc: addresses(parsed.cc),
    replyTo: addresses(parsed.replyTo),
    date: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : null,
    html: typeof parsed.html === 'string' ? parsed.html : null,
    // The plain part when the sender wrote one (mail clients send the same words as text and HTML);
    // otherwise the words of the HTML the reader sees. They make the snippet and the search.
    text: parsed.text?.trim() ? parsed.text : typeof parsed.html === 'string' ? textOfHtml(parsed.html) : '',
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? 'attachment',
      contentType: attachment.contentType || 'application/octet-stream',
      size: attachment.size ?? attachment.content.length,
      contentId: attachment.contentId ? attachment.contentId.replace(/^<|>$/g, '') : null,
      inline: attachment.contentDisposition === 'inline' || Boolean(attachment.related),
      content: attachment.content,
    })),
    bulk: parsed.headerLines.some((line) => line.key === 'list-unsubscribe') || precedence === 'bulk' || precedence === 'list',
    spf: authResult(parsed, 'spf'),
    dkim: authResult(parsed, 'dkim'),
    raw,
  };
}

/**
 * Parses a raw message for the mailbox. mailparser's own conversions are skipped: the text of an
 * HTML-only message is made above (links and images reduced to their words), inline images are
 * placed by the sanitizer from the attachments, and the text-as-HTML rendering is never shown —
 * each cost about a millisecond of every intake.
 */
export async function parseIncoming(raw: Buffer): Promise<IncomingMail> {
  const parsed = await simpleParser(raw, { skipHtmlToText: true, skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  return incomingFromParsed(parsed, raw);
}
