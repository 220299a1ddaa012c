import { shanghaiMinute } from '../../../shared/business/dates';
import type { MailRow } from '../../../shared/api/mail-reading-calls';
import { displaySender, formatAddressList, MISSING_FIELD } from '../../../shared/mail/display';

/** Who a list row names: the sender of received mail, the recipients of sent mail. */
export function rowParty(row: Pick<MailRow, 'detailsType' | 'senderEmail' | 'receiverEmailList'>): string {
  if (row.detailsType === 1) return formatAddressList(row.receiverEmailList);
  return displaySender(row.senderEmail);
}

/** Name only, for the narrow sender column: the display name, else the address's local part. */
export function rowPartyShort(row: Pick<MailRow, 'detailsType' | 'senderEmail' | 'receiverEmailList'>): string {
  const parties = row.detailsType === 1 ? row.receiverEmailList : [row.senderEmail];
  const names = parties.map((party) => party.name.trim() || party.email.split('@')[0]?.trim() || '').filter((name) => name !== '');
  return names.length === 0 ? MISSING_FIELD : names.join(', ');
}

/** A subject, or a dash when there is none (spec §5: missing fields show a dash). */
export const rowSubject = (subject: string): string => subject.trim() || MISSING_FIELD;

/**
 * The list's time column as mail clients show it, in Asia/Shanghai: the time of day for today,
 * month and day within the year, the full date before.
 */
export function rowTime(iso: string, now: Date, lang: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return MISSING_FIELD;
  const zone = 'Asia/Shanghai';
  const locale = lang === 'en' ? 'en-GB' : 'zh-CN';
  const day = (d: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  if (day(at) === day(now))
    return new Intl.DateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit', hour12: false }).format(at);
  if (day(at).slice(0, 4) === day(now).slice(0, 4))
    return new Intl.DateTimeFormat(locale, { timeZone: zone, month: 'short', day: 'numeric' }).format(at);
  return day(at);
}

/** The full time of a detail header: YYYY-MM-DD HH:mm in Asia/Shanghai. */
export const fullTime = (iso: string | null): string => shanghaiMinute(iso) ?? MISSING_FIELD;

/** File sizes as people read them. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
