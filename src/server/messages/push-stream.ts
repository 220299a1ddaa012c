import { PUSH_PING_MS } from '../../shared/api/message-calls';
import type { Lang } from '../../shared/messages';
import type { AppDeps } from '../deps';
import { pushHub, type PushConnection } from './push-hub';
import { eventStreamResponse } from '../http/event-stream-response';

const encoder = new TextEncoder();

/** One server-sent event; data is JSON on one line. */
export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export interface StreamOptions {
  staffId: number;
  clientId: string;
  lang: Lang;
  /** Aborted when the client goes away. */
  signal: AbortSignal;
  pingMs?: number;
}

/**
 * The push stream of one browser tab (sections.md §4): `connection` at once, then `: ping` and a
 * `heartbeat` event every 20 s so that proxies and the client's 120 s watchdog see it alive, and
 * every new message of the staff member as a `message` event. Closed when the client disconnects
 * (or the same tab reconnects).
 */
export function openPushStream(deps: AppDeps, options: StreamOptions): Response {
  const hub = pushHub(deps);
  let connection: PushConnection | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let closed = false;

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          finish();
        }
      };
      const finish = () => {
        if (closed) return;
        closed = true;
        if (timer) clearInterval(timer);
        if (connection) hub.remove(connection);
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      connection = {
        staffId: options.staffId,
        clientId: options.clientId,
        lang: options.lang,
        send: (event, data) => write(sseEvent(event, data)),
        close: finish,
      };
      hub.add(connection);
      // `retry` tells EventSource-like clients the reconnect delay of sections.md §8.
      write(`retry: 10000\n${sseEvent('connection', { event: 'connection', clientId: options.clientId, serverTime: deps.clock.now().toISOString() })}`);
      timer = setInterval(() => {
        write(': ping\n\n');
        write(sseEvent('heartbeat', { event: 'heartbeat', serverTime: deps.clock.now().toISOString() }));
      }, options.pingMs ?? PUSH_PING_MS);
      options.signal.addEventListener('abort', finish, { once: true });
    },
    cancel() {
      closed = true;
      if (timer) clearInterval(timer);
      if (connection) hub.remove(connection);
    },
  });

  return eventStreamResponse(stream);
}
