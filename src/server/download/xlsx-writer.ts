import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { Lang } from '../../shared/messages';
import type { ExportSpec } from './export-registry';
import { openXlsx } from './xlsx-thread-client';

/**
 * Writes an export spec as one xlsx sheet. The server's event loop only reads the spec's batches
 * and hands them on; the xlsx thread builds and zips the file. Between two messages the loop rests
 * (see pacer), so requests are answered between batches (a spec's batches take a few ms each).
 */
const ROWS_PER_MESSAGE = 500;
/** The longest rest between two steps of an export, however busy the loop was. */
const MAX_REST_MS = 100;

/**
 * Keeps an export to about half of the event loop: after each step it rests as long as the loop
 * was just busy (reading a batch from the embedded database, and whatever requests ran meanwhile).
 * On a loaded machine the steps stretch, the rests with them, and requests keep their share.
 */
function pacer(): () => Promise<void> {
  let since = performance.eventLoopUtilization();
  return async () => {
    const busy = performance.eventLoopUtilization(since).active;
    if (busy >= 1) await sleep(Math.min(MAX_REST_MS, busy));
    else await nextTurn();
    since = performance.eventLoopUtilization();
  };
}

export interface WriteProgress {
  (written: number): void | Promise<void>;
}

async function pump(
  spec: ExportSpec,
  lang: Lang,
  file: string | null,
  onBatch?: WriteProgress,
): Promise<{ rows: number; bytes: Uint8Array<ArrayBuffer> | null }> {
  const session = await openXlsx({ title: spec.title[lang], columns: spec.columns, lang }, file);
  let written = 0;
  // The thread holds at most one message while the next batch is read: memory stays bounded.
  let inThread: Promise<void> = Promise.resolve();
  const rest = pacer();
  try {
    for await (const batch of spec.batches()) {
      for (let from = 0; from < batch.length; from += ROWS_PER_MESSAGE) {
        const rows = from === 0 && batch.length <= ROWS_PER_MESSAGE ? batch : batch.slice(from, from + ROWS_PER_MESSAGE);
        await inThread;
        inThread = session.add(rows).then(() => {
          written += rows.length;
        });
        // Awaited at the next message; this only keeps an early failure from counting as unhandled.
        inThread.catch(() => undefined);
        await rest();
      }
      await onBatch?.(written);
    }
    await inThread;
    const bytes = await session.finish();
    return { rows: written, bytes };
  } catch (error) {
    session.abort();
    throw error;
  }
}

/** Streams the spec into the file `filename`; resolves with the row count. */
export async function writeXlsx(spec: ExportSpec, lang: Lang, target: { filename: string }, onBatch?: WriteProgress): Promise<number> {
  return (await pump(spec, lang, target.filename, onBatch)).rows;
}

/** The whole file in memory: for exports small enough to answer at once. */
export async function xlsxBuffer(spec: ExportSpec, lang: Lang): Promise<{ buffer: Uint8Array<ArrayBuffer>; rows: number }> {
  const { rows, bytes } = await pump(spec, lang, null);
  if (!bytes) throw new Error('the xlsx thread answered no file');
  return { buffer: bytes, rows };
}
