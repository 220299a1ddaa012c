/**
 * The portal's own server for `npm run bench:push`, in a process of its own as `npm start` runs it
 * (no response schema check): the configured database (DATABASE_URL, else the embedded one under
 * DATA_DIR), seeded with the demo data, on PORT. Sign-in codes go to stdout as the console notifier
 * writes them, where the bench reads them. Beside the app, `GET /__bench/memory` answers the
 * process's memory after a full collection (run with `--expose-gc`). Prints
 * `READY {"port":…,"pid":…}` once it listens.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../../src/server/app';
import { startServices } from '../../src/server/bootstrap';
import { loadEnv } from '../../src/server/env';
import { memoryFigures } from './push-memory';

async function main(): Promise<void> {
  const env = loadEnv({ ...process.env, LOG_LEVEL: 'warn', DEVICES_SIMULATOR: 'off' });
  const services = await startServices(env);
  const app = createApp(services.deps);
  const outer = new Hono();
  outer.get('/__bench/memory', (c) => c.json(memoryFigures()));
  outer.all('*', (c) => app.fetch(c.req.raw, c.env));
  serve({ fetch: outer.fetch, port: env.PORT, hostname: '127.0.0.1' }, (info) => {
    process.stdout.write(`READY ${JSON.stringify({ port: info.port, pid: process.pid })}\n`);
  });
  process.on('SIGTERM', () => {
    void services.close().finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
