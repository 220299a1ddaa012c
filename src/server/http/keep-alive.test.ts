import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, keepConnectionsAlive } from './keep-alive';

describe('kept-alive connections', () => {
  it('stay open well past Node’s 5 s default, so a reused socket is not reset under the client', async () => {
    const server = createServer((_req, res) => res.end('ok'));
    keepConnectionsAlive(server);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const header = await new Promise<string | undefined>((resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', headers: { Connection: 'keep-alive' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.headers['keep-alive'])));
      });
      req.on('error', reject);
      req.end();
    });
    // The server announces its timeout to the client, in seconds.
    expect(header).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
});
