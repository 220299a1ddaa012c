import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportJobRow } from '../../src/shared/api/download-calls';
import { addDays, shanghaiDayStart } from '../../src/shared/business/dates';
import { writeSendRecords } from '../../src/server/db/seed/business/send-records-sql';
import { signIn } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 9 point 11: while a large export is written, the server keeps answering. 150,500 send
 * records (seven days of the product's own generator at 21,500 a day) are exported through a real
 * HTTP server on loopback; trivial requests sent from another process during the export must each
 * answer within 100 ms. On a machine shared with other busy processes, the time the server's thread
 * and the prober merely waited for a CPU (Linux schedstat) is not the server's doing and is taken
 * out; time the server spends working — an export slice, a collection — all counts. Before the
 * change, the first probe waited seconds (or its kept-alive connection was reset).
 */
const DAYS = ['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01'];
const PER_DAY = 21_500;
const LATENCY_BUDGET_MS = 100;

let t: TestApp;
let server: ServerType;
let base: string;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sb-export-latency-'));
  t = await createTestApp({ DATA_DIR: dataDir }, { seedScale: 0.02 });
  const { db } = t.services.deps;
  const from = shanghaiDayStart(DAYS[0] ?? '');
  const to = shanghaiDayStart(addDays(DAYS.at(-1) ?? '', 1));
  await db.execute(
    sql`DELETE FROM send_records WHERE sent_at >= ${from.toISOString()}::timestamptz AND sent_at < ${to.toISOString()}::timestamptz`,
  );
  for (const day of DAYS) {
    await writeSendRecords(db, day, PER_DAY, new Date(shanghaiDayStart(day).getTime() - 1), shanghaiDayStart(addDays(day, 1)));
  }
  await db.execute(sql`ANALYZE send_records`);
  token = (await signIn(t, 'admin')).token;
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await t.services.deps.exportWorker.stop();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const auth = () => ({ Authorization: `Bearer ${token}`, 'Accept-Language': 'en' });

function exportRequest(body: unknown): Promise<Response> {
  return fetch(`${base}/v2/bq/send-record/export`, {
    method: 'POST',
    headers: { ...auth(), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

type Probe = { ms: number; queuedMs: number; ranMs: number } | string;

/**
 * Probes the server from a child process (tests/helpers/latency-probe.mjs), `gap` ms apart, from
 * before `start` runs until it settles.
 */
async function probeWhile<T>(gap: number, start: () => Promise<T>): Promise<{ value: T; probes: Probe[] }> {
  const script = fileURLToPath(new URL('../helpers/latency-probe.mjs', import.meta.url));
  const child = fork(script, [base, token, String(gap), String(process.pid), String(LATENCY_BUDGET_MS)], { execArgv: [] });
  const answered = new Promise<Probe[]>((resolve, reject) => {
    child.on('message', (message: unknown) => {
      if (message && typeof message === 'object' && 'results' in message) {
        const { results, retried } = message as { results: Probe[]; retried: number };
        // Held outside the server and sent again (see latency-probe.mjs): rare, and shown if a test fails.
        if (retried > 0) console.warn(`${retried} of ${results.length} probes were sent again`);
        resolve(results);
      }
    });
    child.on('exit', (code) => reject(new Error(`the probe process ended (${code}) before answering`)));
  });
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  const stopAndCollect = () => {
    child.send('stop');
    return answered;
  };
  try {
    const value = await start();
    return { value, probes: await stopAndCollect() };
  } catch (error) {
    await stopAndCollect().catch(() => undefined);
    throw error;
  }
}

function expectResponsive(probes: Probe[], atLeast: number): void {
  expect(probes.filter((probe) => typeof probe === 'string')).toEqual([]);
  const answered = probes.filter((probe) => typeof probe !== 'string');
  const own = answered.map((probe) => Math.max(0, probe.ms - probe.queuedMs));
  const slowest = Math.max(...own);
  // On failure: each probe as latency/queued/ran (the server's thread busy meanwhile), in ms.
  const shown = answered.map((probe) => [probe.ms, probe.queuedMs, probe.ranMs].map((ms) => ms.toFixed(0)).join('/')).join(' ');
  expect(slowest, `slowest of ${answered.length} probes ${slowest.toFixed(0)} ms: ${shown}`).toBeLessThan(LATENCY_BUDGET_MS);
  // A frozen loop also shows as too few probes: each waited for the whole freeze.
  expect(probes.length).toBeGreaterThanOrEqual(atLeast);
}

async function jobRow(fileId: string): Promise<ExportJobRow | undefined> {
  const response = await fetch(`${base}/v2/download/downloadCenter/api/page`, {
    method: 'POST',
    headers: { ...auth(), 'Content-Type': 'application/json' },
    body: JSON.stringify({}),
  });
  const answer = (await response.json()) as { data: { rows: ExportJobRow[] } };
  return answer.data.rows.find((row) => row.fileId === fileId);
}

/** Data rows (all but the header) of a downloaded xlsx, read as a stream, and the first one. */
async function readExport(bytes: ArrayBuffer): Promise<{ rows: number; first: unknown[] }> {
  const saved = path.join(dataDir, 'downloaded.xlsx');
  writeFileSync(saved, Buffer.from(bytes));
  let rows = 0;
  let first: unknown[] = [];
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(saved, {})) {
    for await (const row of sheet) {
      if (row.number === 2) first = (row.values as unknown[]).slice(1);
      if (row.number > 1) rows += 1;
    }
  }
  return { rows, first };
}

interface Queued {
  code: number;
  data: { syncFlag: boolean; fileId: string; totalNum: number };
}

describe('export while serving', () => {
  it('a 150,500-record export job leaves every request answered within 100 ms and holds every record', async () => {
    // Probing starts before the request, so the count that decides "job or file" is measured too.
    // Probes every 200 ms: on a PostgreSQL server the whole job takes only about 7 s.
    const { value: answer, probes } = await probeWhile(200, async () => {
      const queued = (await (await exportRequest({ from: DAYS[0], to: DAYS.at(-1) })).json()) as Queued;
      await t.services.deps.exportWorker.idle();
      return queued;
    });
    expect(answer).toMatchObject({ code: 0, data: { syncFlag: false } });
    // The answer carries the planner's estimate; the job counts exactly (below).
    expect(Math.abs(answer.data.totalNum - 150_500)).toBeLessThan(150_500 * 0.2);
    expectResponsive(probes, 20);

    const { fileId } = answer.data;
    expect(await jobRow(fileId)).toMatchObject({ status: 'done', progress: 100, totalNum: 150_500 });
    const file = await fetch(`${base}/v2/download/downloadCenter/api/download?fileId=${fileId}`, { headers: auth() });
    expect(file.status).toBe(200);
    const { rows, first } = await readExport(await file.arrayBuffer());
    expect(rows).toBe(150_500);
    // Newest first: 1 November 23:59:42 China time (an Excel day number), pending, so no error code.
    expect(first).toEqual([
      46327.99979166666,
      'C100006',
      'Pioneer Telecom S.A.',
      '8416****7311',
      'Vietnam',
      '45201',
      'SB00006',
      1,
      'Pending',
      undefined,
      'SPSM08',
      0.074982,
    ]);
  }, 150_000);

  it('an export small enough to answer at once (8,605 records) does not hold other requests either', async () => {
    const { value: response, probes } = await probeWhile(30, () => exportRequest({ from: '2026-11-01T08:00', to: '2026-11-01T14:00' }));
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expectResponsive(probes, 10);
    const { rows } = await readExport(await response.arrayBuffer());
    expect(rows).toBe(8_605);
  }, 60_000);
});
