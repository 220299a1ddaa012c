import type { Context } from 'hono';
import { PUSH_EVENTS, PUSH_PING_MS } from '../../shared/api/message-calls';
import type { Lang } from '../../shared/messages';
import type { AppDeps } from '../deps';
import { openEventStream } from '../http/event-stream';
import type { PushConnection } from './push-hub';

export interface StreamOptions {
  staffId: number;
  clientId: string;
  lang: Lang;
  pingMs?: number;
}

/**
 * The push stream of one browser tab (sections.md §4): `connection` at once, then `: ping` and a
 * `heartbeat` event every 20 s so that proxies and the client's 120 s watchdog see it alive, and
 * every new message of the staff member as a `message` event. Closed when the client disconnects
 * (or the same tab reconnects).
 */
export function openPushStream(deps: AppDeps, c: Context, options: StreamOptions): Response {
  const serverTime = () => deps.clock.now().toISOString();
  return openEventStream(
    c,
    {
      pingMs: options.pingMs ?? PUSH_PING_MS,
      retryMs: 10_000, // the reconnect delay of sections.md §8
      onPing: (writer) => writer.send(PUSH_EVENTS.heartbeat, { event: PUSH_EVENTS.heartbeat, serverTime: serverTime() }),
    },
    async (writer) => {
      let replaced: () => void = () => undefined;
      const ended = new Promise<void>((resolve) => (replaced = resolve));
      const connection: PushConnection = {
        staffId: options.staffId,
        clientId: options.clientId,
        lang: options.lang,
        send: (event, data) => writer.send(event, data),
        close: () => replaced(),
      };
      deps.pushHub.add(connection);
      writer.send(PUSH_EVENTS.connection, { event: PUSH_EVENTS.connection, clientId: options.clientId, serverTime: serverTime() });
      await Promise.race([writer.gone, ended]);
      deps.pushHub.remove(connection);
    },
  );
}
