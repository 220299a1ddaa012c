import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../tests/fixtures/api-server';
import { pushConnection } from '../../shared/api/message-calls';
import { openPush, type PushState } from './push-client';

function streamOf(chunks: string[], keepOpen = false): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!keepOpen) controller.close();
    },
  });
}

const server = mockApi();
afterEach(() => vi.useRealTimers());
beforeEach(() => localStorage.clear());

describe('push stream client (sections.md §4/§8)', () => {
  it('parses connection and message events and reports its state', async () => {
    const requests: Request[] = [];
    server.use(
      http.get(pushConnection.path, ({ request }) => {
        requests.push(request);
        const body = streamOf(
          ['event: connection\ndata: {"event":"connection"}\n\n: ping\n\n', 'event: message\ndata: {"msgType":2}\n\n'],
          true,
        );
        return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    const states: PushState[] = [];
    const events: [string, unknown][] = [];
    const close = openPush(
      { onState: (s) => states.push(s), onEvent: (n, d) => events.push([n, d]) },
      { clientId: 'tab-test-0001', hasSession: () => true },
    );
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(events).toEqual([
      ['connection', { event: 'connection' }],
      ['message', { msgType: 2 }],
    ]);
    expect(states).toEqual(['loading', 'connected']);
    const url = new URL(requests[0]?.url ?? '');
    expect(`${url.pathname}${url.search}`).toBe('/v2/sys/mc/sse/connection?clientId=tab-test-0001');
    expect(requests[0]?.headers.get('Accept')).toBe('text/event-stream');
    close();
    expect(states.at(-1)).toBe('disconnected');
  });

  it('reconnects after the delay on a gateway timeout, and stops without a session', async () => {
    let calls = 0;
    server.use(
      http.get(pushConnection.path, () => {
        calls += 1;
        return new HttpResponse('gateway timeout', { status: 504 });
      }),
    );
    let session = true;
    const close = openPush(
      { onState: () => undefined, onEvent: () => undefined },
      { clientId: 'tab-test-0002', hasSession: () => session, reconnectDelayMs: 20 },
    );
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(2));
    session = false;
    const settled = calls;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(calls).toBeLessThanOrEqual(settled + 1);
    close();
  });
});
