import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../helpers/free-port';
import { SECTION_APP } from './section-app-support';

/**
 * Starts the real server (built front end, embedded database in a fresh directory, console
 * notifier) and tells the tests where it is and where its output goes, so they can read the
 * verification codes it prints.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = path.resolve(import.meta.dirname, '../..');
  // scripts/test-e2e.sh gives each run its own directory (build and database).
  const workDir = process.env.E2E_WORK ?? path.join(root, '.tmp', 'e2e');
  rmSync(path.join(workDir, 'data'), { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const port = await freePort();
  // The mailbox's SMTP listener: its own port per run, so runs side by side do not collide.
  const smtpPort = await freePort();
  // The device simulator npm start runs beside the server (embedded database): its own port per run too.
  const devicesSimPort = await freePort();
  const logFile = path.join(workDir, 'server.log');
  const out = createWriteStream(logFile);
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      LOG_LEVEL: 'warn',
      SMTP_LISTEN: `127.0.0.1:${smtpPort}`,
      DEVICES_SIM_PORT: String(devicesSimPort),
      // The early-warning section (no other spec opens its pages) is served by a section
      // application at an address that exists only inside the browser: shell-section-app.spec.ts
      // answers its requests with Playwright's routing.
      SECTION_APPS: JSON.stringify({ [SECTION_APP.iframeName]: SECTION_APP.base }),
      ...(process.env.E2E_ACCESS_TOKEN_TTL ? { ACCESS_TOKEN_TTL: process.env.E2E_ACCESS_TOKEN_TTL } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(out);
  server.stderr.pipe(out);
  const baseUrl = `http://127.0.0.1:${port}`;
  // First start seeds the demo data (about a minute on two cores; longer on a busy machine).
  const deadline = Date.now() + 300_000;
  const giveUp = (why: string): never => {
    server.kill('SIGTERM');
    throw new Error(`${why}; see ${logFile}`);
  };
  for (;;) {
    if (server.exitCode !== null) giveUp('server exited early');
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) giveUp('server did not start within 300 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_SERVER_LOG = logFile;
  process.env.E2E_SMTP_PORT = String(smtpPort);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
}
