import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../src/shared/api/device-calls';
import type { BatchCheck, DongleView, JobSummary, PortView, ServerView } from '../../src/shared/api/device-calls';
import { idempotenceKey } from '../../src/shared/api/staff-calls';
import { imeiOf } from '../../src/shared/devices/imei-rules';
import { portOrders, suppliers } from '../../src/server/db/schema/index';
import { devicesTestApp, type DevicesDriver } from '../helpers/devices';
import { startSimulatorProcess, type SimulatorProcess } from '../helpers/device-simulator';

/**
 * The device look-ups and the calls no other suite drives through a real device: server lists and
 * edits, addresses, banks, SIM cards, the IMEI pool from a spreadsheet to deletion, release, bank
 * reboot, and the logs each of them writes — every answer checked against what was done.
 */
let d: DevicesDriver;
let sim: SimulatorProcess;
let server: ServerView;
let ports: PortView[] = [];

interface Page<T> {
  rows: T[];
  count: number;
}

beforeAll(async () => {
  [sim, d] = await Promise.all([startSimulatorProcess({ banks: 1, ports: 24, latency: '1-3' }), devicesTestApp({}, { seedScale: 0.01 })]);
  const [supplier] = await d.t.services.deps.db.select({ id: suppliers.id }).from(suppliers).limit(1);
  server = await d.ok<ServerView>('ops', calls.serverAddOrEdit, {
    body: { supplierId: supplier!.id, name: 'Queries rack', baseUrl: sim.base },
  });
  ports = (await d.ok<Page<PortView>>('ops', calls.portQuery, { body: { pageSize: 500, serverId: server.id } })).rows;
}, 180_000);
afterAll(async () => {
  sim?.stop();
  await d?.t.close();
});

async function idem(): Promise<Record<string, string>> {
  return { 'X-Idempotence-Key': (await d.ok<{ key: string }>('ops', idempotenceKey)).key };
}

describe('device servers', () => {
  it('finds the server by name and address, renames it, and lists it with its banks and ports', async () => {
    const byName = await d.ok<Page<ServerView>>('ops', calls.serverQuery, { body: { keyword: 'Queries rack' } });
    expect(byName.rows.map((row) => row.id)).toEqual([server.id]);
    expect(byName.rows[0]).toMatchObject({ banks: 1, ports: 24, passwordSet: false });

    const renamed = await d.ok<ServerView>('ops', calls.serverAddOrEdit, {
      body: { id: server.id, supplierId: server.supplierId, name: 'Queries rack B', baseUrl: sim.base },
    });
    expect(renamed).toMatchObject({ id: server.id, name: 'Queries rack B' });
    expect((await d.ok<Page<ServerView>>('ops', calls.serverQuery, { body: { keyword: 'Queries rack B' } })).count).toBe(1);
    const lists = await d.ok<{ id: number; name: string }[]>('ops', calls.serverLists);
    expect(lists.find((row) => row.id === server.id)?.name).toBe('Queries rack B');

    const addresses = await d.ok<{ ip: string; kind: string; id: number; name: string }[]>('ops', calls.ucsIpQuery, {
      body: { keyword: 'Queries rack B' },
    });
    expect(addresses).toContainEqual(expect.objectContaining({ kind: 'server', id: server.id, name: 'Queries rack B' }));
    expect(addresses.every((row) => row.name.includes('Queries rack B') || row.ip.includes('Queries rack B'))).toBe(true);
  });
});

describe('banks and SIM cards', () => {
  it('counts each bank’s ports by state as the ports list has them', async () => {
    const banks = await d.ok<Page<{ id: number; portCount: number; activePorts: number; idlePorts: number; faultPorts: number }>>(
      'ops',
      calls.bankQuery,
      { body: { serverId: server.id } },
    );
    expect(banks.count).toBe(1);
    const bank = banks.rows[0]!;
    const current = (await d.ok<Page<PortView>>('ops', calls.portQuery, { body: { pageSize: 500, bankId: bank.id } })).rows;
    expect(bank.portCount).toBe(current.length);
    expect(bank.activePorts).toBe(current.filter((port) => port.state === 'active').length);
    expect(bank.idlePorts).toBe(current.filter((port) => port.state === 'idle').length);
    expect(bank.faultPorts).toBe(current.filter((port) => port.state === 'fault').length);
  });

  it('finds a SIM card by ICCID with the port it sits in', async () => {
    const port = ports.find((each) => each.iccid)!;
    const cards = await d.ok<Page<{ iccid: string; portId: number | null; portLabel: string | null }>>('ops', calls.simCardQuery, {
      body: { keyword: port.iccid },
    });
    // The demo servers run the same deterministic inventory, so the card may be listed in their bank too.
    expect(cards.rows).toContainEqual(expect.objectContaining({ iccid: port.iccid, portId: port.id, portLabel: port.label }));
    expect(cards.rows.every((card) => card.iccid === port.iccid)).toBe(true);
  });
});

describe('release and the port logs', () => {
  it('refuses to release an idle port, releases an active one, and logs both ends of its activation', async () => {
    const idle = ports.filter((each) => each.state === 'idle').map((each) => each.id);
    const activatable = await d.ok<BatchCheck>('ops', calls.portActivateCheck, { body: { portIds: idle } });
    const port = ports.find((each) => each.id === activatable.ready[0])!;
    const idleCheck = await d.ok<BatchCheck>('ops', calls.portReleaseCheck, { body: { portIds: [port.id] } });
    expect(idleCheck.ready).toEqual([]);

    const activated = await d.finished(await d.ok<JobSummary>('ops', calls.portActivate, { body: { portIds: [port.id] } }));
    expect(activated.items[0]).toMatchObject({ portId: port.id, state: 'ok', portState: 'active' });
    const activeCheck = await d.ok<BatchCheck>('ops', calls.portReleaseCheck, { body: { portIds: [port.id] } });
    expect(activeCheck.ready).toEqual([port.id]);
    const released = await d.finished(await d.ok<JobSummary>('ops', calls.portRelease, { body: { portIds: [port.id] } }));
    expect(released.items[0]).toMatchObject({ portId: port.id, state: 'ok', portState: 'idle' });
    const bank = port.label.split('#')[0]!;
    const onDevice = (await (await fetch(`${sim.base}/banks/${bank}/ports`)).json()) as { portNo: number; state: string }[];
    expect(onDevice.find((each) => each.portNo === port.portNo)?.state).toBe('idle');

    const jobs = await d.ok<Page<JobSummary>>('ops', calls.jobQuery, { body: { kind: 'release' } });
    expect(jobs.rows.map((job) => job.id)).toContain(released.id);
    const water = await d.ok<Page<{ action: string; ok: boolean; jobId: number | null }>>('ops', calls.portActiveLogQuery, {
      body: { portId: port.id },
    });
    expect(water.rows.map((row) => [row.action, row.ok, row.jobId])).toEqual([
      ['release', true, released.id],
      ['activate', true, activated.id],
    ]);
  });

  it('keeps the USSD balance request and its answer in the AT/USSD log', async () => {
    const port = ports.find((each) => each.iccid && each.state !== 'empty')!;
    const balance = await d.ok<{ response: string }>('ops', calls.portBalance, { body: { id: port.id } });
    const log = await d.ok<Page<{ kind: string; response: string | null; portId: number }>>('ops', calls.atUssdLogQuery, {
      body: { portId: port.id, kind: 'ussd' },
    });
    expect(log.rows[0]).toMatchObject({ kind: 'ussd', portId: port.id, response: balance.response });
  });

  it('lists port orders by port and state', async () => {
    const [first, second] = ports;
    await d.t.services.deps.db.insert(portOrders).values([
      { orderNo: 'PO-QUERIES-1', portId: first!.id, purpose: 'verification codes', state: 'active', startedAt: new Date() },
      {
        orderNo: 'PO-QUERIES-2',
        portId: second!.id,
        purpose: 'voice tests',
        state: 'finished',
        startedAt: new Date(),
        endedAt: new Date(),
      },
    ]);
    const byPort = await d.ok<Page<{ orderNo: string; portLabel: string }>>('ops', calls.portOrderQuery, { body: { portId: first!.id } });
    expect(byPort.rows).toEqual([expect.objectContaining({ orderNo: 'PO-QUERIES-1', portLabel: first!.label })]);
    const finishedOnes = await d.ok<Page<{ orderNo: string }>>('ops', calls.portOrderQuery, {
      body: { keyword: 'PO-QUERIES', state: 'finished' },
    });
    expect(finishedOnes.rows.map((row) => row.orderNo)).toEqual(['PO-QUERIES-2']);
  });
});

describe('dongles', () => {
  it('lists dongles by server and state, found by their code', async () => {
    await d.ok<DongleView>('ops', calls.dongleAdd, { body: { serverId: server.id, deviceCode: 'DG1-001', name: 'Query dongle' } });
    const all = await d.ok<Page<DongleView>>('ops', calls.dongleQuery, { body: { serverId: server.id } });
    expect(all.rows.map((row) => row.deviceCode)).toContain('DG1-001');
    const found = await d.ok<Page<DongleView>>('ops', calls.dongleQuery, { body: { keyword: 'DG1-001' } });
    expect(found.rows).toEqual([expect.objectContaining({ deviceCode: 'DG1-001', serverId: server.id })]);
    const state = found.rows[0]!.state;
    const other = await d.ok<Page<DongleView>>('ops', calls.dongleQuery, { body: { serverId: server.id, state } });
    expect(other.rows.every((row) => row.state === state)).toBe(true);
  });
});

describe('the IMEI pool from a spreadsheet', () => {
  async function sheet(imeis: string[]): Promise<File> {
    const workbook = new ExcelJS.Workbook();
    const rows = workbook.addWorksheet('IMEI');
    rows.addRow(['IMEI']);
    for (const imei of imeis) rows.addRow([imei]);
    return new File([await workbook.xlsx.writeBuffer()], 'imeis.xlsx');
  }
  async function send(path: string, file: File) {
    const form = new FormData();
    form.set('file', file);
    const response = await d.t.app.request(path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await d.token('ops')}`, ...(await idem()) },
      body: form,
    });
    return (await response.json()) as { code: number; msg: string; data: unknown };
  }

  it('checks every row, adds the valid ones under one batch, counts them by state, and deletes them', async () => {
    const good = [imeiOf('35693803', 700_001), imeiOf('35693803', 700_002)];
    const luhn = `${good[0]!.slice(0, 14)}${(Number(good[0]!.at(-1)) + 1) % 10}`;
    const file = await sheet([...good, luhn, good[1]!]);

    const parsed = await send(calls.imeiParse.path, file);
    expect(parsed.code, parsed.msg).toBe(0);
    const check = parsed.data as { rows: { row: number; reason: string | null }[]; valid: number; invalid: number };
    expect(check.rows.map((row) => [row.row, row.reason])).toEqual([
      [2, null],
      [3, null],
      [4, 'luhn'],
      [5, 'repeated'],
    ]);
    const before = await d.ok<{ total: number; byState: { state: string; count: number }[] }>('ops', calls.imeiStatistics);

    const uploaded = await send(calls.imeiUpload.path, file);
    expect(uploaded.code, uploaded.msg).toBe(0);
    const batch = uploaded.data as { batchNo: string; added: number; refused: { row: number }[] };
    expect(batch.added).toBe(2);
    expect(batch.refused.map((row) => row.row)).toEqual([4, 5]);

    const pool = await d.ok<Page<{ id: number; imei: string; state: string; batchNo: string | null }>>('ops', calls.imeiQuery, {
      body: { keyword: batch.batchNo },
    });
    expect(pool.rows.map((row) => row.imei).sort()).toEqual([...good].sort());
    expect(pool.rows.every((row) => row.state === 'available' && row.batchNo === batch.batchNo)).toBe(true);
    const after = await d.ok<typeof before>('ops', calls.imeiStatistics);
    expect(after.total).toBe(before.total + 2);
    const available = (stats: typeof before) => stats.byState.find((row) => row.state === 'available')?.count ?? 0;
    expect(available(after)).toBe(available(before) + 2);

    const deleted = await d.ok<{ deleted: number }>('ops', calls.imeiDelete, { body: { ids: pool.rows.map((row) => row.id) } });
    expect(deleted.deleted).toBe(2);
    expect((await d.ok<Page<unknown>>('ops', calls.imeiQuery, { body: { keyword: batch.batchNo } })).count).toBe(0);
  });

  it('refuses to delete an IMEI in use on a port, and keeps it', async () => {
    const imei = imeiOf('35693803', 700_010);
    const port = ports.find((each) => each.state === 'idle' && each.iccid)!;
    // As the page does: the check first, then the update of the ports it found ready.
    const check = await d.ok<BatchCheck>('ops', calls.portImeiCheck, { body: { items: [{ portId: port.id, imei }] } });
    expect(check).toEqual({ ready: [port.id], problems: [] });
    await d.finished(await d.ok<JobSummary>('ops', calls.portImeiUpdate, { body: { items: [{ portId: port.id, imei }] } }));
    const inUse = await d.ok<Page<{ id: number; imei: string; state: string; portId: number | null }>>('ops', calls.imeiQuery, {
      body: { keyword: imei },
    });
    expect(inUse.rows).toEqual([expect.objectContaining({ imei, state: 'assigned', portId: port.id })]);
    const refused = await d.call('ops', calls.imeiDelete, { body: { ids: [inUse.rows[0]!.id] } }, { 'Accept-Language': 'en' });
    expect(refused.body.code).not.toBe(0);
    expect(refused.body.msg).toMatch(/use/i);
    expect((await d.ok<Page<{ id: number }>>('ops', calls.imeiQuery, { body: { keyword: imei } })).count).toBe(1);
  });
});

// Last: a rebooting bank takes no batch operations until it is back.
describe('bank reboot', () => {
  it('reboots a bank on the device and logs who did it', async () => {
    const bankId = ports[0]!.bankId;
    const rebooted = await d.ok<{ id: number; lastRebootAt: string | null }>('ops', calls.bankReboot, { body: { id: bankId } });
    expect(rebooted.id).toBe(bankId);
    expect(rebooted.lastRebootAt).not.toBeNull();
    const log = await d.ok<Page<{ targetKind: string; targetId: number; ok: boolean; staffName: string | null }>>(
      'ops',
      calls.operationLogQuery,
      { body: { targetKind: 'bank' } },
    );
    expect(log.rows).toContainEqual(expect.objectContaining({ targetKind: 'bank', targetId: bankId, ok: true }));
  });
});
