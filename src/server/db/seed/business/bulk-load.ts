import { sql } from 'drizzle-orm';
import type { Db } from '../../database';

/** The tables the generator fills with a million rows or more. */
const BULK_TABLES = ['traffic_daily', 'traffic_customer_daily', 'traffic_customer_monthly', 'traffic_route_monthly', 'send_records'];

interface Saved {
  table: string;
  kind: 'index' | 'constraint';
  name: string;
  definition: string;
}

const rowsOf = <T>(answer: unknown) => (answer as { rows: T[] }).rows;

/**
 * Loading into a table without indexes and building them afterwards is several times faster
 * than maintaining them row by row. The definitions are read from the catalogue, so what is
 * rebuilt is exactly what the migrations created.
 */
export async function withoutIndexes(db: Db, load: () => Promise<void>): Promise<void> {
  const list = sql.join(
    BULK_TABLES.map((name) => sql`${name}`),
    sql`, `,
  );
  const constraints = rowsOf<{ table: string; name: string; definition: string }>(
    await db.execute(sql`
    SELECT c.conrelid::regclass::text AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
    FROM pg_constraint c WHERE c.contype = 'p' AND c.conrelid::regclass::text IN (${list})`),
  );
  const indexes = rowsOf<{ table: string; name: string; definition: string }>(
    await db.execute(sql`
    SELECT tablename AS table, indexname AS name, indexdef AS definition FROM pg_indexes
    WHERE schemaname = current_schema() AND tablename IN (${list})
      AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE contype = 'p')`),
  );
  const saved: Saved[] = [
    ...constraints.map((row) => ({ ...row, kind: 'constraint' as const })),
    ...indexes.map((row) => ({ ...row, kind: 'index' as const })),
  ];
  for (const item of saved) {
    if (item.kind === 'constraint') await db.execute(sql.raw(`ALTER TABLE "${item.table}" DROP CONSTRAINT "${item.name}"`));
    else await db.execute(sql.raw(`DROP INDEX "${item.name}"`));
  }
  try {
    await load();
  } finally {
    // Index builds sort in memory when they may; the default is sized for small tables.
    await db.execute(sql`SET maintenance_work_mem = '256MB'`);
    for (const item of saved) {
      if (item.kind === 'constraint') {
        await db.execute(sql.raw(`ALTER TABLE "${item.table}" ADD CONSTRAINT "${item.name}" ${item.definition}`));
      } else await db.execute(sql.raw(item.definition));
    }
  }
}
