import { sql } from 'drizzle-orm';
import type { Db } from '../../database';

/**
 * A checksum of the generated business data: per table, the row count and the sum of a hash of
 * every row's text. Order-independent and computed in SQL, so it is cheap on a million rows and
 * equal exactly when the data is.
 */
const TABLES = [
  ['customers', 'SELECT id, code, name, type, country_id, level, owner_staff_id, dept_id, created_at FROM customers'],
  ['customer_owners', 'SELECT customer_id, staff_id, dept_id, valid_from, valid_to FROM customer_owners'],
  ['customer_routes', 'SELECT * FROM customer_routes'],
  ['traffic_daily', 'SELECT * FROM traffic_daily'],
  ['traffic_customer_monthly', 'SELECT * FROM traffic_customer_monthly'],
  ['send_records', 'SELECT * FROM send_records'],
] as const;

export async function businessChecksum(db: Db): Promise<Record<string, string>> {
  // Row text of timestamps depends on the session's time zone: fix it for this transaction.
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
    const result: Record<string, string> = {};
    for (const [name, select] of TABLES) {
      const answer = await tx.execute(
        sql.raw(`SELECT count(*)::text AS n, coalesce(sum(hashtextextended(t::text, 0)::numeric), 0)::text AS h FROM (${select}) AS t`),
      );
      const row = (answer as unknown as { rows: { n: string; h: string }[] }).rows[0];
      result[name] = `${row?.n ?? 0}:${row?.h ?? 0}`;
    }
    return result;
  });
}
