import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { BookRow } from '../../../shared/api/mail-tools-calls';
import type { Db } from '../../db/database';
import { mailBook } from '../../db/schema/index';
import { fail } from '../../http/app-error';
import { likePattern } from './like-pattern';
import { uniqueOr } from './unique-violation';

/** A person's address book: every query is limited to the owner's rows; another person's id is NOT_FOUND. */

const toRow = (row: typeof mailBook.$inferSelect): BookRow => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  phone: row.phone,
  groupName: row.groupName,
  remark: row.remark,
  updatedAt: row.updatedAt.toISOString(),
});

export async function bookPage(
  db: Db,
  staffId: number,
  input: { page: number; pageSize: number; keyword?: string | undefined; groupName?: string | undefined },
): Promise<{ rows: BookRow[]; count: number }> {
  const like = input.keyword ? likePattern(input.keyword) : null;
  const where = and(
    eq(mailBook.ownerStaffId, staffId),
    input.groupName === undefined ? undefined : eq(mailBook.groupName, input.groupName),
    like ? or(ilike(mailBook.name, like), ilike(mailBook.email, like), ilike(mailBook.company, like)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailBook)
      .where(where)
      .orderBy(asc(mailBook.name), asc(mailBook.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailBook)
      .where(where),
  ]);
  return { rows: rows.map(toRow), count: total?.n ?? 0 };
}

export async function bookAll(db: Db, staffId: number): Promise<BookRow[]> {
  const rows = await db.select().from(mailBook).where(eq(mailBook.ownerStaffId, staffId)).orderBy(asc(mailBook.name), asc(mailBook.id));
  return rows.map(toRow);
}

/** Contacts by group, groups by name, the ungrouped last. */
export function groupBook(rows: readonly BookRow[]): { groupName: string; contacts: BookRow[] }[] {
  const groups = new Map<string, BookRow[]>();
  for (const row of rows) groups.set(row.groupName, [...(groups.get(row.groupName) ?? []), row]);
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b, 'zh-CN')))
    .map(([groupName, contacts]) => ({ groupName, contacts }));
}

export async function saveBookEntry(
  db: Db,
  staffId: number,
  input: { id?: number | undefined; name: string; email: string; company: string; phone: string; groupName: string; remark: string },
): Promise<BookRow> {
  const values = { ...input, id: undefined, updatedAt: new Date() };
  const row = await uniqueOr(input.email, async () => {
    if (input.id === undefined) {
      const [created] = await db
        .insert(mailBook)
        .values({ ...values, ownerStaffId: staffId })
        .returning();
      return created!;
    }
    const [updated] = await db
      .update(mailBook)
      .set(values)
      .where(and(eq(mailBook.id, input.id), eq(mailBook.ownerStaffId, staffId)))
      .returning();
    if (!updated) throw fail.notFound();
    return updated;
  });
  return toRow(row);
}

export async function deleteBookEntry(db: Db, staffId: number, id: number): Promise<{ id: number }> {
  const removed = await db
    .delete(mailBook)
    .where(and(eq(mailBook.id, id), eq(mailBook.ownerStaffId, staffId)))
    .returning({ id: mailBook.id });
  if (removed.length === 0) throw fail.notFound();
  return { id };
}
