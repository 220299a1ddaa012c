import ExcelJS from 'exceljs';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  centerMessageList,
  changeMessageStatus,
  changeMessageStatusById,
  hasUnreadMessages,
  homeMessageList,
  messageDropList,
  messageTypeCount,
  pushConnection,
  type MessageRow,
} from '../../src/shared/api/message-calls';
import { createMessage } from '../../src/server/messages/message-service';
import { openPushStream } from '../../src/server/messages/push-stream';
import { callApi, signIn } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens = new Map<string, string>();
const as = (username: string) => ({ token: tokens.get(username) ?? '' });
let salesId = 0;

beforeAll(async () => {
  t = await createTestApp({}, { seedScale: 0.02 });
  for (const username of ['sales', 'finance', 'admin']) tokens.set(username, (await signIn(t, username)).token);
  salesId = (await t.services.deps.db.query.staff.findFirst({ where: (s, { eq }) => eq(s.username, 'sales') }))?.id ?? 0;
});
afterAll(async () => {
  t.services.deps.pushHub.closeAll();
  await t.close();
});

type List = { rows: MessageRow[]; count: number };

describe('message centre (sections.md §7)', () => {
  it('lists the caller’s own messages, newest first, with filled templates', async () => {
    const list = (await callApi(t.app, homeMessageList, { body: { pageSize: 100 } }, as('sales'))).body.data as List;
    // 50 from the shell's demo content and 11 approval notices of the seeded workflow history.
    expect(list.count).toBe(61);
    const times = list.rows.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const mail = list.rows.find((row) => row.msgType === 2);
    expect(mail?.msgContentTemplate).toContain('{newEmailNum}');
    expect(mail?.content).not.toContain('{newEmailNum}');
    const onlyMail = (await callApi(t.app, homeMessageList, { body: { msgType: 2 } }, as('sales'))).body.data as List;
    expect(onlyMail.rows.every((row) => row.msgType === 2)).toBe(true);
    const english = (await callApi(t.app, homeMessageList, { body: {} }, { ...as('sales'), headers: { 'Accept-Language': 'en' } })).body
      .data as List;
    expect(english.rows[0]?.title).toMatch(/^[A-Za-z]/);
  });

  it('counts unread messages and marks them read by id, by type or all', async () => {
    const before = (await callApi(t.app, hasUnreadMessages, {}, as('sales'))).body.data as { unread: boolean; count: number };
    expect(before.unread).toBe(true);
    const counts = (await callApi(t.app, messageTypeCount, {}, as('sales'))).body.data as {
      msgType: number;
      unread: number;
      total: number;
    }[];
    expect(counts.reduce((sum, c) => sum + c.unread, 0)).toBe(before.count);
    expect(counts.reduce((sum, c) => sum + c.total, 0)).toBe(61);

    const unread = (await callApi(t.app, homeMessageList, { body: { status: 0 } }, as('sales'))).body.data as List;
    const [first, second] = unread.rows;
    expect((await callApi(t.app, changeMessageStatusById, { body: { msgId: first?.msgId } }, as('sales'))).body.data).toEqual({
      changed: 1,
    });
    // Someone else's message is not theirs to mark: it answers as an unknown id does.
    expect((await callApi(t.app, changeMessageStatusById, { body: { msgId: second?.msgId } }, as('finance'))).body.code).toBe(10000404);
    expect((await callApi(t.app, changeMessageStatus, { body: { msgIds: [second?.msgId] } }, as('sales'))).body.data).toEqual({
      changed: 1,
    });
    const nothing = await callApi(t.app, changeMessageStatus, { body: {} }, as('sales'));
    expect(nothing.body.code).toBe(10000400);
    await callApi(t.app, changeMessageStatus, { body: { all: true } }, as('sales'));
    expect((await callApi(t.app, hasUnreadMessages, {}, as('sales'))).body.data).toEqual({ unread: false, count: 0 });
  });

  it('names the message types and guards the query page by its permission', async () => {
    const types = (await callApi(t.app, messageDropList, {}, as('finance'))).body.data as { msgType: number; name: string }[];
    expect(types.map((type) => type.msgType)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await callApi(t.app, centerMessageList, { body: {} }, as('sales'))).body.code).toBe(0);
    expect((await callApi(t.app, centerMessageList, { body: {} }, as('finance'))).body.code).toBe(10000403);
  });

  it('exports the message query: 61 rows answered at once as an xlsx', async () => {
    const response = await t.app.request('/v2/sys/mc/message/export', {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.get('sales')}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect((workbook.worksheets[0]?.actualRowCount ?? 0) - 1).toBe(61);
  });
});

/** Reads a server-sent event stream until `until` matches what arrived. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, until: (text: string) => boolean): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + 5000;
  while (!until(text)) {
    if (Date.now() > deadline) throw new Error(`stream did not deliver; got: ${text}`);
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text;
}

describe('push stream (sections.md §4)', () => {
  it('opens with a connection event and pushes new messages of the user only', async () => {
    const response = await t.app.request(`${pushConnection.path}?clientId=tab-sales-0001`, {
      headers: { Authorization: `Bearer ${tokens.get('sales')}` },
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const reader = response.body!.getReader();
    expect(await readUntil(reader, (text) => text.includes('event: connection'))).toContain('"clientId":"tab-sales-0001"');
    expect(t.services.deps.pushHub.connectionsOf(salesId)).toBe(1);

    const financeId = (await t.services.deps.db.query.staff.findFirst({ where: (s, { eq }) => eq(s.username, 'finance') }))?.id ?? 0;
    await createMessage(t.services.deps, {
      staffId: financeId,
      msgType: 1,
      title: { zh: '别人的', en: 'Not yours' },
      content: { zh: 'x', en: 'x' },
    });
    await createMessage(t.services.deps, {
      staffId: salesId,
      msgType: 2,
      title: { zh: '新邮件', en: 'New mail' },
      content: { zh: '收信完成，您收到了 {newEmailNum} 封{emailboxType}', en: '{newEmailNum} in {emailboxType}' },
      fillVars: [
        { key: '{newEmailNum}', showFieldName: '3' },
        { key: '{emailboxType}', showFieldName: '新邮件' },
      ],
    });
    const text = await readUntil(reader, (got) => got.includes('event: message'));
    const data = JSON.parse(text.split('event: message\ndata: ')[1]?.split('\n')[0] ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({ event: 'message', msgType: 2, msgContentTemplate: '收信完成，您收到了 {newEmailNum} 封{emailboxType}' });
    expect(data.msgFillAfterVar).toEqual([
      { key: '{newEmailNum}', showFieldName: '3' },
      { key: '{emailboxType}', showFieldName: '新邮件' },
    ]);
    expect(text).not.toContain('别人的');
    await reader.cancel();
    expect(t.services.deps.pushHub.connectionsOf(salesId)).toBe(0);
  });

  it('replaces a tab’s previous connection when it reconnects', async () => {
    const open = () =>
      t.app.request(`${pushConnection.path}?clientId=tab-sales-0002`, { headers: { Authorization: `Bearer ${tokens.get('sales')}` } });
    const first = (await open()).body!.getReader();
    await readUntil(first, (text) => text.includes('connection'));
    const second = (await open()).body!.getReader();
    await readUntil(second, (text) => text.includes('connection'));
    expect((await first.read()).done).toBe(true);
    expect(t.services.deps.pushHub.connectionsOf(salesId)).toBe(1);
    await second.cancel();
  });

  it('sends a ping comment and a heartbeat event on its interval, with the proxy headers', async () => {
    const app = new Hono().get('/stream', (c) =>
      openPushStream(t.services.deps, c, { staffId: salesId, clientId: 'tab-heartbeat', lang: 'zh', pingMs: 30 }),
    );
    const response = await app.request('/stream');
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const reader = response.body!.getReader();
    const text = await readUntil(reader, (got) => got.includes('event: heartbeat'));
    expect(text).toMatch(/^retry: 10000\n\nevent: connection\n/);
    expect(text).toContain(': ping\n\n');
    expect(t.services.deps.pushHub.connectionsOf(salesId)).toBe(1);
    // The node server cancels the body when the client goes away.
    await reader.cancel();
    await vi.waitFor(() => expect(t.services.deps.pushHub.connectionsOf(salesId)).toBe(0));
  });

  it('refuses a stream without a valid tab id or session', async () => {
    const bad = await callApi(t.app, pushConnection, { query: { clientId: 'x' } }, as('sales'));
    expect(bad.body.code).toBe(10000400);
    const anonymous = await callApi(t.app, pushConnection, { query: { clientId: 'tab-anon-0001' } });
    expect(anonymous.body.code).toBe(10010002);
  });
});
