import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../src/shared/api/device-calls';
import type { PortView, ServerView } from '../../src/shared/api/device-calls';
import { deviceServers, suppliers } from '../../src/server/db/schema/index';
import { simulatorDecision, startEmbeddedSimulator, type EmbeddedSimulator } from '../../src/server/devices';
import { devicesTestApp, type DevicesDriver } from '../helpers/devices';
import { freePort } from '../helpers/free-port';
import { processAlive } from '../helpers/process-alive';

/** `npm start`'s device simulator: a child process on the embedded default, never beside a real device server. */
let d: DevicesDriver;
let simulator: EmbeddedSimulator | null = null;
let blocker: Server | null = null;
const stateFile = path.join(mkdtempSync(path.join(tmpdir(), 'devices-runtime-start-')), 'sim.json');

beforeAll(async () => {
  d = await devicesTestApp({}, { seedScale: 0.01 });
}, 180_000);
afterAll(async () => {
  await simulator?.stop();
  blocker?.close();
  await d?.t.close();
});

describe('the embedded device simulator', () => {
  it('starts only on the embedded database with no real device server, unless asked', () => {
    expect(simulatorDecision({ mode: 'auto', databaseKind: 'pglite', realServers: 0 }).start).toBe(true);
    expect(simulatorDecision({ mode: 'auto', databaseKind: 'postgres', realServers: 0 }).start).toBe(false);
    expect(simulatorDecision({ mode: 'auto', databaseKind: 'pglite', realServers: 1 }).start).toBe(false);
    expect(simulatorDecision({ mode: 'on', databaseKind: 'postgres', realServers: 2 }).start).toBe(true);
    expect(simulatorDecision({ mode: 'off', databaseKind: 'pglite', realServers: 0 }).start).toBe(false);
  });

  it('runs as its own process on a free port when its port is taken, and the seeded servers answer through it', async () => {
    // Another program holds the configured port: start-up goes on and the simulator takes another.
    const taken = await freePort();
    blocker = createServer(() => undefined);
    await new Promise<void>((resolve) => blocker!.listen(taken, '127.0.0.1', resolve));
    simulator = await startEmbeddedSimulator(d.t.services.deps, {
      mode: 'auto',
      // As on the embedded default, whichever database this suite runs on (the rule itself is tested above).
      databaseKind: 'pglite',
      port: taken,
      scale: 0.01,
      stateFile,
    });
    expect(simulator).not.toBeNull();
    expect(simulator!.pid).not.toBe(process.pid);
    expect(processAlive(simulator!.pid!)).toBe(true);
    expect(simulator!.url).not.toBe(`http://127.0.0.1:${taken}`);

    const servers = await d.ok<{ rows: ServerView[] }>('ops', calls.serverQuery, { body: { pageSize: 100 } });
    expect(servers.rows).toHaveLength(3);
    for (const server of servers.rows) {
      expect(server.baseUrl.startsWith(`${simulator!.url}/srv/`), server.baseUrl).toBe(true);
      expect(server).toMatchObject({ simulated: true, online: true });
    }
    // A device call reaches the simulator: a port's balance by USSD, and a reboot read back from it.
    const [port] = (
      await d.ok<{ rows: PortView[] }>('ops', calls.portQuery, { body: { pageSize: 50, serverId: servers.rows[0]!.id, state: 'idle' } })
    ).rows;
    const balance = await d.ok<{ response: string }>('ops', calls.portBalance, { body: { id: port!.id } });
    expect(balance.response).toMatch(/balance \d+\.\d{2}/);
    const rebooted = await d.ok<PortView>('ops', calls.portReboot, { body: { id: port!.id } });
    expect(rebooted.state).toBe('idle');

    const pid = simulator!.pid!;
    await simulator!.stop();
    simulator = null;
    expect(processAlive(pid)).toBe(false);
  }, 60_000);

  it('does not start while a real device server is registered', async () => {
    const [supplier] = await d.t.services.deps.db.select({ id: suppliers.id }).from(suppliers).limit(1);
    const [real] = await d.t.services.deps.db
      .insert(deviceServers)
      .values({ supplierId: supplier!.id, name: 'Real gateway', baseUrl: 'http://10.9.9.9:8000', updatedAt: new Date() })
      .returning({ id: deviceServers.id });
    try {
      const started = await startEmbeddedSimulator(d.t.services.deps, {
        mode: 'auto',
        databaseKind: d.t.services.database.kind,
        port: await freePort(),
        scale: 0.01,
        stateFile,
      });
      expect(started).toBeNull();
    } finally {
      await d.t.services.deps.db.delete(deviceServers).where(eq(deviceServers.id, real!.id));
    }
  });
});
