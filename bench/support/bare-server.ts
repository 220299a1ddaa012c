/**
 * The baseline of `npm run bench:api`: a bare Hono route per call answering the very bytes the
 * portal answered, from memory (no session, no permission, no database). Reads the answers from the
 * JSON file named by its first argument and prints `READY {"port":…}`. Each answer is compressed
 * once at start, brotli (quality 5, as the portal keeps its answers) and gzip, and sent in the
 * encoding the portal used when the request accepts it, else the best one it accepts.
 */
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { chooseEncoding, type AnswerBytes, type AnswerEncoding } from '../../src/server/http/answer-cache';

interface Canned {
  method: 'GET' | 'POST';
  path: string;
  body: string;
  /** The portal's Content-Encoding for this answer. */
  encoding: string;
}

const canned = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Canned[];
const app = new Hono();
for (const answer of canned) {
  const plain = Buffer.from(answer.body, 'utf8');
  const encoded: Record<AnswerEncoding, AnswerBytes> = {
    identity: plain as AnswerBytes,
    gzip: gzipSync(plain) as AnswerBytes,
    br: brotliCompressSync(plain, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }) as AnswerBytes,
  };
  app.on(answer.method, answer.path, (c) => {
    const accept = c.req.header('Accept-Encoding');
    const portal = answer.encoding as AnswerEncoding;
    const encoding = portal in encoded && accepts(accept, portal) ? portal : chooseEncoding(accept);
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    return c.body(encoded[encoding], 200, headers);
  });
}

/** Whether the header takes this encoding (as the portal chose it: not refused with q=0). */
function accepts(accept: string | undefined, encoding: AnswerEncoding): boolean {
  if (encoding === 'identity') return true;
  return (accept ?? '').split(',').some((part) => {
    const [name = '', q] = part
      .trim()
      .toLowerCase()
      .split(/\s*;\s*q=/);
    return name.trim() === encoding && (q === undefined || Number(q) > 0);
  });
}

serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`READY ${JSON.stringify({ port: info.port })}\n`);
});
