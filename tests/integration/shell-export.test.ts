import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SIGNED_IN, defineCall } from '../../src/shared/api/define-call';
import {
  downloadDelete,
  downloadFile,
  downloadPage,
  downloadRetry,
  exportQueued,
  type ExportJobRow,
  type ExportQueued,
} from '../../src/shared/api/download-calls';
import { homeMessageList } from '../../src/shared/api/message-calls';
import { idempotenceKey } from '../../src/shared/api/staff-calls';
import { exportJobs } from '../../src/server/db/schema/index';
import { FEATURE_EXPORTERS } from '../../src/server/bootstrap';
import type { ExporterDef } from '../../src/server/download/export-registry';
import { EXPORTERS, type ExporterName } from '../../src/shared/api/download-calls';
import { exportOrQueue } from '../../src/server/download/export-service';
import { handle, mountCalls } from '../../src/server/http/call-router';
import { callApi, signIn } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

const seriesParams = z.object({ rows: z.number().int().min(0).max(1_000_000), fail: z.boolean().default(false) });

// Test-only exporters carry names the product does not declare, wired into this test's app only.
const testExporter = (name: string) => name as ExporterName;

// A test-only exporter over generate_series: n rows of (n, n * 1.5, day), in batches of 10,000.
const seriesExporter: ExporterDef<z.output<typeof seriesParams>> = {
  name: testExporter('test.series'),
  permission: SIGNED_IN,
  params: seriesParams,
  async build(deps, _staff, params) {
    return {
      title: { zh: '序列导出', en: 'Series export' },
      columns: [
        { key: 'n', title: { zh: '序号', en: 'No.' }, type: 'integer' },
        { key: 'amount', title: { zh: '金额', en: 'Amount' }, type: 'money' },
        { key: 'status', title: { zh: '状态', en: 'Status' }, type: 'text' },
      ],
      count: async () => params.rows,
      async *batches() {
        for (let from = 1; from <= params.rows; from += 10_000) {
          const to = Math.min(params.rows, from + 9_999);
          const result = await deps.db.execute<{ n: number; amount: string }>(
            sql`select g::int as n, (g * 1.5)::numeric(12, 2)::text as amount from generate_series(${from}::int, ${to}::int) g`,
          );
          const rows = (result as unknown as { rows: { n: number; amount: string }[] }).rows;
          yield rows.map((row) => ({ ...row, status: { zh: '成功', en: 'OK' } }));
          if (params.fail) throw new Error('the source went away');
        }
      },
    };
  },
};

const seriesExport = defineCall({
  id: 'test.seriesExport',
  method: 'POST',
  path: '/v2/test/series/export',
  permission: SIGNED_IN,
  tag: 'test',
  answer: 'file',
  summary: 'test only',
  body: seriesParams,
  response: exportQueued,
});

// An exporter whose exact count waits for the test: an answer that waited for it would never come.
let countsAsked = 0;
let releaseCount: () => void = () => undefined;
const gatedParams = z.object({ rows: z.number().int().min(0).max(100_000) });
const gatedExporter: ExporterDef<z.output<typeof gatedParams>> = {
  name: testExporter('test.gated'),
  permission: SIGNED_IN,
  params: gatedParams,
  async build(_deps, _staff, params) {
    return {
      title: { zh: '计数导出', en: 'Gated export' },
      columns: [{ key: 'n', title: { zh: '序号', en: 'No.' }, type: 'integer' }],
      estimate: async () => params.rows,
      async count() {
        countsAsked += 1;
        await new Promise<void>((resolve) => {
          releaseCount = resolve;
        });
        return params.rows;
      },
      async *batches() {
        for (let from = 1; from <= params.rows; from += 1000) {
          yield Array.from({ length: Math.min(1000, params.rows - from + 1) }, (_, i) => ({ n: from + i }));
        }
      },
    };
  },
};

const gatedExport = defineCall({ ...seriesExport, id: 'test.gatedExport', path: '/v2/test/gated/export', body: gatedParams });

let t: TestApp;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sb-export-'));
  t = await createTestApp({ DATA_DIR: dataDir }, { exporters: [...FEATURE_EXPORTERS, seriesExporter, gatedExporter] });
  mountCalls(t.app, t.services.deps, [
    handle(seriesExport, (ctx) => exportOrQueue(ctx, seriesExporter, ctx.input.body)),
    handle(gatedExport, (ctx) => exportOrQueue(ctx, gatedExporter, ctx.input.body)),
  ]);
  token = (await signIn(t, 'finance')).token;
});
afterAll(async () => {
  await t.services.deps.exportWorker.stop();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function post(body: unknown, user = token, lang = 'zh-CN', path = seriesExport.path) {
  return t.app.request(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user}`, 'Content-Type': 'application/json', 'Accept-Language': lang },
    body: JSON.stringify(body),
  });
}

async function readRows(bytes: ArrayBuffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

async function jobs(user = token): Promise<ExportJobRow[]> {
  const answer = await callApi(t.app, downloadPage, { body: {} }, { token: user });
  return (answer.body.data as { rows: ExportJobRow[] }).rows;
}

describe('export helper: small exports answer the file at once', () => {
  it('a 50-row export downloads at once with its UTF-8 file name and 50 data rows', async () => {
    const response = await post({ rows: 50 });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename=".*\.xlsx"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toMatch(/^序列导出_\d{8}-\d{6}\.xlsx$/);
    const sheet = await readRows(await response.arrayBuffer());
    expect(sheet.actualRowCount).toBe(51);
    expect(sheet.getRow(1).values).toEqual([undefined, '序号', '金额', '状态']);
    expect(sheet.getRow(51).values).toEqual([undefined, 50, 75, '成功']);
  });

  it('writes titles and values in the language the export was asked in', async () => {
    const sheet = await readRows(await (await post({ rows: 2 }, token, 'en')).arrayBuffer());
    expect(sheet.getRow(1).values).toEqual([undefined, 'No.', 'Amount', 'Status']);
    expect(sheet.getRow(2).getCell(3).value).toBe('OK');
  });

  it('answers bad parameters with a validation envelope, never a file or a 500', async () => {
    const response = await post({ rows: -1 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 10000400 });
  });
});

describe('export helper: large exports become a download-centre job', () => {
  it('a 200,000-row export is queued, finishes, and its xlsx holds 200,000 data rows', async () => {
    const response = await post({ rows: 200_000 });
    const answer = (await response.json()) as {
      code: number;
      data: { syncFlag: boolean; fileId: string; totalNum: number; estimateMinutes: number };
    };
    expect(answer).toMatchObject({ code: 0, data: { syncFlag: false, totalNum: 200_000, estimateMinutes: 3 } });
    const { fileId } = answer.data;

    await t.services.deps.exportWorker.idle();
    const job = (await jobs()).find((row) => row.fileId === fileId);
    expect(job).toMatchObject({ status: 'done', progress: 100, totalNum: 200_000, retryable: false });
    expect(job?.fileSize).toBeGreaterThan(100_000);

    const file = await callApi(t.app, downloadFile, { query: { fileId } }, { token });
    expect(file.status).toBe(200);
    const raw = await t.app.request(`/v2/download/downloadCenter/api/download?fileId=${fileId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(raw.headers.get('content-disposition')).toContain('.xlsx');
    const sheet = await readRows(await raw.arrayBuffer());
    expect(sheet.actualRowCount - 1).toBe(200_000);
    expect(sheet.getRow(200_001).getCell(1).value).toBe(200_000);

    // The finished job also reaches the message centre (and so the unread dot).
    const messages = await callApi(t.app, homeMessageList, { body: {} }, { token });
    expect(JSON.stringify(messages.body.data)).toContain('200000');
  }, 120_000);

  it('shows jobs only to their owner', async () => {
    const [own] = await jobs();
    const other = (await signIn(t, 'sales')).token;
    expect(await jobs(other)).toEqual([]);
    const stolen = await callApi(t.app, downloadFile, { query: { fileId: own?.fileId ?? '' } }, { token: other });
    expect(stolen.body.code).toBe(10000404);
  });

  it('marks a failing job failed and lets its owner retry it', async () => {
    const response = await post({ rows: 20_001, fail: true });
    const { fileId } = ((await response.json()) as { data: { fileId: string } }).data;
    await t.services.deps.exportWorker.idle();
    expect((await jobs()).find((row) => row.fileId === fileId)).toMatchObject({
      status: 'failed',
      retryable: true,
      error: 'the source went away',
    });
    const notReady = await callApi(t.app, downloadFile, { query: { fileId } }, { token });
    expect(notReady.body.code).toBe(10000409);

    // The source is back: the stored parameters no longer ask to fail.
    await t.services.deps.db
      .update(exportJobs)
      .set({ params: { rows: 20_001 } })
      .where(sql`${exportJobs.id} = ${fileId}`);
    const key = ((await callApi(t.app, idempotenceKey, {}, { token })).body.data as { key: string }).key;
    const retried = await callApi(t.app, downloadRetry, { body: { fileId } }, { token, headers: { 'X-Idempotence-Key': key } });
    expect(retried.body).toMatchObject({ code: 0, data: { status: 'queued' } });
    await t.services.deps.exportWorker.idle();
    expect((await jobs()).find((row) => row.fileId === fileId)).toMatchObject({ status: 'done', totalNum: 20_001 });
  }, 60_000);

  it('resumes a job a stopped server left running', async () => {
    const response = await post({ rows: 10_001 });
    const { fileId } = ((await response.json()) as { data: { fileId: string } }).data;
    await t.services.deps.exportWorker.idle();
    // Pretend the server stopped while writing it.
    await t.services.deps.db
      .update(exportJobs)
      .set({ status: 'running', progress: 40 })
      .where(sql`${exportJobs.id} = ${fileId}`);
    await t.services.deps.exportWorker.resume();
    await t.services.deps.exportWorker.idle();
    expect((await jobs()).find((row) => row.fileId === fileId)).toMatchObject({ status: 'done', progress: 100 });
  }, 60_000);

  it('removes files after the retention period and deletes jobs on request', async () => {
    const before = await jobs();
    t.clock.advance(8 * 86_400_000);
    token = (await signIn(t, 'finance')).token; // the old session expired meanwhile
    const after = await jobs();
    expect(after.map((row) => row.status)).toEqual(before.map(() => 'expired'));
    const gone = await callApi(t.app, downloadFile, { query: { fileId: after[0]?.fileId ?? '' } }, { token });
    expect(gone.body.code).toBe(10000404);
    const removed = await callApi(t.app, downloadDelete, { body: { fileId: after[0]?.fileId ?? '' } }, { token });
    expect(removed.body.code).toBe(0);
    expect(await jobs()).toHaveLength(after.length - 1);
  });
});

describe('export helper: the size is decided from the estimate, the job counts', () => {
  it('answers a large export as a job without waiting for the exact count, which the job then makes', async () => {
    const answer = (await (await post({ rows: 12_000 }, token, 'zh-CN', gatedExport.path)).json()) as { data: ExportQueued };
    expect(answer.data).toMatchObject({ syncFlag: false, totalNum: 12_000 });
    // The worker is counting now; nothing is written until the count is in.
    await expect.poll(() => countsAsked).toBe(1);
    expect((await jobs()).find((row) => row.fileId === answer.data.fileId)).toMatchObject({ status: 'running', progress: 0 });
    releaseCount();
    await t.services.deps.exportWorker.idle();
    expect((await jobs()).find((row) => row.fileId === answer.data.fileId)).toMatchObject({ status: 'done', totalNum: 12_000 });
  }, 60_000);

  it('answers a small export as the file, never counting beyond the estimate', async () => {
    const response = await post({ rows: 30 }, token, 'zh-CN', gatedExport.path);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect((await readRows(await response.arrayBuffer())).actualRowCount).toBe(31);
    expect(countsAsked).toBe(1);
  });
});

describe('exporter names', () => {
  it('are declared once: every declared name has exactly one exporter, and every exporter a declared name', () => {
    const names = FEATURE_EXPORTERS.map((exporter) => exporter.name).sort();
    expect(names).toEqual([
      'audit.log',
      'bq.performance',
      'bq.sendRecords',
      'feedback.list',
      'hrm.attendance',
      'mc.messages',
      'rpt.profit',
    ]);
    expect(names).toEqual(Object.values(EXPORTERS).sort());
  });
});
