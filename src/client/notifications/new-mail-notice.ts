import type { FillVar } from '../../shared/api/message-calls';

/** Inbox and junk lists of the mailbox (sections.md §2 MessageEmailInbox, MessageEmailSpam). */
export const INBOX_PATH = '/message/email/inbox';
export const JUNK_PATH = '/message/email/spam';
/** The {emailboxType} value that means the inbox. */
export const NEW_MAIL_BOX = '新邮件';

export interface PushedMessage {
  event?: string;
  msgId?: number;
  msgType?: number;
  title?: string;
  msgContentTemplate?: string;
  msgFillAfterVar?: FillVar[];
  link?: string | null;
}

export type MailNotice = { kind: 'none' } | { kind: 'new'; text: string; target: string };

function fill(template: string, vars: readonly FillVar[]): string {
  return vars.reduce((text, v) => text.split(v.key).join(v.showFieldName), template);
}

/**
 * sections.md §4 new-mail notice of a msgType 2 message: with {newEmailNum} zero or empty, the
 * warning 收信完成，您没有收到新的邮件！; otherwise the filled template and a link to the inbox when
 * {emailboxType} is 新邮件, else to junk.
 */
export function mailNotice(message: PushedMessage): MailNotice {
  const vars = message.msgFillAfterVar ?? [];
  const count = vars.find((v) => v.key === '{newEmailNum}')?.showFieldName?.trim() ?? '';
  if (count === '' || Number(count) === 0) return { kind: 'none' };
  const box = vars.find((v) => v.key === '{emailboxType}')?.showFieldName;
  return { kind: 'new', text: fill(message.msgContentTemplate ?? '', vars), target: box === NEW_MAIL_BOX ? INBOX_PATH : JUNK_PATH };
}
