import { startServices } from '../../src/server/bootstrap';
import { loadEnv } from '../../src/server/env';

/**
 * Seeds the demo organisation into DATA_DIR at a small scale (FUZZ_SEED_SCALE, default 0.01), so
 * the fuzzed server starts in seconds instead of the minute the full demo data takes.
 */
async function run(): Promise<void> {
  const scale = Number(process.env.FUZZ_SEED_SCALE ?? '0.01');
  if (!(scale > 0 && scale <= 1)) throw new Error('FUZZ_SEED_SCALE takes a number in (0, 1]');
  const services = await startServices(loadEnv(), { seedScale: scale });
  await services.close();
}

run().catch((error: unknown) => {
  process.stderr.write(`Fuzz seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
