import { z } from 'zod';

/** The recipient rule's message (spec §5), in both languages; the schema reports the zh text. */
export const RECIPIENT_FORMAT_MESSAGE_ZH = '输入邮箱格式有误，请更正';
export const RECIPIENT_FORMAT_MESSAGE_EN = 'Invalid e-mail address format, please correct it';

export const recipientFormatMessage = (lang: 'zh' | 'en'): string =>
  lang === 'en' ? RECIPIENT_FORMAT_MESSAGE_EN : RECIPIENT_FORMAT_MESSAGE_ZH;

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** A deliverable address as mail clients accept it: dot-atom local part, a dotted host name, a letter TLD. */
export function isValidEmail(address: string): boolean {
  if (address.length > 254) return false;
  const at = address.lastIndexOf('@');
  if (at <= 0 || at > 64) return false;
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split('.');
  const tld = labels[labels.length - 1] ?? '';
  return LOCAL_PART.test(local) && labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label)) && /^[A-Za-z]{2,63}$/.test(tld);
}

/** One address, surrounding spaces ignored. */
export const emailAddress = z.string().trim().refine(isValidEmail, RECIPIENT_FORMAT_MESSAGE_ZH).meta({ format: 'email' });

/** A recipient: an address and, when known, the name shown for it. */
export const recipient = z.object({ name: z.string().trim().max(200).optional(), email: emailAddress });

/** To, cc or bcc: every entry must carry a valid address. */
export const recipientList = z.array(recipient).max(500);

export type Recipient = z.infer<typeof recipient>;
