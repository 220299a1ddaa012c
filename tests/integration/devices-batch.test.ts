import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../src/shared/api/device-calls';
import type { JobSummary, JobView, PortView, ServerView } from '../../src/shared/api/device-calls';
import { eq } from 'drizzle-orm';
import { deviceJobPush, type DeviceJobPush } from '../../src/shared/api/device-views';
import { PUSH_EVENTS } from '../../src/shared/api/message-calls';
import { staff, suppliers } from '../../src/server/db/schema/index';
import type { PushConnection } from '../../src/server/messages/push-hub';
import type { DevicePort } from '../../src/server/devices/gateway/device-protocol';
import { devicesTestApp, type DevicesDriver } from '../helpers/devices';
import { freePort } from '../helpers/free-port';

/** Batch jobs against the device simulator run as a real child process (5 % of device changes fail). */
let d: DevicesDriver;
let sim: ChildProcess | null = null;
let simPort = 0;
const stateFile = path.join(mkdtempSync(path.join(tmpdir(), 'devices-sim-')), 'state.json');
const base = () => `http://127.0.0.1:${simPort}/srv/1`;

async function startSimulator(latency = '2-8'): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/devices/simulator/main.ts',
      '--port',
      String(simPort),
      '--banks',
      '4',
      '--ports',
      '128',
      '--fail-rate',
      '0.05',
      '--latency',
      latency,
      '--state',
      stateFile,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`simulator exited ${code}`)));
  });
  sim = child;
}

/** Kills the simulator at once (no clean shutdown) and waits until it is gone. */
async function stopSimulator(): Promise<void> {
  const child = sim;
  if (!child || child.exitCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await gone;
}

let testServerId = 0;

async function deviceActive(): Promise<Map<string, DevicePort['state']>> {
  const status = (await (await fetch(`${base()}/status`)).json()) as { banks: { code: string }[] };
  const states = new Map<string, DevicePort['state']>();
  for (const bank of status.banks) {
    const ports = (await (await fetch(`${base()}/banks/${bank.code}/ports`)).json()) as DevicePort[];
    for (const port of ports) states.set(`${bank.code}#${String(port.portNo).padStart(3, '0')}`, port.state);
  }
  return states;
}

/** The ports of the server this test registered (the demo servers hold banks of the same names). */
async function allPorts(): Promise<PortView[]> {
  const rows: PortView[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await d.ok<{ rows: PortView[]; count: number }>('ops', calls.portQuery, {
      body: { page, pageSize: 500, serverId: testServerId },
    });
    rows.push(...answer.rows);
    if (rows.length >= answer.count) return rows;
  }
}

beforeAll(async () => {
  simPort = await freePort();
  await startSimulator();
  d = await devicesTestApp({}, { seedScale: 0.01 });
  const [supplier] = await d.t.services.deps.db.select({ id: suppliers.id }).from(suppliers).limit(1);
  const server = await d.ok<ServerView>('ops', calls.serverAddOrEdit, {
    body: { supplierId: supplier!.id, name: 'SIM test server', baseUrl: base() },
  });
  expect(server).toMatchObject({ simulated: true, online: true, ports: 512 });
  testServerId = server.id;
}, 180_000);
afterAll(async () => {
  sim?.kill('SIGKILL');
  await d?.t.close();
});

describe('batch activation through the simulator', () => {
  it('activates 256 ports with per-port results matching the device, and a retry completes', async () => {
    const idle = (await allPorts()).filter((port) => port.state === 'idle' && port.imei?.startsWith('3')).slice(0, 256);
    expect(idle).toHaveLength(256);
    const ids = idle.map((port) => port.id);
    const check = await d.ok<{ ready: number[]; problems: unknown[] }>('ops', calls.portActivateCheck, { body: { portIds: ids } });
    expect(check).toEqual({ ready: ids, problems: [] });
    // What an open tab of the job's owner is told: events of the shared deviceJobPush shape, the last one final.
    const [ops] = await d.t.services.deps.db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'ops'));
    const pushed: unknown[] = [];
    const tab: PushConnection = {
      staffId: ops!.id,
      clientId: 'tab-devices-batch',
      lang: 'zh',
      send: (event, data) => void (event === PUSH_EVENTS.deviceJob && pushed.push(data)),
      close: () => undefined,
    };
    d.t.services.deps.pushHub.add(tab);
    const job = await d.finished(await d.ok<JobSummary>('ops', calls.portActivate, { body: { portIds: ids } }));
    d.t.services.deps.pushHub.remove(tab);
    expect(job.state).toBe('done');
    expect(job.items).toHaveLength(256);
    const events = pushed.map((data) => deviceJobPush.parse(data) as DeviceJobPush);
    expect(events.at(-1)).toMatchObject({ final: true, job: { id: job.id, state: 'done', pending: 0 } });
    expect(new Set(events.flatMap((event) => event.portIds))).toEqual(new Set(ids));
    expect(job.failed).toBeGreaterThan(0); // 5 % of 256: some fail (p of none ≈ 2e-6)
    const device = await deviceActive();
    for (const item of job.items) {
      expect(item.state === 'ok', item.portLabel).toBe(device.get(item.portLabel) === 'active');
      expect(item.portState, item.portLabel).toBe(device.get(item.portLabel));
      if (item.state === 'failed') expect(item.message).toBeTruthy();
    }
    let last = job;
    for (let round = 0; round < 6 && last.failed > 0; round += 1) {
      last = await d.finished(await d.ok<JobSummary>('ops', calls.jobRetry, { body: { id: last.id } }));
    }
    expect(last.failed).toBe(0);
    const after = await deviceActive();
    for (const port of idle) expect(after.get(port.label), port.label).toBe('active');
  }, 120_000);

  it('leaves no port recorded active that the device does not report active when the simulator dies mid-batch', async () => {
    const idle = (await allPorts()).filter((port) => port.state === 'idle').slice(0, 40);
    expect(idle.length).toBeGreaterThan(20);
    // A slower device (its state kept in the state file), so the batch is seen half done.
    await stopSimulator();
    await startSimulator('30-50');
    const job = await d.ok<JobSummary>('ops', calls.portActivate, { body: { portIds: idle.map((port) => port.id) } });
    let midway: JobView | null = null;
    for (let i = 0; i < 2000 && !midway; i += 1) {
      const view = await d.ok<JobView>('ops', calls.jobDetail, { params: { id: job.id } });
      if (view.items.some((item) => item.state !== 'pending')) midway = view;
      else await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await stopSimulator();
    // The device died while the job still had ports to do: those fail as unreachable.
    expect(midway?.state).toBe('running');
    const pendingAtKill = midway!.items.filter((item) => item.state === 'pending').map((item) => item.portId);
    expect(pendingAtKill.length).toBeGreaterThan(10);
    const view = await d.finished(job);
    const failed = view.items.filter((item) => item.state === 'failed');
    expect(failed.length).toBeGreaterThan(pendingAtKill.length / 2);
    await startSimulator();
    const device = await deviceActive();
    for (const port of await allPorts()) {
      if (port.state === 'active') expect(device.get(port.label), port.label).toBe('active');
    }
  }, 120_000);
});
