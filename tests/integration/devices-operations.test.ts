import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../src/shared/api/device-calls';
import type {
  BatchCheck,
  DongleView,
  EsimView,
  JobSummary,
  JobView,
  PortView,
  ServerView,
  SupplierOption,
} from '../../src/shared/api/device-calls';
import type { CallDef } from '../../src/shared/api/define-call';
import { APP_CODES } from '../../src/shared/error-codes';
import { imeiOf } from '../../src/shared/devices/imei-rules';
import { suppliers } from '../../src/server/db/schema/index';
import type { DeviceDongle, DeviceEsim } from '../../src/server/devices/gateway/device-protocol';
import { runningJobs } from '../../src/server/devices/jobs/job-runner';
import { devicesTestApp, type DevicesDriver } from '../helpers/devices';
import { startSimulatorProcess, type SimulatorProcess } from '../helpers/device-simulator';

/** eSIM profiles, dongles and port IMEI updates through the device simulator running as a child process. */
let d: DevicesDriver;
let sim: SimulatorProcess;
let serverId = 0;
let ports: PortView[] = [];

beforeAll(async () => {
  [sim, d] = await Promise.all([startSimulatorProcess({ banks: 1, ports: 32, latency: '1-3' }), devicesTestApp({}, { seedScale: 0.01 })]);
  const [supplier] = await d.t.services.deps.db.select({ id: suppliers.id }).from(suppliers).limit(1);
  serverId = (
    await d.ok<ServerView>('ops', calls.serverAddOrEdit, { body: { supplierId: supplier!.id, name: 'Operations test', baseUrl: sim.base } })
  ).id;
  ports = (await d.ok<{ rows: PortView[] }>('ops', calls.portQuery, { body: { pageSize: 500, serverId } })).rows;
}, 180_000);
afterAll(async () => {
  sim?.stop();
  await d?.t.close();
});

/** The answer in English: code, message and data. */
async function en(def: CallDef, request: Record<string, unknown>) {
  return (await d.call('ops', def, request, { 'Accept-Language': 'en' })).body;
}
const idlePorts = () => ports.filter((port) => port.state === 'idle');
async function device<T>(pathname: string): Promise<T> {
  return (await (await fetch(`${sim.base}${pathname}`)).json()) as T;
}

describe('eSIM profiles', () => {
  it('adds, retries a failed download, switches and erases, as the device reports', async () => {
    const port = idlePorts()[0]!;
    const bank = port.label.split('#')[0]!;
    await sim.setFailRate(1);
    const failed = await d.ok<EsimView>('ops', calls.esimAdd, {
      body: { portId: port.id, activationCode: 'LPA:1$smdp.example.com$FIRST01' },
    });
    expect(failed).toMatchObject({ state: 'failed', lastError: 'SM-DP+ download timed out' });
    await sim.setFailRate(0);
    const first = await d.ok<EsimView>('ops', calls.esimRetry, { body: { id: failed.id } });
    expect(first).toMatchObject({ id: failed.id, state: 'disabled', lastError: null, attempts: failed.attempts + 1 });
    const again = await en(calls.esimRetry, { body: { id: failed.id } });
    expect(again.code).toBe(APP_CODES.CONFLICT);
    expect(again.msg).toMatch(/Only a profile whose download failed/);

    const second = await d.ok<EsimView>('ops', calls.esimAdd, {
      body: { portId: port.id, activationCode: 'LPA:1$smdp.example.com$SECOND2' },
    });
    expect((await d.ok<EsimView>('ops', calls.esimSwitch, { body: { id: first.id } })).state).toBe('enabled');
    expect((await d.ok<EsimView>('ops', calls.esimSwitch, { body: { id: second.id } })).state).toBe('enabled');
    expect((await d.ok<EsimView>('ops', calls.esimStatus, { body: { id: first.id } })).state).toBe('disabled');

    const enabledErase = await en(calls.esimErase, { body: { id: second.id } });
    expect(enabledErase.code).toBe(APP_CODES.CONFLICT);
    expect(enabledErase.msg).toMatch(/Switch to another profile/);
    expect((await d.ok<EsimView>('ops', calls.esimErase, { body: { id: first.id } })).state).toBe('erased');

    const onDevice = await device<DeviceEsim[]>(`/banks/${bank}/ports/${port.portNo}/esim`);
    const recorded = (await d.ok<{ rows: EsimView[] }>('ops', calls.esimQuery, { body: { portId: port.id } })).rows;
    expect(new Map(recorded.map((row) => [row.iccid, row.state]))).toEqual(new Map(onDevice.map((row) => [row.iccid, row.state])));
  });
});

describe('dongles', () => {
  it('sets the network, links a SIM-bank port, writes an IMEI and reboots, each as the device reports', async () => {
    const dongle = await d.ok<DongleView>('ops', calls.dongleAdd, { body: { serverId, deviceCode: 'DG1-001', name: 'Dongle one' } });
    const other = await d.ok<DongleView>('ops', calls.dongleAdd, { body: { serverId, deviceCode: 'DG1-002', name: 'Dongle two' } });
    const reported = async (code: string) => (await device<DeviceDongle[]>('/dongles')).find((each) => each.code === code)!;

    expect((await d.ok<DongleView>('ops', calls.dongleNetwork, { body: { id: dongle.id, network: '3g' } })).network).toBe('3g');
    expect((await reported('DG1-001')).network).toBe('3g');

    const port = idlePorts()[1]!;
    const linked = await d.ok<DongleView>('ops', calls.dongleSimbankLink, { body: { id: dongle.id, portId: port.id } });
    expect(linked).toMatchObject({ portId: port.id, portLabel: port.label });
    expect((await reported('DG1-001')).link).toEqual({ bank: port.label.split('#')[0], port: port.portNo });
    const taken = await en(calls.dongleSimbankLink, { body: { id: other.id, portId: port.id } });
    expect(taken.code).toBe(APP_CODES.CONFLICT);
    expect(taken.msg).toContain('DG1-001');

    const badLuhn = `${imeiOf('35693803', 900_001).slice(0, 14)}${(Number(imeiOf('35693803', 900_001).at(-1)) + 1) % 10}`;
    const refused = await en(calls.dongleImei, { body: { id: dongle.id, imei: badLuhn } });
    expect(refused.code).toBe(APP_CODES.VALIDATION);
    expect(refused.msg).toMatch(/wrong check digit/);
    const onPort = await en(calls.dongleImei, { body: { id: dongle.id, imei: port.imei } });
    expect(onPort.code).toBe(APP_CODES.CONFLICT);
    expect(onPort.msg).toContain(port.label);
    const imei = imeiOf('35693803', 900_001);
    expect((await d.ok<DongleView>('ops', calls.dongleImei, { body: { id: dongle.id, imei } })).imei).toBe(imei);
    expect((await reported('DG1-001')).imei).toBe(imei);

    const rebooted = await d.ok<DongleView>('ops', calls.dongleReboot, { body: { id: dongle.id } });
    expect(rebooted.signal).toBe((await reported('DG1-001')).signal);
    expect((await d.ok<DongleView>('ops', calls.dongleSimbankLink, { body: { id: dongle.id, portId: null } })).portId).toBeNull();
    expect((await reported('DG1-001')).link).toBeNull();
  });
});

describe('port IMEI update', () => {
  it('refuses bad or duplicate IMEIs with a reason per port, and the job writes the IMEI to the device', async () => {
    const [a, b, c, e] = idlePorts().slice(2, 6) as [PortView, PortView, PortView, PortView];
    const active = ports.find((port) => port.state === 'active')!;
    const good = imeiOf('35856710', 900_002);
    const check = (await en(calls.portImeiCheck, {
      body: {
        items: [
          { portId: a.id, imei: `${good.slice(0, 14)}${(Number(good.at(-1)) + 1) % 10}` },
          { portId: b.id, imei: imeiOf('49015420', 1) },
          { portId: c.id, imei: a.imei },
          { portId: e.id, imei: good },
          { portId: active.id, imei: imeiOf('35856710', 900_003) },
        ],
      },
    })) as { code: number; data: BatchCheck };
    expect(check.code).toBe(0);
    expect(check.data.ready).toEqual([e.id]);
    const reasons = new Map(check.data.problems.map((problem) => [problem.portId, problem]));
    expect(reasons.get(a.id)).toMatchObject({ reason: 'devices.imeiLuhn' });
    expect(reasons.get(a.id)!.message).toMatch(/wrong check digit/);
    expect(reasons.get(b.id)!.message).toMatch(/TAC 49015420 .* outside the configured TAC ranges/);
    expect(reasons.get(c.id)!.message).toBe(`IMEI ${a.imei} is already used on port ${a.label}`);
    expect(reasons.get(active.id)!.message).toMatch(/is active: release it/);
    const repeated = (await en(calls.portImeiCheck, {
      body: {
        items: [
          { portId: a.id, imei: good },
          { portId: b.id, imei: good },
        ],
      },
    })) as { data: BatchCheck };
    expect(repeated.data.problems.map((problem) => problem.reason)).toEqual(['devices.imeiRepeated']);

    const refused = await en(calls.portImeiUpdate, { body: { items: [{ portId: c.id, imei: a.imei }] } });
    expect(refused.code).toBe(APP_CODES.CONFLICT);

    const job = await d.ok<JobSummary>('ops', calls.portImeiUpdate, { body: { items: [{ portId: e.id, imei: good }] } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await runningJobs.get(job.id);
    const view = await d.ok<JobView>('ops', calls.jobDetail, { params: { id: job.id } });
    expect(view).toMatchObject({ state: 'done', failed: 0 });
    const bank = e.label.split('#')[0]!;
    expect((await device<{ imei: string }>(`/banks/${bank}/ports/${e.portNo}`)).imei).toBe(good);
    const after = (await d.ok<{ rows: PortView[] }>('ops', calls.portQuery, { body: { keyword: good } })).rows;
    expect(after.map((port) => port.id)).toEqual([e.id]);
  });
});

describe('supplier options', () => {
  it('finds suppliers by code or name in the caller’s language, and only for holders of the servers page', async () => {
    const all = await d.ok<SupplierOption[]>('ops', calls.supplierOptions, { query: {} });
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(20);
    const first = all[0]!;
    expect(await d.ok<SupplierOption[]>('ops', calls.supplierOptions, { query: { keyword: first.code.toLowerCase() } })).toContainEqual(
      first,
    );
    const english = await en(calls.supplierOptions, { query: { keyword: first.code } });
    const named = (english.data as SupplierOption[]).find((row) => row.id === first.id)!;
    expect(named.name).toMatch(/route/);
    expect(await d.ok<SupplierOption[]>('ops', calls.supplierOptions, { query: { keyword: '%_' } })).toEqual([]);
    expect((await d.call('sales', calls.supplierOptions, { query: {} })).body.code).toBe(APP_CODES.FORBIDDEN);
  });
});
