import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startServices } from '../../src/server/bootstrap';
import { ManualClock } from '../../src/server/clock';
import type { DatabaseTarget } from '../../src/server/db/database';
import { loadEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/log';
import type { CodeNotifier } from '../../src/server/auth/notifier';

/**
 * Suites start from a copy of a database that is already migrated and seeded at their scale.
 * Migrating and seeding cost 4–10 s per suite on two cores; a copy costs 1–2 s. The first suite of
 * a run that needs a scale builds its database the ordinary way (startServices on an empty one)
 * and keeps it for the rest of the run: on PGlite as a dump of the data directory in the run's
 * folder, on a PostgreSQL server as a template database. tests/support/db-templates-setup.ts makes
 * the folder and names the run (TEST_DB_TEMPLATES); without it every suite builds its own.
 *
 * Seeding reads only the scale and the clock, and every test app starts at TEST_START, so a copy
 * is what a fresh build would be; business-data.test.ts checks a fresh build against a copy.
 */
export const TEST_START = Date.UTC(2026, 10, 2, 2, 0, 0);

const folder = () => process.env.TEST_DB_TEMPLATES ?? null;
const scaleKey = (scale: number | null) => (scale === null ? 'none' : String(scale).replace('.', '_'));

async function build(target: DatabaseTarget, scale: number | null, notifier: CodeNotifier) {
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIR: './.tmp/no-client' });
  return startServices(env, { target, clock: new ManualClock(TEST_START), log: createLogger('silent'), seedScale: scale, notifier });
}

/** An in-memory PGlite started from the run's copy at this scale, building the copy first if needed. */
export async function pgliteFromTemplate(scale: number | null, notifier: CodeNotifier): Promise<DatabaseTarget> {
  const dir = folder();
  if (!dir) return { kind: 'pglite-memory' };
  const file = path.join(dir, `pglite-${scaleKey(scale)}.tar`);
  if (!existsSync(file)) {
    const services = await build({ kind: 'pglite-memory' }, scale, notifier);
    try {
      const dump = await services.database.dumpDataDir();
      if (!dump) throw new Error('an embedded database gave no dump');
      // Two workers may build the same scale at once: each writes its own file and renames it into place.
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await services.close();
    }
  }
  return { kind: 'pglite-memory', from: new Blob([readFileSync(file)]) };
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every template database of the run kept in `dir` starts with this. */
const templatePrefix = (dir: string) => `sb_tpl_${path.basename(dir).replace(/\W/g, '').toLowerCase()}_`;

/**
 * The template database for this scale on the server, built once per run under an advisory lock
 * (so two workers do not build it twice); null outside a run that names its templates.
 */
export async function serverTemplate(serverUrl: string, scale: number | null, notifier: CodeNotifier): Promise<string | null> {
  const dir = folder();
  if (!dir) return null;
  const name = `${templatePrefix(dir)}${scaleKey(scale)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      // Built under another name and renamed when complete: a failed build never becomes the template.
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${quoted(building)} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${quoted(building)}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const services = await build({ kind: 'postgres', url: url.toString(), poolSize: 5 }, scale, notifier);
      await services.close();
      await admin.query(`ALTER DATABASE ${quoted(building)} RENAME TO ${quoted(name)}`);
    }
    return name;
  } finally {
    await admin.end();
  }
}

/** Drops the run's template databases from the server (the run's folder is removed by its setup). */
export async function dropServerTemplates(serverUrl: string, dir: string): Promise<void> {
  const prefix = templatePrefix(dir);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const rows = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    for (const row of rows.rows) await admin.query(`DROP DATABASE IF EXISTS ${quoted(row.datname)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
