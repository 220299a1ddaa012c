import type { MailAddress } from '../../db/schema/index';

/**
 * Search reads the first 4,000 characters of a body (two pages of a letter): what people look for —
 * a customer, a product, a contract number — is in the subject, the addresses and the opening of the
 * mail, not in the quoted history or the disclaimer below it. Every stored character costs twice
 * (search_key doubles CJK characters, migration 0014) in the trigram index, in each intake's index
 * update and in each search's recheck, so a 20,000-character cut made the index five times larger
 * for matches almost nobody needs.
 */
const SEARCH_BODY_LIMIT = 4_000;

/** What search reads: subject, every address and name, and the start of the body text, lower-cased. */
export function searchTextOf(parts: { subject: string; from: MailAddress; to: MailAddress[]; cc: MailAddress[]; text: string }): string {
  const people = [parts.from, ...parts.to, ...parts.cc].map((a) => `${a.name} ${a.email}`).join(' ');
  return `${parts.subject}\n${people}\n${parts.text.slice(0, SEARCH_BODY_LIMIT)}`.toLowerCase();
}

/** The list's one-line preview. */
export function snippetOf(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 160);
}
