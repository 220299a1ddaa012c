import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { SheetHead } from './xlsx-sheet';
import type { XlsxReply, XlsxRequest } from './xlsx-thread';

/** A request before it is numbered (Omit of each member of the union). */
type Unnumbered<T> = T extends unknown ? Omit<T, 'seq'> : never;
type Request = Unnumbered<XlsxRequest>;

/**
 * The server's side of the xlsx thread: one worker thread, started on the first export (loading
 * exceljs there takes about half a second) and kept for the next ones. It holds the process open
 * only while a request is waiting; if it dies, the waiting exports fail and the next starts a new one.
 */
class XlsxThread {
  private worker: Worker | null = null;
  private seq = 0;
  private readonly waiting = new Map<number, { resolve(reply: XlsxReply): void; reject(error: Error): void }>();

  request(request: Request): Promise<XlsxReply> {
    const worker = this.started();
    const seq = ++this.seq;
    return new Promise<XlsxReply>((resolve, reject) => {
      this.waiting.set(seq, { resolve, reject });
      if (this.waiting.size === 1) worker.ref();
      try {
        worker.postMessage({ ...request, seq });
      } catch (error) {
        this.settle(seq);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  private settle(seq: number) {
    const entry = this.waiting.get(seq);
    this.waiting.delete(seq);
    if (this.waiting.size === 0) this.worker?.unref();
    return entry;
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./xlsx-thread-boot.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (reply: XlsxReply) => {
      const entry = this.settle(reply.seq);
      if (reply.error === undefined) entry?.resolve(reply);
      else entry?.reject(new Error(reply.error));
    });
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      const entries = [...this.waiting.values()];
      this.waiting.clear();
      for (const entry of entries) entry.reject(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the xlsx thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}

const thread = new XlsxThread();

export interface XlsxSession {
  /** Resolves when the thread has written the rows. */
  add(rows: Record<string, unknown>[]): Promise<void>;
  /** Finishes the file; answers its bytes when the session was opened without a file. */
  finish(): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Drops the session (its file, if any, is left for the caller to remove). */
  abort(): void;
}

/** Starts writing one export in the xlsx thread, to `file` or (null) into memory. */
export async function openXlsx(head: SheetHead, file: string | null): Promise<XlsxSession> {
  const id = randomUUID();
  await thread.request({ op: 'open', id, head, file });
  return {
    async add(rows) {
      await thread.request({ op: 'rows', id, rows });
    },
    async finish() {
      const reply = await thread.request({ op: 'finish', id });
      return reply.bytes ?? null;
    },
    abort() {
      thread.request({ op: 'abort', id }).catch(() => undefined);
    },
  };
}
