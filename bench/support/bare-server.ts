/**
 * The baseline of `npm run bench:api`: a bare Hono route per call answering the very bytes the
 * portal answered, from memory (no session, no permission, no database). Reads the answers from the
 * JSON file named by its first argument and prints `READY {"port":…}`.
 */
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

interface Canned {
  method: 'GET' | 'POST';
  path: string;
  body: string;
}

const canned = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Canned[];
const app = new Hono();
for (const answer of canned) {
  app.on(answer.method, answer.path, (c) => c.body(answer.body, 200, { 'Content-Type': 'application/json' }));
}
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`READY ${JSON.stringify({ port: info.port })}\n`);
});
