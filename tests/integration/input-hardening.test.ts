import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConversation } from '../../src/shared/api/assistant-calls';
import { miniAppToken, ssoLogin } from '../../src/shared/api/auth-calls';
import { performanceQuery } from '../../src/shared/api/business-calls';
import { customerDetail, customerQuery } from '../../src/shared/api/crm-calls';
import { PUBLIC, defineCall } from '../../src/shared/api/define-call';
import { sendRecordExport, sendRecordQuery } from '../../src/shared/api/send-record-calls';
import { baseDataSave } from '../../src/shared/api/shell-calls';
import { staffSelect } from '../../src/shared/api/staff-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { handle, mountCalls } from '../../src/server/http/call-router';
import { errorResponse } from '../../src/server/http/envelope-response';
import { callApi, signIn } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, 'admin')).token;
}, 60_000);
afterAll(async () => t.close());

const MB = 1024 * 1024;
const auth = () => ({ Authorization: `Bearer ${admin}` });

/** A body of `size` bytes produced on demand; `pulled` tells how much of it anyone read. */
function lazyBody(size: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= size) return controller.close();
      counter.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

async function post(path: string, init: { headers?: Record<string, string>; body?: BodyInit }) {
  const response = await t.app.request(path, {
    method: 'POST',
    ...init,
    ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: unknown } };
}

describe('impossible dates are refused with the validation envelope naming the field', () => {
  const dateTimeMsg = '参数 from 不是有效的时间，应为 YYYY-MM-DD 或 YYYY-MM-DDTHH:mm[:ss]';

  for (const call of [sendRecordQuery, sendRecordExport]) {
    it(`${call.path}`, async () => {
      for (const body of [
        { from: '2026-13-45', to: '2026-13-46' },
        { from: '0000-00-00', to: '0000-00-00' },
        { from: '0000-01-01', to: '2026-01-01' },
        { from: '2026-02-29T10:00', to: '2026-03-01' },
        { from: '2026-10-01T24:00', to: '2026-10-02' },
      ]) {
        const answer = await callApi(t.app, call, { body }, { token: admin });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body, JSON.stringify(body)).toEqual({ code: APP_CODES.VALIDATION, msg: dateTimeMsg, data: { field: 'from' } });
      }
      const to = await callApi(
        t.app,
        call,
        { body: { from: '2026-10-01', to: '2026-09-31' } },
        { token: admin, headers: { 'Accept-Language': 'en' } },
      );
      expect(to.body).toEqual({
        code: APP_CODES.VALIDATION,
        msg: 'to is not a real date or time; write YYYY-MM-DD or YYYY-MM-DDTHH:mm[:ss]',
        data: { field: 'to' },
      });
    });
  }

  it('still answers real dates and times', async () => {
    const answer = await callApi(t.app, sendRecordQuery, { body: { from: '2026-10-01T08:30', to: '2026-10-02' } }, { token: admin });
    expect(answer.body).toMatchObject({ code: 0, data: { rows: [], nextCursor: null } });
  });

  it('refuses year 0 in the business-day schemas too', async () => {
    const answer = await callApi(t.app, performanceQuery, { body: { from: '0000-01-01', to: '0000-01-31' } }, { token: admin });
    expect(answer.body).toEqual({
      code: APP_CODES.VALIDATION,
      msg: '参数 from 不是有效的日期，应为 YYYY-MM-DD（1900–2999 年）',
      data: { field: 'from' },
    });
  });
});

describe('control characters never reach the database', () => {
  const controlMsg = (field: string) => `参数 ${field} 含有不允许的控制字符`;

  it('refuses a NUL in a query string without sign-in', async () => {
    const response = await t.app.request('/auth/miniApp/getToken?authCode=%00');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: APP_CODES.VALIDATION, msg: controlMsg('authCode'), data: { field: 'authCode' } });
    const other = await callApi(t.app, miniAppToken, { query: { authCode: 'ok', corpId: 'ding\u0000corp' } });
    expect(other.body).toEqual({ code: APP_CODES.VALIDATION, msg: controlMsg('corpId'), data: { field: 'corpId' } });
  });

  it('refuses a NUL in body text fields of every kind', async () => {
    const cases: [Parameters<typeof callApi>[1], Record<string, unknown>, string][] = [
      [customerQuery, { body: { keyword: 'a\u0000b' } }, 'keyword'],
      [sendRecordQuery, { body: { from: '2026-10-01', to: '2026-10-02', customerCode: 'C\u0000' } }, 'customerCode'],
      [createConversation, { body: { initialQuestion: '本月\u0000利润' } }, 'initialQuestion'],
      [customerDetail, { query: { code: '\u0000' } }, 'code'],
      [staffSelect, { query: { keyword: '\u0000' } }, 'keyword'],
      [ssoLogin, { body: { authCode: 'x', scope: 'staff', clientId: 'switchboard-staff', Jump: '/home\u0000' } }, 'Jump'],
      // A field the schema would drop is refused all the same: the check runs before the schema.
      [customerQuery, { body: { unknownField: { deeper: ['\u0000'] } } }, 'unknownField.deeper.0'],
      [customerQuery, { body: { keyword: 'lone \ud800 surrogate' } }, 'keyword'],
    ];
    for (const [call, request, field] of cases) {
      const answer = await callApi(t.app, call, request, { token: admin });
      expect(answer.status, `${call.id} ${field}`).toBe(400);
      expect(answer.body, `${call.id} ${field}`).toEqual({ code: APP_CODES.VALIDATION, msg: controlMsg(field), data: { field } });
    }
  });

  it('allows line breaks in free text, not in one-line fields', async () => {
    const question = await callApi(t.app, createConversation, { body: { initialQuestion: '上个月利润\n按客户' } }, { token: admin });
    expect(question.body.code).toBe(0);
    const keyword = await callApi(
      t.app,
      customerQuery,
      { body: { keyword: 'a\tb' } },
      { token: admin, headers: { 'Accept-Language': 'en' } },
    );
    expect(keyword.body).toEqual({
      code: APP_CODES.VALIDATION,
      msg: 'keyword contains control characters that are not allowed',
      data: { field: 'keyword' },
    });
  });

  it('refuses a NUL in a path parameter', async () => {
    const probe = defineCall({
      id: 'test.probe',
      method: 'GET',
      path: '/v2/test/probe/:id',
      permission: PUBLIC,
      tag: 'test',
      summary: 'probe',
      params: z.object({ id: z.string().max(40) }),
      response: z.object({ id: z.string() }),
    });
    const app = new Hono();
    mountCalls(app, t.services.deps, [handle(probe, async ({ input }) => ({ id: input.params.id }))]);
    app.onError((error, c) => errorResponse(c, error, t.services.deps.log));
    expect(await (await app.request('/v2/test/probe/C0001')).json()).toMatchObject({ code: 0, data: { id: 'C0001' } });
    const response = await app.request('/v2/test/probe/a%00b');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: APP_CODES.VALIDATION, msg: controlMsg('id'), data: { field: 'id' } });
  });
});

describe('nesting depth is bounded before the schema walks the input', () => {
  const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

  it('refuses content nested 5,000 arrays deep', async () => {
    const answer = await callApi(t.app, baseDataSave, {}, { token: admin, rawBody: `{"type":"deep_guide","content":${nested(5000)}}` });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: APP_CODES.VALIDATION, msg: '参数 content 嵌套层级过深（最多 32 层）', data: { field: 'content' } });
  });

  it('accepts 32 levels in all and refuses 33', async () => {
    const ok = await callApi(t.app, baseDataSave, {}, { token: admin, rawBody: `{"type":"deep_guide","content":${nested(31)}}` });
    expect(ok.body.code).toBe(0);
    const deep = await callApi(t.app, baseDataSave, {}, { token: admin, rawBody: `{"type":"deep_guide","content":${nested(32)}}` });
    expect(deep.body.data).toEqual({ field: 'content' });
  });
});

describe('one body limit for every route and content type', () => {
  const tooLarge = { code: APP_CODES.VALIDATION, msg: '请求体过大（上限 1 MB）', data: null };

  it('refuses an announced 50 MB multipart body to a JSON call without reading it', async () => {
    const { stream, counter } = lazyBody(50 * MB);
    const answer = await post(customerQuery.path, {
      headers: { ...auth(), 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(50 * MB) },
      body: stream,
    });
    expect(answer).toEqual({ status: 413, body: tooLarge });
    expect(counter.pulled).toBeLessThan(MB);
  });

  it('cuts off an unannounced (chunked) 50 MB body just past the limit', async () => {
    const { stream, counter } = lazyBody(50 * MB);
    const answer = await post(customerQuery.path, {
      headers: { ...auth(), 'Content-Type': 'multipart/form-data; boundary=x' },
      body: stream,
    });
    expect(answer).toEqual({ status: 413, body: tooLarge });
    expect(counter.pulled).toBeLessThan(2 * MB);
  });

  it('refuses a large body to sign-in and to every other route without a session', async () => {
    const big = JSON.stringify({ username: 'admin', password: 'x'.repeat(2 * MB), code: '123456' });
    expect(await post('/auth/oauth/login', { headers: { 'Content-Type': 'application/json' }, body: big })).toEqual({
      status: 413,
      body: tooLarge,
    });
    const { stream, counter } = lazyBody(50 * MB);
    expect(await post('/auth/oauth/login', { headers: { 'Content-Type': 'application/json' }, body: stream })).toEqual({
      status: 413,
      body: tooLarge,
    });
    expect(counter.pulled).toBeLessThan(2 * MB);
    const form = `staffId=1&pad=${'x'.repeat(2 * MB)}`;
    expect(await post('/dev-idp/authorize', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form })).toEqual({
      status: 413,
      body: tooLarge,
    });
    expect(await post('/v2/nowhere/at/all', { headers: { 'Content-Type': 'text/plain' }, body: 'x'.repeat(2 * MB) })).toEqual({
      status: 413,
      body: tooLarge,
    });
  });

  it('keeps the larger upload limit on the upload call only', async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(2 * MB).fill(65)], 'two-megabytes.txt', { type: 'text/plain' }));
    const uploaded = await post('/v2/download/downloadCenter/api/upload', { headers: auth(), body: form });
    expect(uploaded.body).toMatchObject({ code: 0, data: { size: 2 * MB } });
    const elsewhere = await post(customerQuery.path, { headers: auth(), body: form });
    expect(elsewhere).toEqual({ status: 413, body: tooLarge });
    const chunk = new FormData();
    chunk.set('chunk', new File([new Uint8Array(6 * MB)], 'blob'));
    const segment = await post('/v2/download/downloadCenter/api/segmentUpload', { headers: auth(), body: chunk });
    expect(segment).toEqual({ status: 413, body: { code: APP_CODES.VALIDATION, msg: '文件过大（上限 5 MB）', data: { field: 'file' } } });
  });

  it('answers 413 on a real socket after reading only the headers, and closes the connection', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    try {
      const reply = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let text = '';
        socket.on('data', (data) => (text += data.toString('utf8')));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
        socket.write(
          `POST ${customerQuery.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${admin}\r\n` +
            `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${50 * MB}\r\n\r\n${' '.repeat(64 * 1024)}`,
        );
      });
      expect(reply.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
      expect(reply).toMatch(/\r\nconnection: close\r\n/i);
      expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).toEqual(tooLarge);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('JSON calls accept only JSON', () => {
  const notJson = {
    code: APP_CODES.VALIDATION,
    msg: '请求体须为 JSON（Content-Type: application/json，UTF-8）',
    data: { field: 'Content-Type' },
  };

  it('refuses a body of another content type', async () => {
    const json = JSON.stringify({ keyword: '' });
    for (const type of [
      'multipart/form-data; boundary=x',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=gbk',
    ]) {
      expect(await post(customerQuery.path, { headers: { ...auth(), 'Content-Type': type }, body: json }), type).toEqual({
        status: 415,
        body: notJson,
      });
    }
    // Bytes without any content type are not JSON either.
    expect(await post(customerQuery.path, { headers: auth(), body: new TextEncoder().encode(json) })).toEqual({
      status: 415,
      body: notJson,
    });
  });

  it('still takes JSON with a charset, and an empty body of any type as {}', async () => {
    const json = JSON.stringify({ keyword: '' });
    const withCharset = await post(customerQuery.path, {
      headers: { ...auth(), 'Content-Type': 'application/json; charset=UTF-8' },
      body: json,
    });
    expect(withCharset.body.code).toBe(0);
    const empty = await post(customerQuery.path, { headers: { ...auth(), 'Content-Type': 'text/plain' }, body: '' });
    expect(empty.body.code).toBe(0);
  });

  it('answers bytes that are not UTF-8 as bad JSON', async () => {
    const bytes = new Uint8Array([0x7b, 0x22, 0x6b, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    const answer = await post(customerQuery.path, { headers: { ...auth(), 'Content-Type': 'application/json' }, body: bytes });
    expect(answer).toEqual({ status: 400, body: { code: APP_CODES.BAD_JSON, msg: '请求体不是合法的 JSON', data: null } });
  });
});
