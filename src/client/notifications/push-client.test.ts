import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('push stream client (sections.md §4/§8)', () => {
  it('parses connection and message events and reports its state', async () => {
    globalThis.fetch = vi.fn(async () =>
      new Response(streamOf(['event: connection\ndata: {"event":"connection"}\n\n: ping\n\n', 'event: message\ndata: {"msgType":2}\n\n'], true), {
        status: 200,
        headers: { 'Content-Type': 'text/event-stream' },
      }),
    ) as typeof fetch;
    const states: PushState[] = [];
    const events: [string, unknown][] = [];
    const close = openPush({ onState: (s) => states.push(s), onEvent: (n, d) => events.push([n, d]) }, { clientId: 'tab-test-0001', hasSession: () => true });
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(events).toEqual([['connection', { event: 'connection' }], ['message', { msgType: 2 }]]);
    expect(states).toEqual(['loading', 'connected']);
    const [url, init] = vi.mocked(globalThis.fetch).mock.calls[0] ?? [];
    expect(url).toBe('/v2/sys/mc/sse/connection?clientId=tab-test-0001');
    expect(new Headers(init?.headers).get('Accept')).toBe('text/event-stream');
    close();
    expect(states.at(-1)).toBe('disconnected');
  });

  it('reconnects after the delay on a gateway timeout, and stops without a session', async () => {
    let calls = 0;
    globalThis.fetch = vi.fn(async () => {
      calls += 1;
      return new Response('gateway timeout', { status: 504 });
    }) as typeof fetch;
    let session = true;
    const close = openPush({ onState: () => undefined, onEvent: () => undefined }, { clientId: 'tab-test-0002', hasSession: () => session, reconnectDelayMs: 20 });
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(2));
    session = false;
    const settled = calls;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(calls).toBeLessThanOrEqual(settled + 1);
    close();
  });
});
