import { loadEnv } from '../env';
import { openDatabase, targetFromEnv } from './database';
import { syncMenu } from './seed/menu-sync';
import { seedDemo } from './seed/seed-demo';

/** `npm run seed`: migrate, write the menu and (re)apply the demo organisation. Idempotent. */
async function run(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase(targetFromEnv(env));
  try {
    await database.migrate();
    await syncMenu(database.db);
    await seedDemo(database.db);
    process.stdout.write(`Seeded the demo organisation into ${database.kind === 'pglite' ? env.DATA_DIR : 'DATABASE_URL'}.\n`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  process.stderr.write(`Seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
