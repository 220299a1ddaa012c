import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';

export interface EventWriter {
  /** One event; data is JSON on one line. Writes after the end are dropped. */
  send(event: string, data: unknown): void;
  /** True once the client went away or the stream was ended. */
  readonly closed: boolean;
  /** Resolves when the client goes away. */
  readonly gone: Promise<void>;
  onGone(listener: () => void): void;
}

export interface EventStreamOptions {
  /** A `: ping` comment this often keeps proxies from closing a quiet stream. */
  pingMs: number;
  /** Reconnect delay announced to EventSource-like clients. */
  retryMs?: number;
  /** Called at every ping, for streams that also send a heartbeat event. */
  onPing?(writer: EventWriter): void;
}

/**
 * Every server-sent-event stream of the portal (push and chat) goes through here: Hono's streamSSE,
 * the proxy headers (no caching or transforming, nginx told not to buffer) and the ping. The
 * stream ends when `run` returns or the client goes away.
 */
export function openEventStream(c: Context, options: EventStreamOptions, run: (writer: EventWriter) => Promise<void>): Response {
  const response = streamSSE(c, async (stream: SSEStreamingApi) => {
    let resolveGone: () => void = () => undefined;
    const gone = new Promise<void>((resolve) => (resolveGone = resolve));
    const writer: EventWriter = {
      send: (event, data) => {
        if (!stream.closed && !stream.aborted) void stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      },
      get closed() {
        return stream.closed || stream.aborted;
      },
      gone,
      onGone: (listener) => void gone.then(listener),
    };
    stream.onAbort(resolveGone);
    if (options.retryMs !== undefined) await stream.write(`retry: ${options.retryMs}\n\n`);
    const ping = setInterval(() => {
      if (writer.closed) return;
      void stream.write(': ping\n\n');
      options.onPing?.(writer);
    }, options.pingMs);
    try {
      await run(writer);
    } finally {
      clearInterval(ping);
      resolveGone();
    }
  });
  response.headers.set('Cache-Control', 'no-cache, no-transform');
  response.headers.set('X-Accel-Buffering', 'no');
  response.headers.set('Content-Type', 'text/event-stream; charset=utf-8');
  return response;
}
