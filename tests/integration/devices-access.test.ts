import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../src/shared/api/device-calls';
import type { CallDef } from '../../src/shared/api/define-call';
import { APP_CODES } from '../../src/shared/error-codes';

import { devicesTestApp, type DevicesDriver } from '../helpers/devices';

/** Every device call needs a SIM-bank page: sales (no OC) is refused; ops (OC) is let through. */
let d: DevicesDriver;
beforeAll(async () => {
  d = await devicesTestApp();
}, 120_000);
afterAll(async () => d.t.close());

const deviceCalls = (Object.values(calls) as unknown[]).filter(
  (value): value is CallDef => typeof value === 'object' && value !== null && 'path' in value && 'permission' in value,
);

/** A request each call accepts (ids name nothing: the answer may be not-found, never forbidden). */
function sampleOf(def: CallDef): Record<string, unknown> {
  if (def.params) return { params: { id: 1 } };
  return { body: {} };
}

describe('SIM-bank permission', () => {
  it('declares every call under /v2/oc/operation with a SIM-bank page key', () => {
    expect(deviceCalls.length).toBeGreaterThanOrEqual(20);
    for (const def of deviceCalls) {
      expect(def.path.startsWith('/v2/oc/operation/'), def.id).toBe(true);
      expect(String(def.permission).startsWith('OC_SIMBANK_'), def.id).toBe(true);
    }
  });

  it('refuses every call to sales and to a new hire, before looking at the input', async () => {
    for (const def of deviceCalls) {
      for (const user of ['sales', 'newhire']) {
        const answer = await d.call(user, def, sampleOf(def));
        expect(answer.body.code, `${user} ${def.id}`).toBe(APP_CODES.FORBIDDEN);
      }
    }
  });

  it('lets operations staff through every call: an answer or a readable refusal, never a crash', async () => {
    for (const def of deviceCalls) {
      const answer = await d.call('ops', def, sampleOf(def));
      expect(answer.status, `${def.id}: ${answer.body.msg}`).toBeLessThan(500);
      expect(answer.body.code, def.id).not.toBe(APP_CODES.FORBIDDEN);
      expect(typeof answer.body.msg).toBe('string');
    }
  });
});
