import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { Server } from 'node:http';
import path from 'node:path';
import { startServices } from './bootstrap';
import { startEmbeddedSimulator } from './devices';
import { EnvError, loadEnv } from './env';
import { keepConnectionsAlive } from './http/keep-alive';
import { startBackgroundWork } from './shell/background-work';

async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const services = await startServices(env);
  const { log } = services.deps;
  const app = createApp(services.deps);
  const stopBackground = await startBackgroundWork(services.deps);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    log.info(
      { port: info.port, database: services.database.kind, sso: env.dingtalkConfigured ? 'dingtalk' : env.devIdpEnabled ? 'dev' : 'none' },
      `Switchboard is listening on http://${env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${info.port}`,
    );
  });
  keepConnectionsAlive(server as Server);
  // The device simulator (a child process) on the embedded default; started beside the listener so
  // the portal answers at once, and stopped with it.
  const simulator = startEmbeddedSimulator(services.deps, {
    mode: env.DEVICES_SIMULATOR,
    databaseKind: services.database.kind,
    port: env.DEVICES_SIM_PORT,
    scale: 1,
    stateFile: path.join(env.DATA_DIR, 'devices-simulator.json'),
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // First: open push streams would keep server.close() waiting, and a job being written finishes.
    const background = stopBackground();
    server.close(() => {
      void background
        .then(() => services.close())
        .then(async () => (await simulator)?.stop())
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Switchboard failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
