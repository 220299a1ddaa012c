import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  chatStream,
  conversationDetail,
  createConversation,
  type ChatMessage,
  type Conversation,
} from '../../src/shared/api/assistant-calls';
import { getUserInfo } from '../../src/shared/api/staff-calls';
import { callApi, signIn } from '../helpers/api';
import { dataOf } from '../helpers/business';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Both event streams over a real socket, as a browser (or `curl -N`) meets them: the proxy
 * headers, the first events, and the server noticing a client that simply goes away.
 */
let t: TestApp;
let server: ServerType;
let port = 0;
let token = '';
let staffId = 0;

beforeAll(async () => {
  t = await createTestApp({ AI_STREAM_PACE_MS: '30' });
  token = (await signIn(t, 'sales')).token;
  staffId = ((await callApi(t.app, getUserInfo, {}, { token })).body.data as { staffId: number }).staffId;
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** Opens a stream and collects its text until `until` holds; the caller destroys the socket. */
function open(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ response: IncomingMessage; text: () => string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        resolve({ response, text: () => text });
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe('event streams over a socket', () => {
  it('the push stream answers with the proxy headers and forgets a client that goes away', async () => {
    const { response, text } = await open('GET', '/v2/sys/mc/sse/connection?clientId=socket-tab-1');
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache, no-transform');
    expect(response.headers['x-accel-buffering']).toBe('no');
    await vi.waitFor(() => expect(text()).toContain('event: connection'));
    expect(t.services.deps.pushHub.connectionsOf(staffId)).toBe(1);
    response.destroy();
    await vi.waitFor(() => expect(t.services.deps.pushHub.connectionsOf(staffId)).toBe(0));
  });

  it('the chat stream stops the answer and stores it as stopped when the client goes away', async () => {
    const conversation = await dataOf<Conversation>(
      t,
      createConversation,
      { body: { initialQuestion: '财务管理模块有哪些功能？' } },
      token,
    );
    const { response, text } = await open('POST', chatStream.path, {
      content: '财务管理模块有哪些功能？',
      conversationUuid: conversation.uuid,
    });
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await vi.waitFor(() => expect(text().split('event: message').length).toBeGreaterThan(3));
    response.destroy();
    await vi.waitFor(
      async () => {
        const detail = await dataOf<{ chats: ChatMessage[] }>(t, conversationDetail, { query: { uuid: conversation.uuid } }, token);
        expect(detail.chats[0]?.status).toBe('stopped');
      },
      { timeout: 5000 },
    );
  });
});
