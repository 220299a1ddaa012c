/**
 * The baseline of `npm run bench:push`: a bare Hono `streamSSE` route holding every connection
 * (a `connection` event at once, then nothing until a broadcast), `POST /broadcast` sending one
 * event to all of them, and `GET /__bench/memory`. Prints `READY {"port":…,"pid":…}`.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { PUSH_EVENTS } from '../../src/shared/api/message-calls';
import { memoryFigures } from './push-memory';

const open = new Set<SSEStreamingApi>();
const app = new Hono();
app.get('/sse', (c) =>
  streamSSE(c, async (stream) => {
    open.add(stream);
    let gone: () => void = () => undefined;
    const ended = new Promise<void>((resolve) => (gone = resolve));
    stream.onAbort(gone);
    await stream.write(
      `event: ${PUSH_EVENTS.connection}\ndata: ${JSON.stringify({ event: PUSH_EVENTS.connection, serverTime: new Date().toISOString() })}\n\n`,
    );
    await ended;
    open.delete(stream);
  }),
);
app.post('/broadcast', (c) => {
  const text = `event: ${PUSH_EVENTS.grants}\ndata: ${JSON.stringify({ event: PUSH_EVENTS.grants, grantsVersion: Date.now() })}\n\n`;
  for (const stream of open) void stream.write(text);
  return c.json({ sent: open.size });
});
app.get('/__bench/memory', (c) => c.json(memoryFigures()));

serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`READY ${JSON.stringify({ port: info.port, pid: process.pid })}\n`);
});
