import type { MailAddress } from '../../db/schema/index';

/** Long bodies are searched by their first part; the trigram index stays small and fast. */
const SEARCH_TEXT_LIMIT = 20_000;

/** What search reads: subject, every address and name, and the body text, lower-cased. */
export function searchTextOf(parts: { subject: string; from: MailAddress; to: MailAddress[]; cc: MailAddress[]; text: string }): string {
  const people = [parts.from, ...parts.to, ...parts.cc].map((a) => `${a.name} ${a.email}`).join(' ');
  return `${parts.subject}\n${people}\n${parts.text}`.toLowerCase().slice(0, SEARCH_TEXT_LIMIT);
}

/** The list's one-line preview. */
export function snippetOf(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 160);
}
