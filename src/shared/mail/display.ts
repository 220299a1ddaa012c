/** Shown where a display field has no value (spec §5). */
export const MISSING_FIELD = '-';

export interface MailParty {
  name?: string | null;
  email?: string | null;
}

export interface DisplayOptions {
  /** Escape for HTML (`&`, `<`, `>`, quotes) instead of returning plain text. */
  html?: boolean;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Angle brackets of a shown address, escaped (spec §5). */
export const escapeAngle = (text: string): string => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

const finish = (text: string, options: DisplayOptions): string => (options.html ? escapeHtml(text) : text);

/** A display field's value, or a dash when it is missing or blank. */
export function displayField(value: string | null | undefined, options: DisplayOptions = {}): string {
  const text = value?.trim() ?? '';
  return text === '' ? MISSING_FIELD : finish(text, options);
}

/** `name <email>`; without a name the address's local part stands in; with neither, a dash. */
export function displaySender(party: MailParty, options: DisplayOptions = {}): string {
  const name = party.name?.trim() ?? '';
  const email = party.email?.trim() ?? '';
  if (email === '') return name === '' ? MISSING_FIELD : finish(name, options);
  const at = email.lastIndexOf('@');
  const shownName = name !== '' ? name : at > 0 ? email.slice(0, at) : email;
  return finish(`${shownName} <${email}>`, options);
}

/** A to/cc list as one line, entries separated by `; `; an empty list shows a dash. */
export function formatAddressList(list: readonly MailParty[] | null | undefined, options: DisplayOptions = {}): string {
  const shown = (list ?? []).map((party) => displaySender(party, options)).filter((text) => text !== MISSING_FIELD);
  return shown.length === 0 ? MISSING_FIELD : shown.join('; ');
}

// The recipient rule lives beside the display rules for callers that import both from here.
export {
  emailAddress,
  isValidEmail,
  recipient,
  recipientList,
  type Recipient,
  RECIPIENT_FORMAT_MESSAGE_EN,
  RECIPIENT_FORMAT_MESSAGE_ZH,
  recipientFormatMessage,
} from './recipient-rule';
