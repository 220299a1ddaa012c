import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The migrations are written by hand when several features grow at once; this holds them to the
 * schema the code queries with. After every migration has run, each table of the drizzle schema
 * has exactly its columns (type, NOT NULL) and its indexes in the database — a column a migration
 * forgot fails here, not in a user's request.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

/** drizzle's SQL type in the words of information_schema (lengths and precisions aside). */
function normalType(sqlType: string): string {
  const bare = sqlType.replace(/\(.*\)/, '').trim();
  const aliases: Record<string, string> = {
    serial: 'integer',
    bigserial: 'bigint',
    smallserial: 'smallint',
    varchar: 'character varying',
    timestamp: 'timestamp without time zone',
    'timestamp with time zone': 'timestamp with time zone',
  };
  if (bare.endsWith('[]')) return 'ARRAY';
  return aliases[bare] ?? bare;
}

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => value instanceof PgTable);

describe('migrations build the schema the code uses', () => {
  it('has every table with its columns and indexes', async () => {
    const db = t.services.deps.db;
    const columns = (await db.execute(
      sql`SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`,
    )) as unknown as { rows: { table_name: string; column_name: string; data_type: string; is_nullable: string }[] };
    const indexes = (await db.execute(sql`SELECT tablename, indexname FROM pg_indexes WHERE schemaname = 'public'`)) as unknown as {
      rows: { tablename: string; indexname: string }[];
    };
    expect(tables.length).toBeGreaterThan(50);
    for (const table of tables) {
      const config = getTableConfig(table);
      const inDb = columns.rows.filter((row) => row.table_name === config.name);
      const expected = config.columns.map((column) => [column.name, normalType(column.getSQLType()), column.notNull ? 'NO' : 'YES']).sort();
      const actual = inDb.map((row) => [row.column_name, row.data_type, row.is_nullable]).sort();
      expect(actual, `columns of ${config.name}`).toEqual(expected);
      const indexNames = new Set(indexes.rows.filter((row) => row.tablename === config.name).map((row) => row.indexname));
      for (const index of config.indexes) {
        const name = index.config.name;
        expect(name && indexNames.has(name), `index ${name ?? '(unnamed)'} of ${config.name}`).toBe(true);
      }
    }
  });
});
