import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { MailListFilters, MailRow, SearchCache } from '../../../shared/api/mail-reading-calls';
import { MAIL_FOLDERS } from '../../../shared/mail/folders';
import type { Lang } from '../../../shared/messages';
import type { Db } from '../../db/database';
import { mailMessages, staff } from '../../db/schema/index';
import type { MailAddress } from '../../db/schema/mail';
import { mailSearchMatches } from '../transport/mail-search';
import { counterpartMatches, type Party } from './mail-dealings-match';

/** The lists of the mailbox: a folder, the starred view over folders, or the mail exchanged with one party. */
export type MailList = { kind: 'inbox' | 'star' | 'junk' | 'sent' } | { kind: 'dealings'; party: Party };

type Filters = Omit<MailListFilters, 'page' | 'pageSize'>;

/** `%`, `_` and `\` of a search word are literal, not patterns. */
const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The start of a calendar day in Asia/Shanghai (UTC+8 all year, no daylight saving). */
const shanghaiDayStart = (date: string, plusDays = 0): string => {
  const start = new Date(`${date}T00:00:00+08:00`);
  start.setUTCDate(start.getUTCDate() + plusDays);
  return start.toISOString();
};

function listCondition(list: MailList): SQL {
  const m = mailMessages;
  switch (list.kind) {
    case 'inbox':
      return eq(m.folder, MAIL_FOLDERS.inbox);
    case 'junk':
      return eq(m.folder, MAIL_FOLDERS.junk);
    case 'sent':
      return eq(m.folder, MAIL_FOLDERS.sent);
    case 'star':
      return and(eq(m.starred, true), ne(m.folder, MAIL_FOLDERS.drafts)) as SQL;
    case 'dealings':
      return and(ne(m.folder, MAIL_FOLDERS.drafts), counterpartMatches(list.party)) as SQL;
  }
}

/** Every condition of a list for one mailbox: the account first, so nobody reads another person's mail. */
export function listWhere(accountId: number, list: MailList, filters: Filters): SQL {
  const m = mailMessages;
  const parts: SQL[] = [eq(m.accountId, accountId), listCondition(list)];
  if (filters.keyword) parts.push(mailSearchMatches(filters.keyword));
  if (filters.startDate) parts.push(sql`${m.receivedAt} >= ${shanghaiDayStart(filters.startDate)}::timestamptz`);
  if (filters.endDate) parts.push(sql`${m.receivedAt} < ${shanghaiDayStart(filters.endDate, 1)}::timestamptz`);
  if (filters.hasAttachments !== undefined) parts.push(eq(m.hasAttachments, filters.hasAttachments));
  if (filters.unread) parts.push(eq(m.seen, false));
  if (filters.starred) parts.push(eq(m.starred, true));
  if (filters.mark !== undefined) parts.push(eq(m.mark, filters.mark));
  if (filters.sender) {
    const pattern = likePattern(filters.sender);
    parts.push(
      list.kind === 'sent'
        ? sql`lower(${m.to}::text || ' ' || ${m.cc}::text) ILIKE ${pattern}`
        : sql`lower(${m.fromName} || ' ' || ${m.fromAddress}) ILIKE ${pattern}`,
    );
  }
  return and(...parts) as SQL;
}

const rowColumns = {
  id: mailMessages.id,
  folder: mailMessages.folder,
  direction: mailMessages.direction,
  subject: mailMessages.subject,
  fromName: mailMessages.fromName,
  fromAddress: mailMessages.fromAddress,
  to: mailMessages.to,
  cc: mailMessages.cc,
  receivedAt: mailMessages.receivedAt,
  snippet: mailMessages.snippet,
  seen: mailMessages.seen,
  starred: mailMessages.starred,
  mark: mailMessages.mark,
  hasAttachments: mailMessages.hasAttachments,
  followStaffId: mailMessages.followStaffId,
  deliveryState: mailMessages.deliveryState,
  followName: staff.name,
  followNameEn: staff.nameEn,
};
interface RowRecord {
  id: number;
  folder: string;
  direction: string;
  subject: string;
  fromName: string;
  fromAddress: string;
  to: MailAddress[];
  cc: MailAddress[];
  receivedAt: Date;
  snippet: string;
  seen: boolean;
  starred: boolean;
  mark: number;
  hasAttachments: boolean;
  followStaffId: number | null;
  deliveryState: string | null;
  followName: string | null;
  followNameEn: string | null;
}

/** sections.md §3: sent and drafts open as 1, received mail as 2, junk as 3. */
export function detailsTypeOf(direction: string, folder: string): 1 | 2 | 3 {
  if (direction !== 'in') return 1;
  return folder === MAIL_FOLDERS.junk ? 3 : 2;
}

export function toMailRow(row: RowRecord, lang: Lang): MailRow {
  return {
    id: row.id,
    folder: row.folder,
    detailsType: detailsTypeOf(row.direction, row.folder),
    subject: row.subject,
    senderEmail: { name: row.fromName, email: row.fromAddress },
    receiverEmailList: row.to,
    ccEmailList: row.cc,
    receiveTime: row.receivedAt.toISOString(),
    snippet: row.snippet,
    seen: row.seen,
    starred: row.starred,
    mark: row.mark,
    hasAttachments: row.hasAttachments,
    followStaffId: row.followStaffId,
    followStaffName: (lang === 'en' ? row.followNameEn : row.followName) ?? null,
    deliveryState: row.deliveryState,
  };
}

/**
 * A keyword search counts at most this many matches and then says "1,000+": counting every hit of a
 * frequent word rechecks each candidate's text (about 1 s for 合同 in 7,000 of 100,000 messages),
 * while the page itself stops after its 20 rows. Plain lists keep exact counts: the list index
 * answers them without reading the texts.
 */
export const SEARCH_COUNT_CAP = 1000;

/** The size of the list under the filters, capped at SEARCH_COUNT_CAP when searching by keyword. */
async function listCount(db: Db, where: SQL, keyword: boolean): Promise<{ count: number; countCapped: boolean }> {
  if (!keyword) {
    const [total] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(mailMessages)
      .where(where);
    return { count: Number(total?.count ?? 0), countCapped: false };
  }
  const firstMatches = db
    .select({ one: sql`1`.as('one') })
    .from(mailMessages)
    .where(where)
    .limit(SEARCH_COUNT_CAP + 1)
    .as('first_matches');
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(firstMatches);
  const count = Number(total?.count ?? 0);
  return count > SEARCH_COUNT_CAP ? { count: SEARCH_COUNT_CAP, countCapped: true } : { count, countCapped: false };
}

/**
 * One page of a list, newest first; `count` is the whole list's size under the filters, or
 * SEARCH_COUNT_CAP with `countCapped` when a keyword search has more matches than that.
 */
export async function queryMailList(
  db: Db,
  accountId: number,
  list: MailList,
  filters: MailListFilters & { page: number; pageSize: number },
  lang: Lang,
): Promise<{ rows: MailRow[]; count: number; countCapped: boolean }> {
  const where = listWhere(accountId, list, filters);
  const [rows, total] = await Promise.all([
    db
      .select(rowColumns)
      .from(mailMessages)
      .leftJoin(staff, eq(staff.id, mailMessages.followStaffId))
      .where(where)
      .orderBy(desc(mailMessages.receivedAt), desc(mailMessages.id))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    listCount(db, where, !!filters.keyword),
  ]);
  return { rows: rows.map((row) => toMailRow(row, lang)), ...total };
}

/** The rows before and after a message in the list it was opened from (the detail cache of sections.md §3). */
export async function neighbours(
  db: Db,
  accountId: number,
  list: MailList,
  cache: SearchCache,
  current: { id: number; receivedAt: Date },
): Promise<{ prevId: number | null; nextId: number | null }> {
  const where = listWhere(accountId, list, cache.params ?? {});
  const at = sql`(${current.receivedAt.toISOString()}::timestamptz, ${current.id}::bigint)`;
  const key = sql`(${mailMessages.receivedAt}, ${mailMessages.id})`;
  const newestFirst = !(cache.ascs ?? []).includes('receiveTime');
  const newer = db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(and(where, sql`${key} > ${at}`))
    .orderBy(asc(mailMessages.receivedAt), asc(mailMessages.id))
    .limit(1);
  const older = db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(and(where, sql`${key} < ${at}`))
    .orderBy(desc(mailMessages.receivedAt), desc(mailMessages.id))
    .limit(1);
  const [[newerRow], [olderRow]] = await Promise.all([newer, older]);
  const before = newestFirst ? newerRow : olderRow;
  const after = newestFirst ? olderRow : newerRow;
  return { prevId: before?.id ?? null, nextId: after?.id ?? null };
}
