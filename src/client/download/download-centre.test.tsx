import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../tests/fixtures/api-server';
import { setSessionUser } from '../../../tests/fixtures/session-user';
import { downloadPage, downloadRetry, EXPORTERS, type ExportJobRow } from '../../shared/api/download-calls';
import { idempotenceKey } from '../../shared/api/staff-calls';
import { setLanguage } from '../i18n/i18n';
import DownloadCentrePage from './download-centre-page';
import { useDownloads } from './download-store';
import { ExportQueuedDialog } from './export-queued-dialog';
import { POLL_MS } from './use-export-jobs';

const job = (extra: Partial<ExportJobRow>): ExportJobRow => ({
  fileId: '00000000-0000-4000-8000-000000000001',
  exporter: EXPORTERS.sendRecords,
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

const server = mockApi(http.get(idempotenceKey.path, () => ok({ key: 'k' })));
const calls: { path: string; body: unknown }[] = [];
server.events.on('request:start', async ({ request }) => {
  calls.push({
    path: new URL(request.url).pathname,
    body:
      request.method === 'POST'
        ? await request
            .clone()
            .json()
            .catch(() => null)
        : null,
  });
});

function serve(rows: ExportJobRow[]) {
  server.use(
    http.post(downloadPage.path, () => ok({ rows, count: rows.length, active: 0 })),
    http.post(downloadRetry.path, () => ok(rows[1])),
  );
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
    serve([
      job({}),
      job({
        fileId: '00000000-0000-4000-8000-000000000002',
        status: 'failed',
        retryable: true,
        error: 'source went away',
        fileName: null,
        fileSize: null,
      }),
    ]);
    render(
      <MemoryRouter>
        <DownloadCentrePage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('短信发送记录_20261102-100000.xlsx')).toBeTruthy();
    expect(screen.getAllByText('1,200,000')).toHaveLength(2);
    expect(screen.getByText('45.8 MB')).toBeTruthy();
    expect(screen.getByText('已完成', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('失败', { selector: 'span' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '下载' })).toBeTruthy();
    expect(useDownloads.getState().dot).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    await vi.waitFor(() => expect(calls.filter((call) => call.path === downloadPage.path)).toHaveLength(2));
    expect(calls.map((call) => call.path)).toEqual([downloadPage.path, idempotenceKey.path, downloadRetry.path, downloadPage.path]);
    expect(calls[2]?.body).toEqual({ fileId: '00000000-0000-4000-8000-000000000002' });
  });

  it('refreshes the list while a job is being written, and stops once none is', async () => {
    const running = job({ status: 'running', progress: 40, fileName: null, fileSize: null, finishedAt: null });
    const answers = [
      { rows: [running], count: 1, active: 1 },
      { rows: [job({})], count: 1, active: 0 },
    ];
    let asked = 0;
    server.use(http.post(downloadPage.path, () => ok(answers[Math.min(asked++, 1)])));
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      render(
        <MemoryRouter>
          <DownloadCentrePage />
        </MemoryRouter>,
      );
      expect(await screen.findByText('1 个任务正在生成，列表会自动更新')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
      expect(await screen.findByText('短信发送记录_20261102-100000.xlsx')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
      expect(asked).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the task dialog gives the estimate and leads to the centre', async () => {
    setSessionUser({
      resource: [{ id: 1, router: '/general/download', name: '下载中心', nameEn: 'Download centre', international: 'GER_DOWNLOAD' }],
    } as never);
    useDownloads.setState({ dot: true, queued: { syncFlag: false, fileId: 'f', totalNum: 1_200_000, estimateMinutes: 6 } });
    render(
      <MemoryRouter>
        <ExportQueuedDialog />
      </MemoryRouter>,
    );
    expect(await screen.findByText('导出任务已生成')).toBeTruthy();
    expect(screen.getByText(/约 1,200,000 行.*约 6 分钟/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '前往下载中心' })).toBeTruthy();
  });
});
