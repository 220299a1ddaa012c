import type { Server } from 'node:http';

/**
 * How long an idle kept-alive connection stays open. Node closes it after 5 s by default; a client
 * that sends its next request on it at that moment (browsers, proxies and API clients reuse
 * sockets without knowing the server's timeout) gets a reset instead of an answer. A minute, above
 * the 60 s idle timeout proxies commonly use towards their upstream, leaves the closing to the client.
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepConnectionsAlive(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Must exceed the keep-alive timeout, or a request arriving late on an idle socket is cut off.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
