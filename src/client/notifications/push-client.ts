import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { PUSH_HEARTBEAT_TIMEOUT_MS, pushConnection } from '../../shared/api/message-calls';
import { portalClient } from '../api/portal-client';

/** sections.md §8: on a gateway timeout the stream closes, waits 10 s and reconnects. */
export const RECONNECT_DELAY_MS = 10_000;
const GATEWAY_TIMEOUTS = [502, 503, 504];

export type PushState = 'loading' | 'connected' | 'disconnected';

export interface PushHandlers {
  onState(state: PushState): void;
  onEvent(name: string, data: unknown): void;
}

export interface PushOptions {
  clientId: string;
  hasSession(): boolean;
  reconnectDelayMs?: number;
  heartbeatTimeoutMs?: number;
}

/**
 * The push stream of sections.md §4 over fetch (the Authorization header is needed, so not
 * EventSource): connection, heartbeat and message events. A gateway timeout, a silent connection
 * (no event for 120 s) or a dropped stream reconnects after 10 s; without stored credentials it
 * stops. Returns the function that closes it for good (the layout going away).
 */
export function openPush(handlers: PushHandlers, options: PushOptions): () => void {
  let closed = false;
  let controller: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let watchdog: ReturnType<typeof setTimeout> | null = null;
  const delay = options.reconnectDelayMs ?? RECONNECT_DELAY_MS;

  const scheduleReconnect = () => {
    handlers.onState('disconnected');
    if (closed || !options.hasSession()) return;
    retry = setTimeout(() => void connect(), delay);
  };
  const feedWatchdog = () => {
    if (watchdog) clearTimeout(watchdog);
    watchdog = setTimeout(() => controller?.abort(), options.heartbeatTimeoutMs ?? PUSH_HEARTBEAT_TIMEOUT_MS);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    if (!options.hasSession()) return handlers.onState('disconnected');
    handlers.onState('loading');
    controller = new AbortController();
    const parser = createParser({
      onEvent: (event: EventSourceMessage) => {
        feedWatchdog();
        let data: unknown = event.data;
        try {
          data = JSON.parse(event.data);
        } catch {
          // plain text event
        }
        if (event.event === 'connection') handlers.onState('connected');
        handlers.onEvent(event.event ?? 'message', data);
      },
      onComment: feedWatchdog,
    });
    try {
      // The stream lives until closed; the watchdog, not a timeout, ends a dead one.
      const response = await portalClient.fetchRaw(
        `${pushConnection.path}?clientId=${encodeURIComponent(options.clientId)}`,
        { headers: { Accept: 'text/event-stream' }, signal: controller.signal },
        { timeoutMs: 2 ** 31 - 1 },
      );
      if (!response.ok || !response.body) {
        if (GATEWAY_TIMEOUTS.includes(response.status)) return scheduleReconnect();
        // Other failures are only logged (sections.md §8); a lost session is handled by the client.
        console.warn(`[push] stream refused: ${response.status}`);
        return handlers.onState('disconnected');
      }
      feedWatchdog();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
    } catch (error) {
      if (!closed) console.warn('[push] stream failed', error);
    } finally {
      if (watchdog) clearTimeout(watchdog);
    }
    if (!closed) scheduleReconnect();
  }

  void connect();
  return () => {
    closed = true;
    if (retry) clearTimeout(retry);
    if (watchdog) clearTimeout(watchdog);
    controller?.abort();
    handlers.onState('disconnected');
  };
}
