import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../src/shared/api/device-calls';
import type { JobSummary, JobView, PortView, ServerView } from '../../src/shared/api/device-calls';
import type { DatabaseTarget } from '../../src/server/db/database';
import { suppliers } from '../../src/server/db/schema/index';
import { runningJobs } from '../../src/server/devices/jobs/job-runner';
import { devicesTestApp, type DevicesDriver } from '../helpers/devices';
import { startSimulatorProcess, type SimulatorProcess } from '../helpers/device-simulator';

/**
 * A portal stopped in the middle of a batch job (its database closed under the running job, as a
 * killed process leaves it) and started again on the same database: the job ends interrupted and
 * every port's record is what the device reports.
 */
let sim: SimulatorProcess;
let first: DevicesDriver | null = null;
let second: DevicesDriver | null = null;
const target: DatabaseTarget = { kind: 'pglite', dataDir: mkdtempSync(path.join(tmpdir(), 'devices-runtime-restart-')) };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  sim = await startSimulatorProcess({ banks: 1, ports: 64, latency: '80-150' });
}, 60_000);
afterAll(async () => {
  sim?.stop();
  await first?.t.close().catch(() => undefined);
  await second?.t.close();
});

async function serverPorts(d: DevicesDriver, serverId: number): Promise<PortView[]> {
  return (await d.ok<{ rows: PortView[] }>('ops', calls.portQuery, { body: { pageSize: 500, serverId } })).rows;
}

describe('a restart in the middle of a batch job', () => {
  it('marks the job interrupted and records every port as the device reports it', async () => {
    first = await devicesTestApp({}, { seedScale: 0.01, target });
    const [supplier] = await first.t.services.deps.db.select({ id: suppliers.id }).from(suppliers).limit(1);
    const server = await first.ok<ServerView>('ops', calls.serverAddOrEdit, {
      body: { supplierId: supplier!.id, name: 'Restart test server', baseUrl: sim.base },
    });
    const idle = (await serverPorts(first, server.id)).filter((port) => port.state === 'idle');
    expect(idle.length).toBeGreaterThan(30);
    const job = await first.ok<JobSummary>('ops', calls.portActivate, { body: { portIds: idle.map((port) => port.id) } });

    // Stop once the job is under way: some ports done, most still pending.
    for (let i = 0; i < 500; i += 1) {
      const view = await first.ok<JobView>('ops', calls.jobDetail, { params: { id: job.id } });
      expect(view.state).toBe('running');
      if (view.items.some((item) => item.state !== 'pending')) break;
      await sleep(10);
    }
    await first.t.close();
    first = null;
    // Requests the stopped job had sent still land on the device (as they would on hardware).
    await sleep(1_000);
    runningJobs.delete(job.id);

    second = await devicesTestApp({}, { target });
    const device = await sim.ports();
    let view: JobView | null = null;
    let ports: PortView[] = [];
    for (let i = 0; i < 150; i += 1) {
      view = await second.ok<JobView>('ops', calls.jobDetail, { params: { id: job.id } });
      ports = await serverPorts(second, server.id);
      if (view.state === 'interrupted' && ports.every((port) => port.state === device.get(port.label)?.state)) break;
      await sleep(100);
    }
    expect(view!.state).toBe('interrupted');
    expect(view!.items.some((item) => item.state === 'interrupted')).toBe(true);
    expect(view!.items.every((item) => item.state !== 'pending')).toBe(true);
    expect(ports).toHaveLength(64);
    for (const port of ports) expect(port.state, port.label).toBe(device.get(port.label)?.state);

    // The interrupted ports are retryable and the retry completes.
    const retry = await second.ok<JobSummary>('ops', calls.jobRetry, { body: { id: job.id } });
    await sleep(50);
    await runningJobs.get(retry.id);
    let done: JobView | null = null;
    for (let i = 0; i < 200 && done?.state !== 'done'; i += 1) {
      done = await second.ok<JobView>('ops', calls.jobDetail, { params: { id: retry.id } });
      if (done.state !== 'done') await sleep(100);
    }
    expect(done).toMatchObject({ state: 'done', failed: 0 });
    const after = await sim.ports();
    for (const port of idle) expect(after.get(port.label)?.state, port.label).toBe('active');
  }, 120_000);
});
