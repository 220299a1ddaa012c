import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The shared API client binds fetch when it is created: route it through a replaceable handler.
const server = vi.hoisted(() => {
  const state = { handler: (async () => new Response('{}')) as typeof fetch };
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => state.handler(input, init)) as typeof fetch;
  return state;
});
import type { ExportJobRow } from '../../shared/api/download-calls';
import { useSession } from '../auth/session-store';
import { setLanguage } from '../i18n/i18n';
import DownloadCentrePage from './download-centre-page';
import { useDownloads } from './download-store';
import { ExportQueuedDialog } from './export-queued-dialog';
import { uploadInSegments } from './upload-helper';

const job = (extra: Partial<ExportJobRow>): ExportJobRow => ({
  fileId: '00000000-0000-4000-8000-000000000001',
  exporter: 'bq.sendRecords',
  title: '短信发送记录',
  status: 'done',
  progress: 100,
  totalNum: 1_200_000,
  fileName: '短信发送记录_20261102-100000.xlsx',
  fileSize: 48_000_000,
  error: null,
  retryable: false,
  createdAt: '2026-11-02T02:00:00.000Z',
  finishedAt: '2026-11-02T02:05:00.000Z',
  expiresAt: '2026-11-09T02:05:00.000Z',
  ...extra,
});

const calls: { url: string; body: unknown }[] = [];
function serve(rows: ExportJobRow[]) {
  server.handler = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
    const data = url.includes('/idempotence') ? { key: 'k' } : url.includes('/retry') ? rows[1] : { rows, count: rows.length, active: 0 };
    return new Response(JSON.stringify({ code: 0, msg: 'OK', data }), { headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}

beforeEach(async () => {
  calls.length = 0;
  localStorage.clear();
  await setLanguage('zh');
});
afterEach(cleanup);

describe('download centre', () => {
  it('lists jobs with status, rows and size; retries a failed one; clears the download dot', async () => {
    useDownloads.setState({ dot: true, queued: null });
    serve([job({}), job({ fileId: '00000000-0000-4000-8000-000000000002', status: 'failed', retryable: true, error: 'source went away', fileName: null, fileSize: null })]);
    render(<MemoryRouter><DownloadCentrePage /></MemoryRouter>);
    expect(await screen.findByText('短信发送记录_20261102-100000.xlsx')).toBeTruthy();
    expect(screen.getAllByText('1,200,000')).toHaveLength(2);
    expect(screen.getByText('45.8 MB')).toBeTruthy();
    expect(screen.getByText('已完成', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('失败', { selector: 'span' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '下载' })).toBeTruthy();
    expect(useDownloads.getState().dot).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(calls.some((call) => call.url.endsWith('/v2/download/downloadCenter/api/retry'))).toBe(true);
  });

  it('the task dialog gives the estimate and leads to the centre', async () => {
    useSession.setState({ user: { resource: [{ id: 1, router: '/general/download', name: '下载中心', nameEn: 'Download centre', international: 'GER_DOWNLOAD' }] } as never });
    useDownloads.setState({ dot: true, queued: { syncFlag: false, fileId: 'f', totalNum: 1_200_000, estimateMinutes: 6 } });
    render(<MemoryRouter><ExportQueuedDialog /></MemoryRouter>);
    expect(await screen.findByText('导出任务已生成')).toBeTruthy();
    expect(screen.getByText(/共 1,200,000 行.*约 6 分钟/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '前往下载中心' })).toBeTruthy();
  });
});

describe('segmented upload', () => {
  it('sends a large file in 5 MB chunks under one upload id', async () => {
    const sent: FormData[] = [];
    server.handler = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const form = init?.body as FormData;
      sent.push(form);
      const last = Number(form.get('chunkIndex')) === Number(form.get('chunkTotal')) - 1;
      const file = last ? { fileId: 'x', fileName: 'big.bin', size: 11, contentType: '', sha256: '', url: '' } : null;
      return new Response(JSON.stringify({ code: 0, msg: 'OK', data: { received: sent.length, chunkTotal: 3, file, uploadId: form.get('uploadId') } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch;
    const file = new File([new Uint8Array(11 * 1024 * 1024)], 'big.bin');
    const progress: number[] = [];
    const stored = await uploadInSegments(file, (done) => progress.push(done));
    expect(stored.fileName).toBe('big.bin');
    expect(sent.map((form) => form.get('chunkIndex'))).toEqual(['0', '1', '2']);
    expect(new Set(sent.map((form) => form.get('uploadId'))).size).toBe(1);
    expect(sent.map((form) => (form.get('chunk') as File).size)).toEqual([5 * 1024 * 1024, 5 * 1024 * 1024, 1024 * 1024]);
    expect(progress).toEqual([1, 2, 3]);
  });
});
