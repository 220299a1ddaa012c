import { sql, type SQL } from 'drizzle-orm';
import { mailMessages } from '../../db/schema/index';

/** `%`, `_` and `\` of a search word are literal, not patterns. */
const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Messages whose subject, addresses or body contain the word, Chinese of any length included.
 * The trigram index on search_key (CJK characters doubled, migration 0014) narrows the rows even
 * for a two-character word such as 合同, for which search_text alone yields no trigram and every
 * row of the mailbox would be read. The match is exact: doubling both sides keeps "contains"
 * (a match that starts inside a doubled character implies the same word one character later).
 * LIKE, not ILIKE: search_text is stored lower-cased and the word is lower-cased here, and ILIKE
 * lower-cases every candidate's whole text again (measured 3–4× slower on Chinese bodies).
 */
export function mailSearchMatches(keyword: string): SQL {
  return sql`${mailMessages.searchKey} LIKE mail_search_key(${likePattern(keyword)})`;
}

/**
 * The same match tested row by row, for a frequent word: its newest matches are found sooner by
 * walking the list index newest first and testing each row than by reading every match through the
 * trigram index and sorting them (合同 in 6,000 of 80,000 messages: 200 ms). It reads search_text,
 * half the size of search_key (whose doubled characters only serve the index): "contains" is the
 * same on both, and every row walked is read and tested.
 */
export function mailSearchMatchesByScan(keyword: string): SQL {
  return sql`${mailMessages.searchText} LIKE ${likePattern(keyword)}`;
}
