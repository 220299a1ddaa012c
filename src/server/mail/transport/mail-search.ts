import { and, sql, type SQL } from 'drizzle-orm';
import { mailMessages } from '../../db/schema/index';

/** `%`, `_` and `\` of a search word are literal, not patterns. */
const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Messages whose subject, addresses or body contain the word, Chinese of any length included.
 * The trigram index on search_key (CJK characters doubled, migration 0014) narrows the rows even
 * for a two-character word such as 合同, for which search_text alone yields no trigram and every
 * row of the mailbox would be read; the plain ILIKE keeps the answer exact.
 */
export function mailSearchMatches(keyword: string): SQL {
  const pattern = likePattern(keyword);
  return and(sql`${mailMessages.searchKey} ILIKE mail_search_key(${pattern})`, sql`${mailMessages.searchText} ILIKE ${pattern}`) as SQL;
}
