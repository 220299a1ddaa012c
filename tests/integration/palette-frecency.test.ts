import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frecencyScore, paletteRecordUse, paletteResetItem, paletteSetFavourite, paletteState } from '../../src/shared/api/palette-calls';
import { APP_CODES, SPEC_CODES } from '../../src/shared/error-codes';
import { callApi, signIn } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface State {
  serverTime: string;
  usage: { key: string; count: number; lastUsedAt: string; score: number }[];
  favourites: { key: string }[];
}

let t: TestApp;
let sales = '';
let sales2 = '';
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  sales = (await signIn(t, 'sales')).token;
  sales2 = (await signIn(t, 'sales2')).token;
});
afterAll(async () => t.close());

const record = (token: string, key: string) => callApi(t.app, paletteRecordUse, { body: { key } }, { token });
async function stateOf(token: string): Promise<State> {
  const answer = await callApi(t.app, paletteState, {}, { token });
  expect(answer.body.code).toBe(0);
  return answer.body.data as State;
}

describe('palette ranking stored per person on the server', () => {
  it('counts uses and ranks by frequency × recency', async () => {
    for (let i = 0; i < 3; i += 1) expect((await record(sales, 'page:/businessInquiry/smsTaskQuery')).body.code).toBe(0);
    t.clock.advance(60_000);
    const last = await record(sales, 'page:/businessInquiry/sendRcdQuery');
    expect(last.body.data).toMatchObject({ key: 'page:/businessInquiry/sendRcdQuery', count: 1, score: 1 });

    const state = await stateOf(sales);
    expect(state.usage.map((entry) => [entry.key, entry.count])).toEqual([
      ['page:/businessInquiry/smsTaskQuery', 3],
      ['page:/businessInquiry/sendRcdQuery', 1],
    ]);
    expect(state.usage[0]?.score).toBeGreaterThan(2.99);
  });

  it('lets recency win over old frequency as time passes', async () => {
    t.clock.advance(60 * DAY); // four half-lives: 3 uses now weigh 3/16
    // Sessions do not last 60 days: sign in again, as the person would.
    sales = (await signIn(t, 'sales')).token;
    sales2 = (await signIn(t, 'sales2')).token;
    await record(sales, 'cmd:account.change-password');
    const state = await stateOf(sales);
    expect(state.usage[0]?.key).toBe('cmd:account.change-password');
    const old = state.usage.find((entry) => entry.key === 'page:/businessInquiry/smsTaskQuery');
    const age = Date.parse(state.serverTime) - Date.parse(old?.lastUsedAt ?? '');
    expect(age).toBeGreaterThanOrEqual(60 * DAY);
    expect(old?.score).toBeCloseTo(3 * 0.5 ** (age / DAY / 14), 6);
    expect(old?.score).toBeLessThan(3 / 16 + 1e-9);
  });

  it('keeps each person’s ranking to themselves', async () => {
    expect((await stateOf(sales2)).usage).toEqual([]);
    await record(sales2, 'page:/crm/client-partner/my-client');
    expect((await stateOf(sales2)).usage.map((entry) => entry.key)).toEqual(['page:/crm/client-partner/my-client']);
    expect((await stateOf(sales)).usage.map((entry) => entry.key)).not.toContain('page:/crm/client-partner/my-client');
  });

  it('resets the ranking of one item only', async () => {
    const reset = await callApi(t.app, paletteResetItem, { body: { key: 'page:/businessInquiry/sendRcdQuery' } }, { token: sales });
    expect(reset.body.data).toEqual({ key: 'page:/businessInquiry/sendRcdQuery', removed: true });
    const keys = (await stateOf(sales)).usage.map((entry) => entry.key);
    expect(keys).not.toContain('page:/businessInquiry/sendRcdQuery');
    expect(keys).toContain('page:/businessInquiry/smsTaskQuery');
    const again = await callApi(t.app, paletteResetItem, { body: { key: 'page:/businessInquiry/sendRcdQuery' } }, { token: sales });
    expect(again.body.data).toEqual({ key: 'page:/businessInquiry/sendRcdQuery', removed: false });
  });

  it('stars and unstars favourites idempotently, and a reset keeps the star', async () => {
    const star = (key: string, favourite: boolean) => callApi(t.app, paletteSetFavourite, { body: { key, favourite } }, { token: sales });
    await star('page:/crm/client-partner/my-client', true);
    t.clock.advance(1000);
    await star('cmd:account.sign-out', true);
    await star('page:/crm/client-partner/my-client', true);
    expect((await stateOf(sales)).favourites.map((entry) => entry.key)).toEqual([
      'page:/crm/client-partner/my-client',
      'cmd:account.sign-out',
    ]);
    await callApi(t.app, paletteResetItem, { body: { key: 'cmd:account.sign-out' } }, { token: sales });
    await star('page:/crm/client-partner/my-client', false);
    await star('page:/crm/client-partner/my-client', false);
    expect((await stateOf(sales)).favourites.map((entry) => entry.key)).toEqual(['cmd:account.sign-out']);
  });

  it('answers bad input with a validation envelope and stores nothing', async () => {
    for (const body of [
      {},
      { key: '' },
      { key: 'javascript:alert(1)' },
      { key: 'page:' },
      { key: `page:/${'x'.repeat(400)}` },
      { key: 42 },
    ]) {
      const answer = await callApi(t.app, paletteRecordUse, { body }, { token: sales2 });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe(APP_CODES.VALIDATION);
    }
    const badJson = await callApi(t.app, paletteSetFavourite, {}, { token: sales2, rawBody: '{"key":' });
    expect(badJson.status).toBe(400);
    const missingFlag = await callApi(t.app, paletteSetFavourite, { body: { key: 'cmd:x' } }, { token: sales2 });
    expect(missingFlag.body.code).toBe(APP_CODES.VALIDATION);
    expect((await stateOf(sales2)).usage).toHaveLength(1);
  });

  it('refuses every palette call without a session', async () => {
    for (const call of [paletteState, paletteRecordUse, paletteResetItem, paletteSetFavourite]) {
      const answer = await callApi(t.app, call, { body: { key: 'cmd:x', favourite: true } });
      expect(answer.body.code, call.id).toBe(SPEC_CODES.TOKEN_INVALID);
    }
  });

  it('computes the boost as frequency × recency decay', () => {
    const now = Date.UTC(2026, 0, 15);
    expect(frecencyScore(0, now, now)).toBe(0);
    expect(frecencyScore(4, now, now)).toBe(4);
    expect(frecencyScore(4, now - 14 * DAY, now)).toBeCloseTo(2);
    expect(frecencyScore(1, now + DAY, now)).toBe(1); // a clock running ahead never inflates
  });
});
