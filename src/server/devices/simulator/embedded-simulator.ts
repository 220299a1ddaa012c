import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { deviceServers, suppliers } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import type { Env } from '../../env';
import { demoInventories } from '../inventory';
import { syncServer } from '../server-sync';
import { EXIT_PORT_IN_USE } from './sim-exit';

/**
 * The device simulator `npm start` runs beside the portal on the embedded default: a separate child
 * process (`switchboard-devices-simulator`, the same program as `npm run devices:sim`) that ends with
 * the server. The simulated servers registered on this machine are pointed at it and read back from it.
 */

export type SimulatorMode = Env['DEVICES_SIMULATOR'];

/** Whether to start it: auto only on the embedded database with no real device server; on always; off never. */
export function simulatorDecision(input: { mode: SimulatorMode; databaseKind: Database['kind']; realServers: number }): {
  start: boolean;
  reason: string;
} {
  if (input.mode === 'off') return { start: false, reason: 'DEVICES_SIMULATOR=off' };
  if (input.mode === 'on') return { start: true, reason: 'DEVICES_SIMULATOR=on' };
  if (input.databaseKind === 'postgres')
    return { start: false, reason: 'a PostgreSQL server is configured (DATABASE_URL); DEVICES_SIMULATOR=on starts it there too' };
  if (input.realServers > 0)
    return { start: false, reason: `${input.realServers} real device server(s) registered; DEVICES_SIMULATOR=on starts it anyway` };
  return { start: true, reason: 'embedded database and no real device server' };
}

export interface EmbeddedSimulator {
  /** Where its servers answer, e.g. http://127.0.0.1:4810 (each under /srv/<n>). */
  url: string;
  /** The child's process id; null when a simulator already listening on the port is used. */
  pid: number | null;
  stop(): Promise<void>;
}

export interface EmbeddedSimulatorOptions {
  mode: SimulatorMode;
  databaseKind: Database['kind'];
  port: number;
  /** Size of the demo servers, as the demo seed recorded them (startServices' seed scale). */
  scale: number;
  /** Where the devices keep their state across restarts (null: in memory only). */
  stateFile: string | null;
}

const HOST = '127.0.0.1';
const SIMULATOR_MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
/** A simulated server this simulator runs: loopback, path /srv/<n>. */
const EMBEDDED_URL = /^https?:\/\/(?:127\.0\.0\.1|localhost)(?::\d+)?\/srv\/(\d+)$/;
const READY_TIMEOUT_MS = 30_000;

type Spawned = { child: ChildProcess; port: number } | { portInUse: true };

/** Spawns the simulator and waits for its first line ("… listening on http://host:port …"). */
function spawnSimulator(deps: AppDeps, options: EmbeddedSimulatorOptions, port: number): Promise<Spawned> {
  const args = ['--import', 'tsx', SIMULATOR_MAIN, '--host', HOST, '--port', String(port), '--scale', String(options.scale)];
  if (options.stateFile) args.push('--state', options.stateFile);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  const log = deps.log.child({ process: 'devices-simulator', pid: child.pid });
  child.stderr!.setEncoding('utf8').on('data', (text: string) => {
    for (const line of text.split('\n').filter(Boolean)) log.warn(line);
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the device simulator did not start within ${READY_TIMEOUT_MS / 1000} s`));
    }, READY_TIMEOUT_MS);
    let first = true;
    child.stdout!.setEncoding('utf8').on('data', (text: string) => {
      if (!first) {
        for (const line of text.split('\n').filter(Boolean)) log.info(line);
        return;
      }
      first = false;
      clearTimeout(timer);
      const listening = /listening on http:\/\/[^:\s]+:(\d+)/.exec(text);
      log.info(text.trim());
      resolve({ child, port: listening ? Number(listening[1]) : port });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (first && code === EXIT_PORT_IN_USE) resolve({ portInUse: true });
      else if (first) reject(new Error(`the device simulator exited with code ${code}`));
      else log.warn({ code }, 'the device simulator stopped');
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Whether a device simulator already answers on the port (one started by hand with npm run devices:sim). */
async function simulatorAnswers(deps: AppDeps, url: string): Promise<boolean> {
  try {
    return (await deps.devices.status({ baseUrl: `${url}/srv/1`, username: '', password: '' })).simulated;
  } catch {
    return false;
  }
}

/**
 * Points this machine's simulated servers (loopback /srv/<n>) at the simulator, registers the demo
 * servers if none is (under the first supplier), and reads every one back so its banks and ports are
 * recorded as the simulator reports them.
 */
async function pointServers(deps: AppDeps, url: string, scale: number): Promise<number[]> {
  const { db } = deps;
  const inventories = demoInventories(scale);
  const simulated = await db
    .select({ id: deviceServers.id, baseUrl: deviceServers.baseUrl })
    .from(deviceServers)
    .where(eq(deviceServers.simulated, true));
  const ids: number[] = [];
  for (const server of simulated) {
    const no = Number(EMBEDDED_URL.exec(server.baseUrl)?.[1] ?? 0);
    if (no < 1 || no > inventories.length) continue;
    const baseUrl = `${url}/srv/${no}`;
    if (baseUrl !== server.baseUrl) {
      const [taken] = await db.select({ id: deviceServers.id }).from(deviceServers).where(eq(deviceServers.baseUrl, baseUrl));
      if (taken) continue;
      await db.update(deviceServers).set({ baseUrl, updatedAt: deps.clock.now() }).where(eq(deviceServers.id, server.id));
    }
    ids.push(server.id);
  }
  if (ids.length === 0) {
    const [supplier] = await db.select({ id: suppliers.id }).from(suppliers).orderBy(suppliers.id).limit(1);
    if (!supplier) {
      deps.log.warn('no supplier to register the simulated device servers under: add one, then register them at 设备服务器');
      return ids;
    }
    for (const [index, inventory] of inventories.entries()) {
      const [created] = await db
        .insert(deviceServers)
        .values({
          supplierId: supplier.id,
          name: inventory.name,
          baseUrl: `${url}/srv/${index + 1}`,
          simulated: true,
          remark: 'device simulator (started by npm start)',
          updatedAt: deps.clock.now(),
        })
        .onConflictDoNothing()
        .returning({ id: deviceServers.id });
      if (created) ids.push(created.id);
    }
  }
  await Promise.all(ids.map((id) => syncServer(deps, id)));
  return ids;
}

/**
 * Starts the device simulator when simulatorDecision says so, and points the simulated servers at it.
 * Never throws for the simulator's sake: a port in use or a simulator that will not start is logged
 * and the portal starts without it (null).
 */
export async function startEmbeddedSimulator(deps: AppDeps, options: EmbeddedSimulatorOptions): Promise<EmbeddedSimulator | null> {
  const [real] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(deviceServers)
    .where(eq(deviceServers.simulated, false));
  const decision = simulatorDecision({ mode: options.mode, databaseKind: options.databaseKind, realServers: real?.n ?? 0 });
  if (!decision.start) {
    deps.log.info({ reason: decision.reason }, 'device simulator not started');
    return null;
  }
  let started: ChildProcess | null = null;
  try {
    if (options.stateFile) mkdirSync(path.dirname(options.stateFile), { recursive: true });
    let spawned = await spawnSimulator(deps, options, options.port);
    if ('portInUse' in spawned) {
      const url = `http://${HOST}:${options.port}`;
      if (await simulatorAnswers(deps, url)) {
        deps.log.warn({ url }, 'a device simulator already listens on the port (started by hand?): the simulated servers use it');
        await pointServers(deps, url, options.scale);
        return { url, pid: null, stop: async () => {} };
      }
      deps.log.warn(
        { port: options.port },
        'the device simulator port is in use by another program: starting it on a free port (set DEVICES_SIM_PORT to choose one)',
      );
      spawned = await spawnSimulator(deps, options, 0);
      if ('portInUse' in spawned) throw new Error('no free port for the device simulator');
    }
    const { child } = spawned;
    started = child;
    const url = `http://${HOST}:${spawned.port}`;
    const servers = await pointServers(deps, url, options.scale);
    deps.log.info(
      { url, pid: child.pid, servers: servers.length },
      'device simulator running as a child process: SIMULATED devices, not hardware (DEVICES_SIMULATOR=off to skip)',
    );
    return { url, pid: child.pid ?? null, stop: () => stopChild(child) };
  } catch (error) {
    deps.log.warn({ err: error }, 'the device simulator could not be started: the portal runs without it');
    if (started) await stopChild(started);
    return null;
  }
}
