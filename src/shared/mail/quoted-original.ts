import { shanghaiMinute } from '../business/dates';
import { displayField, displaySender, formatAddressList, type MailParty } from './display';

/** The mail a reply or forward quotes, as the detail view has it. */
export interface QuotedMail {
  from: MailParty;
  /** ISO instant; the header block shows it in Asia/Shanghai time. */
  sentAt: string | null;
  to: readonly MailParty[];
  cc: readonly MailParty[];
  subject: string;
  /** The original's (sanitized) body. */
  html: string;
}

export type QuoteLang = 'zh' | 'en';

/** The labelled lines of the header block (sections.md §2). */
export const QUOTE_LABELS: Readonly<
  Record<QuoteLang, { from: string; sent: string; to: string; cc: string; subject: string; colon: string }>
> = {
  zh: { from: '发件人', sent: '发送时间', to: '收件人', cc: '抄送给', subject: '主题', colon: '：' },
  en: { from: 'From', sent: 'Sent', to: 'To', cc: 'Cc', subject: 'Subject', colon: ': ' },
};

/** `2026-11-02 10:00` in Asia/Shanghai; a dash when unknown. */
export const quoteTime = (iso: string | null): string => shanghaiMinute(iso) ?? '-';

/** Re: / Fwd: once, however often the subject went back and forth. */
export function prefixedSubject(prefix: 'Re' | 'Fwd', subject: string): string {
  const pattern = prefix === 'Re' ? /^\s*(re|回复)\s*[:：]/i : /^\s*(fwd?|转发)\s*[:：]/i;
  return pattern.test(subject) ? subject : `${prefix}: ${subject}`;
}

/**
 * The header block of a reply or forward and the original after it: a divider, the lines 发件人,
 * 发送时间, 收件人, 抄送给, 主题 (From, Sent, To, Cc, Subject), then the original content. Every
 * shown value is escaped (angle brackets of addresses included).
 */
export function quotedOriginal(original: QuotedMail, lang: QuoteLang): string {
  const labels = QUOTE_LABELS[lang];
  const line = (label: string, value: string) => `<div><b>${label}${labels.colon}</b>${value}</div>`;
  return [
    '<hr data-quote-divider="">',
    '<div data-quote-header="">',
    line(labels.from, displaySender(original.from, { html: true })),
    line(labels.sent, quoteTime(original.sentAt)),
    line(labels.to, formatAddressList(original.to, { html: true })),
    line(labels.cc, formatAddressList(original.cc, { html: true })),
    line(labels.subject, displayField(original.subject, { html: true })),
    '</div>',
    `<blockquote data-quote-original="">${original.html}</blockquote>`,
  ].join('');
}

/** The body a reply or forward starts with: room to write, then the quoted original. */
export function replyBody(original: QuotedMail, lang: QuoteLang, input = '<p><br></p>'): string {
  return `${input}${quotedOriginal(original, lang)}`;
}
