import { sql } from 'drizzle-orm';
import { MAIL_FOLDERS } from '../../../shared/mail/folders';
import type { Lang } from '../../../shared/messages';
import { customerScope, queryRows, toInt, type DataScope } from '../../business';
import type { Db } from '../../db/database';
import { mailMessages } from '../../db/schema/index';
import { contactMatches, contactRows, counterpartAddresses, type Party } from './mail-dealings-match';

export interface PartyQuery {
  page: number;
  pageSize: number;
  keyword?: string | undefined;
}

interface PartyRecord {
  id: number;
  code: string;
  name: string;
  mail_count: string | number;
  last_mail: string | Date;
  total: string | number;
}

/**
 * The customers (within the caller's data scope) or suppliers the caller exchanged mail with, with
 * how many messages and the newest one, newest first.
 */
export async function dealingsParties(
  db: Db,
  accountId: number,
  kind: Party['kind'],
  scope: DataScope,
  query: PartyQuery,
  lang: Lang,
): Promise<{ rows: { id: number; code: string; name: string; mailCount: number; lastMailTime: string }[]; count: number }> {
  const keyword = query.keyword ? `%${query.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const parties =
    kind === 'customer'
      ? sql`(SELECT c.id, c.code, c.name FROM customers c WHERE ${customerScope(scope, 'c')})`
      : sql.raw(`(SELECT s.id, s.code, ${lang === 'en' ? 's.name_en' : 's.name'} AS name FROM suppliers s)`);
  const rows = await queryRows<PartyRecord>(
    db,
    sql`
    WITH hits AS (
      SELECT DISTINCT ct.party_id, ${mailMessages.id} AS message_id, ${mailMessages.receivedAt} AS received_at
      FROM ${mailMessages}
      CROSS JOIN LATERAL ${counterpartAddresses()} AS cp
      JOIN ${contactRows(kind)} AS ct ON ${contactMatches(sql`cp.addr`, 'ct')}
      WHERE ${mailMessages.accountId} = ${accountId} AND ${mailMessages.folder} <> ${MAIL_FOLDERS.drafts}
    )
    SELECT p.id, p.code, p.name, count(*) AS mail_count, max(h.received_at) AS last_mail, count(*) OVER () AS total
    FROM hits h JOIN ${parties} AS p ON p.id = h.party_id
    ${keyword ? sql`WHERE lower(p.name || ' ' || p.code) LIKE ${keyword}` : sql``}
    GROUP BY p.id, p.code, p.name
    ORDER BY max(h.received_at) DESC, p.id
    LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
  );
  return {
    rows: rows.map((row) => ({
      id: toInt(row.id),
      code: row.code,
      name: row.name,
      mailCount: toInt(row.mail_count),
      lastMailTime: new Date(row.last_mail).toISOString(),
    })),
    count: toInt(rows[0]?.total ?? 0),
  };
}
