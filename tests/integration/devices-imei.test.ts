import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../src/shared/api/device-calls';
import type { ImeiCheck } from '../../src/shared/api/device-calls';
import { idempotenceKey } from '../../src/shared/api/staff-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { imeiShapeProblem } from '../../src/shared/devices/imei-rules';
import { devicesTestApp, type DevicesDriver } from '../helpers/devices';

/** IMEI rules (Luhn, TAC range, duplicates) with readable reasons, and generation of valid unique IMEIs. */
let d: DevicesDriver;
beforeAll(async () => {
  d = await devicesTestApp({}, { seedScale: 0.01 });
}, 180_000);
afterAll(async () => d.t.close());

describe('IMEI rules', () => {
  it('names the broken rule of each IMEI in the caller’s language', async () => {
    const answer = await d.ok<{ rows: ImeiCheck[]; valid: number; invalid: number }>('ops', calls.imeiBatchValidate, {
      body: { imeis: ['356938035643809', '356938035643808', '490154203237518', '12345', '356938035643809'] },
    });
    expect(answer.rows.map((row) => row.reason)).toEqual([null, 'luhn', 'tac', 'format', 'repeated']);
    expect(answer.rows[1]!.message).toContain('Luhn');
    expect(answer.rows[2]!.message).toContain('49015420');
    expect(answer).toMatchObject({ valid: 1, invalid: 4 });
    const english = await d.call('ops', calls.imeiBatchValidate, { body: { imeis: ['356938035643808'] } }, { 'Accept-Language': 'en' });
    expect((english.body.data as { rows: ImeiCheck[] }).rows[0]!.message).toMatch(/wrong check digit/);
  });

  it('generates valid, unique IMEIs for a configured TAC, and then calls them duplicates', async () => {
    const made = await d.call('ops', calls.imeiAutoGenerate, { body: { tac: '35693803', count: 200 } }, await idem());
    expect(made.body.code, made.body.msg).toBe(0);
    const { imeis } = made.body.data as { imeis: string[] };
    expect(new Set(imeis).size).toBe(200);
    for (const imei of imeis) {
      expect(imei.startsWith('35693803')).toBe(true);
      expect(imeiShapeProblem(imei)).toBeNull();
    }
    const again = await d.ok<{ rows: ImeiCheck[] }>('ops', calls.imeiBatchValidate, { body: { imeis: imeis.slice(0, 3) } });
    expect(again.rows.every((row) => row.reason === 'duplicate')).toBe(true);
    const outside = await d.call('ops', calls.imeiAutoGenerate, { body: { tac: '12345678', count: 1 } }, await idem());
    expect(outside.body.code).toBe(APP_CODES.VALIDATION);
    expect(outside.body.msg).toContain('12345678');
  });
});

async function idem(): Promise<Record<string, string>> {
  const key = await d.ok<{ key: string }>('ops', idempotenceKey);
  return { 'X-Idempotence-Key': key.key };
}
