import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devicesFind, portQuery, type PortView } from '../../src/shared/api/device-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { devicesTestApp, type DevicesDriver } from '../helpers/devices';

/** The palette's `#` device search (devices.find): by IMEI, by port label; SIM-bank key; validation. */
let d: DevicesDriver;
let sample: PortView;
beforeAll(async () => {
  d = await devicesTestApp({}, { seedScale: 0.01 });
  const page = await d.ok<{ rows: PortView[] }>('ops', portQuery, { body: { page: 1, pageSize: 50 } });
  const withImei = page.rows.find((port) => port.imei);
  if (!withImei) throw new Error('the seed has no port with an IMEI');
  sample = withImei;
}, 120_000);
afterAll(async () => d.t.close());

type Found = { rows: PortView[]; more: boolean };

describe('devices.find', () => {
  it('finds the port that carries a full IMEI, first', async () => {
    const found = await d.ok<Found>('ops', devicesFind, { query: { keyword: sample.imei } });
    expect(found.rows[0]?.id).toBe(sample.id);
    expect(found.rows[0]?.imei).toBe(sample.imei);
    expect(found.rows[0]).toMatchObject({ bankName: sample.bankName, serverName: sample.serverName, simulated: true, state: sample.state });
  });

  it('finds a port by its label, exact match first, and at most 8 for a broad keyword', async () => {
    const found = await d.ok<Found>('ops', devicesFind, { query: { keyword: sample.label } });
    expect(found.rows[0]?.label).toBe(sample.label);
    const broad = await d.ok<Found>('ops', devicesFind, { query: { keyword: sample.bankCode } });
    expect(broad.rows).toHaveLength(8);
    expect(broad.more).toBe(true);
    expect(broad.rows.every((port) => port.label.startsWith(sample.bankCode))).toBe(true);
  });

  it('answers an unknown keyword with no rows', async () => {
    expect(await d.ok<Found>('ops', devicesFind, { query: { keyword: 'no-such-port-zz' } })).toEqual({ rows: [], more: false });
  });

  it('refuses sales (no SIM-bank page)', async () => {
    const answer = await d.call('sales', devicesFind, { query: { keyword: sample.imei } });
    expect(answer.body.code).toBe(APP_CODES.FORBIDDEN);
    expect(answer.body.data).toEqual({ permission: 'OC_SIMBANK_PORT_MANAGER' });
  });

  it('answers bad input with the validation envelope', async () => {
    for (const keyword of ['', '   ', 'x'.repeat(61), 'a\u0007b']) {
      const answer = await d.call('ops', devicesFind, { query: { keyword } });
      expect(answer.status, JSON.stringify(keyword)).toBeLessThan(500);
      expect(answer.body.code, JSON.stringify(keyword)).toBe(APP_CODES.VALIDATION);
      expect(answer.body.msg).toMatch(/\S/);
    }
  });
});
