/**
 * The portal's own server for `npm run bench:api`, in a process of its own: the configured
 * database (DATABASE_URL, else the embedded one under DATA_DIR), seeded with the demo data, on
 * PORT, the way `npm start` runs it (no response schema check). Prints one line
 * `READY {"port":…,"tokens":{username: token}}` once it listens, with sessions for the bench users.
 */
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { createApp } from '../../src/server/app';
import { startSession } from '../../src/server/auth/tokens';
import { startServices } from '../../src/server/bootstrap';
import { staff } from '../../src/server/db/schema/index';
import { loadEnv } from '../../src/server/env';

const USERS = ['admin', 'sales', 'finance'] as const;

async function main(): Promise<void> {
  const env = loadEnv({ ...process.env, LOG_LEVEL: 'warn', DEVICES_SIMULATOR: 'off' });
  const services = await startServices(env);
  const { deps } = services;
  const tokens: Record<string, string> = {};
  for (const username of USERS) {
    const [person] = await deps.db.select({ id: staff.id }).from(staff).where(eq(staff.username, username));
    if (!person) throw new Error(`no demo user ${username}`);
    tokens[username] = (await startSession(deps, person.id, 'password', {})).token;
  }
  const app = createApp(deps);
  serve({ fetch: app.fetch, port: env.PORT, hostname: '127.0.0.1' }, (info) => {
    process.stdout.write(`READY ${JSON.stringify({ port: info.port, tokens })}\n`);
  });
  process.on('SIGTERM', () => {
    void services.close().finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
