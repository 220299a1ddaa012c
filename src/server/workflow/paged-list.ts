import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';

export interface PageInput {
  page: number;
  pageSize: number;
}

/** One page of a table's rows in id order, and how many rows match in all. */
export async function pageOfTable<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  orderBy: SQL | PgTable['_']['columns'][string],
  input: PageInput,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(orderBy)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], count: total?.n ?? 0 };
}
