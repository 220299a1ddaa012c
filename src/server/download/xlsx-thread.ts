import { createWriteStream } from 'node:fs';
import { Writable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import { openSheet, type SheetHead, type XlsxSheet } from './xlsx-sheet';

/**
 * The xlsx thread (a worker thread started by xlsx-thread-client.ts): exceljs' row building and
 * zipping run here, so a million-row export never holds the server's event loop. It keeps one
 * session per export being written; the server sends rows in messages and waits for each answer.
 */
export type XlsxRequest =
  | { seq: number; op: 'open'; id: string; head: SheetHead; file: string | null }
  | { seq: number; op: 'rows'; id: string; rows: Record<string, unknown>[] }
  | { seq: number; op: 'finish'; id: string }
  | { seq: number; op: 'abort'; id: string };

export interface XlsxReply {
  seq: number;
  error?: string;
  /** The finished file of a session opened without a file (small exports answered at once). */
  bytes?: Uint8Array<ArrayBuffer>;
}

interface Session {
  sheet: XlsxSheet;
  output: Writable;
  chunks: Buffer[] | null;
  failure: Error | null;
}

const sessions = new Map<string, Session>();

function open(id: string, head: SheetHead, file: string | null): void {
  const chunks: Buffer[] | null = file ? null : [];
  const output = file
    ? createWriteStream(file)
    : new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks?.push(chunk);
          done();
        },
      });
  const session: Session = { sheet: openSheet(output, head), output, chunks, failure: null };
  // A full disk must fail this export only, not end the thread with every other one.
  output.on('error', (error: Error) => {
    session.failure = error;
  });
  sessions.set(id, session);
}

function sessionOf(id: string): Session {
  const session = sessions.get(id);
  if (!session) throw new Error(`no xlsx session ${id}`);
  if (session.failure) throw session.failure;
  return session;
}

function joined(chunks: Buffer[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

async function handle(request: XlsxRequest): Promise<Omit<XlsxReply, 'seq'>> {
  switch (request.op) {
    case 'open':
      open(request.id, request.head, request.file);
      return {};
    case 'rows':
      sessionOf(request.id).sheet.add(request.rows);
      return {};
    case 'finish': {
      const session = sessionOf(request.id);
      try {
        await session.sheet.finish();
        if (session.failure) throw session.failure;
        return session.chunks ? { bytes: joined(session.chunks) } : {};
      } finally {
        sessions.delete(request.id);
      }
    }
    case 'abort': {
      const session = sessions.get(request.id);
      sessions.delete(request.id);
      session?.output.destroy();
      return {};
    }
  }
}

const port = parentPort;
if (!port) throw new Error('xlsx-thread.ts runs only as a worker thread');
port.on('message', (request: XlsxRequest) => {
  handle(request).then(
    (reply) => port.postMessage({ seq: request.seq, ...reply }, reply.bytes ? [reply.bytes.buffer] : []),
    (error: unknown) => port.postMessage({ seq: request.seq, error: error instanceof Error ? error.message : String(error) }),
  );
});
