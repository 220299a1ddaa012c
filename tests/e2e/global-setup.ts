import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { freePort } from '../helpers/free-port';
import { SECTION_APP } from './section-app-support';

interface StartedServer {
  baseUrl: string;
  logFile: string;
  smtpPort: number;
  process: ChildProcess;
}

/**
 * Starts one real server per worker (built front end, embedded database in a fresh directory,
 * console notifier), so workers never see each other's data, and tells each worker where its server
 * is and where its output goes (tests/e2e/support.ts reads these through workerEnv).
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const root = path.resolve(import.meta.dirname, '../..');
  // scripts/test-e2e.sh gives each run its own directory (build and databases).
  const workDir = process.env.E2E_WORK ?? path.join(root, '.tmp', 'e2e');
  mkdirSync(workDir, { recursive: true });
  const count = Math.max(1, config.workers);
  const started = await Promise.allSettled(Array.from({ length: count }, (_, index) => startServer(root, workDir, index)));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(
      servers.map(async ({ process: server }) => {
        if (server.exitCode !== null) return;
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }),
    );
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  servers.forEach((server, index) => {
    process.env[`E2E_BASE_URL_${index}`] = server.baseUrl;
    process.env[`E2E_SERVER_LOG_${index}`] = server.logFile;
    process.env[`E2E_SMTP_PORT_${index}`] = String(server.smtpPort);
  });
  return stopAll;
}

async function startServer(root: string, workDir: string, index: number): Promise<StartedServer> {
  const dataDir = path.join(workDir, `data-${index}`);
  rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  // The mailbox's SMTP listener: its own port per server, so servers side by side do not collide.
  const smtpPort = await freePort();
  // The device simulator npm start runs beside the server (embedded database): its own port too.
  const devicesSimPort = await freePort();
  const logFile = path.join(workDir, `server-${index}.log`);
  const out = createWriteStream(logFile);
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
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
  // First start seeds the demo data (about a minute on two cores; longer with several at once).
  const deadline = Date.now() + 400_000;
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
    if (Date.now() > deadline) giveUp('server did not start within 400 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, logFile, smtpPort, process: server };
}
