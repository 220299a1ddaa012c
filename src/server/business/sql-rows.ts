import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/database';

/** Rows of a raw statement, the same shape on PGlite and node-postgres. */
export async function queryRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const answer = (await db.execute(statement)) as unknown as { rows: T[] };
  return answer.rows;
}

/** Counts travel as text from SQL (bigint sums) and become numbers here (safe below 2^53). */
export const toInt = (value: string | number | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));
