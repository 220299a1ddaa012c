import { parseArgs } from 'node:util';
import { systemClock } from '../clock';
import { loadEnv } from '../env';
import { createLogger } from '../log';
import { openDatabase, targetFromEnv } from './database';
import { seedFeatures } from './seed/feature-seeds';
import { syncMenu } from './seed/menu-sync';
import { seedDemo } from './seed/seed-demo';

/**
 * `npm run seed [-- --scale N]`: migrate, write the menu, (re)apply the demo organisation and
 * every feature's demo data at the given scale. Idempotent.
 */
async function run(): Promise<void> {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
  const scale = Number(values.scale);
  if (!Number.isInteger(scale) || scale < 1 || scale > 100) throw new Error('--scale takes a whole number from 1 to 100');
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL);
  const database = await openDatabase(targetFromEnv(env));
  try {
    await database.migrate();
    await syncMenu(database.db);
    await seedDemo(database.db);
    await seedFeatures(database.db, { scale, clock: systemClock, log, interactive: Boolean(process.stdout.isTTY) });
    process.stdout.write(`Seeded the demo organisation into ${database.kind === 'pglite' ? env.DATA_DIR : 'DATABASE_URL'}.\n`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  process.stderr.write(`Seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
