import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both drivers: code above this file never knows which database it talks to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the versioned, forward-only migrations that have not run yet. */
  migrate(): Promise<void>;
  /** A copy of an embedded database's data directory, which `pglite-memory` can start from; null on a server. */
  dumpDataDir(): Promise<Blob | null>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  /** In memory: empty, or a copy of a dumped data directory (tests start from one seeded database). */
  | { kind: 'pglite-memory'; from?: Blob };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(target: DatabaseTarget, onIdleError?: (error: Error) => void): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection the server ends (restart, failover, a dropped test database) must not
    // crash the process; the pool replaces it on the next query.
    pool.on('error', (error) => onIdleError?.(error));
    // numeric and bigint columns arrive as strings (exact); int8 counts are parsed where used.
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
      dumpDataDir: async () => null,
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (target.kind === 'pglite') {
    mkdirSync(path.resolve(target.dataDir), { recursive: true });
    client = new PGlite(path.resolve(target.dataDir), { extensions: { pg_trgm } });
  } else {
    client = new PGlite({ extensions: { pg_trgm }, ...(target.from ? { loadDataDir: target.from } : {}) });
  }
  await client.waitReady;
  const pgliteDb = drizzlePglite({ client, schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    // Uncompressed: a test copies it many times per run, and unpacking costs more than the bytes.
    dumpDataDir: async () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** The database the configuration names: a PostgreSQL server, or PGlite under DATA_DIR. */
export function targetFromEnv(env: { DATABASE_URL?: string | undefined; DATA_DIR: string }): DatabaseTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') };
}
