import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationDetail, createConversation } from '../../src/shared/api/assistant-calls';
import { performanceExport, performanceQuery } from '../../src/shared/api/business-calls';
import { customerQuery, customerTransfer } from '../../src/shared/api/crm-calls';
import { versionPopupRead } from '../../src/shared/api/version-check-calls';
import { idempotenceKey } from '../../src/shared/api/staff-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { callApi, signIn } from '../helpers/api';
import { postStream } from '../helpers/assistant';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The API accepts ids up to 2⁵³ − 1 while the tables' id columns are PostgreSQL integers: an id
 * past 2³¹ − 1 names no row and must be answered like any unknown id, not with HTTP 500 (found
 * by the fuzz suite).
 */
const PAST_INT4 = [2_147_483_648, Number.MAX_SAFE_INTEGER];

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ AI_STREAM_PACE_MS: '0' }, { seedScale: 0.01 });
  admin = (await signIn(t, 'admin')).token;
}, 120_000);
afterAll(async () => t.close());

const key = async () => ((await callApi(t.app, idempotenceKey, {}, { token: admin })).body.data as { key: string }).key;
const period = { from: '2026-10-01', to: '2026-10-31' };

describe('ids past the integer columns', () => {
  it('customer query by owner: no customers', async () => {
    for (const ownerStaffId of PAST_INT4) {
      const answer = await callApi(t.app, customerQuery, { body: { ownerStaffId } }, { token: admin });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ rows: [], count: 0 });
    }
  });

  it('customer transfer to such a staff id: the unknown-owner envelope', async () => {
    const unknown = await callApi(
      t.app,
      customerTransfer,
      { body: { code: 'C100001', toStaffId: 999_999 } },
      { token: admin, headers: { 'X-Idempotence-Key': await key(), 'Accept-Language': 'en' } },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe(APP_CODES.VALIDATION);
    expect(unknown.body.data).toEqual({ field: 'toStaffId' });
    for (const toStaffId of PAST_INT4) {
      const answer = await callApi(
        t.app,
        customerTransfer,
        { body: { code: 'C100001', toStaffId } },
        { token: admin, headers: { 'X-Idempotence-Key': await key(), 'Accept-Language': 'en' } },
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(unknown.body);
    }
  });

  it('version notice read: not found', async () => {
    for (const versionId of PAST_INT4) {
      const answer = await callApi(t.app, versionPopupRead, { body: { versionId } }, { token: admin });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe(APP_CODES.NOT_FOUND);
    }
  });

  it('performance by staff or department: no rows, zero totals; the export answers its file', async () => {
    for (const filter of PAST_INT4.flatMap((id) => [{ staffId: id }, { deptId: id }])) {
      const answer = await callApi(t.app, performanceQuery, { body: { ...period, groupBy: 'customer', ...filter } }, { token: admin });
      expect(answer.status, JSON.stringify(filter)).toBe(200);
      const data = answer.body.data as { rows: unknown[]; totals: { volume: number; revenue: string } };
      expect(data.rows).toEqual([]);
      expect(data.totals.volume).toBe(0);
      expect(data.totals.revenue).toBe('0.000000');
    }
    const file = await t.app.request(performanceExport.path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...period, groupBy: 'customer', staffId: PAST_INT4[1] }),
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('conversation detail with such a cursor: the first page, as without one', async () => {
    const created = await callApi(t.app, createConversation, { body: { initialQuestion: 'hello' } }, { token: admin });
    const uuid = (created.body.data as { uuid: string }).uuid;
    await (await postStream(t, admin, { content: 'hello', conversationUuid: uuid })).text();
    const first = await callApi(t.app, conversationDetail, { query: { uuid } }, { token: admin });
    const chats = (first.body.data as { chats: { id: number }[] }).chats;
    expect(chats).toHaveLength(1);
    for (const lastChatId of PAST_INT4) {
      const answer = await callApi(t.app, conversationDetail, { query: { uuid, lastChatId } }, { token: admin });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual(first.body.data);
    }
  });
});
