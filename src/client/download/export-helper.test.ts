import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../tests/fixtures/api-server';
import type * as SaveBlob from './save-blob';

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('../ui/toast', async (original) => ({ ...(await original<object>()), toast: toasts }));
const saved = vi.hoisted(() => [] as { name: string; size: number }[]);
vi.mock('./save-blob', async (importOriginal) => ({
  ...(await importOriginal<typeof SaveBlob>()),
  saveBlob: (blob: Blob, name: string) => saved.push({ name, size: blob.size }),
}));

import { exportMessages } from '../../shared/api/message-calls';
import { setLanguage } from '../i18n/i18n';
import { useDownloads } from './download-store';
import { exportFile } from './export-helper';
import { fileNameFrom } from './save-blob';

const server = mockApi();
const requests: Request[] = [];
server.events.on('request:start', ({ request }) => void requests.push(request));

/** The export call answers with this body (every export path alike). */
function answer(body: BodyInit, headers: Record<string, string>, status = 200) {
  server.use(http.all('*', () => new HttpResponse(body, { status, headers })));
}
const json = (value: unknown, status = 200) => answer(JSON.stringify(value), { 'Content-Type': 'application/json' }, status);

beforeEach(async () => {
  saved.length = 0;
  requests.length = 0;
  toasts.error.mockReset();
  useDownloads.setState({ dot: false, queued: null });
  localStorage.clear();
  await setLanguage('zh');
});

describe('exportFile (shell.md §4/§7)', () => {
  it('saves a file answer under the name of its Content-Disposition', async () => {
    answer('xlsx-bytes', {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="_____20261102.xlsx"; filename*=UTF-8''${encodeURIComponent('消息查询_20261102.xlsx')}`,
    });
    const outcome = await exportFile(exportMessages, { keyword: '' });
    expect(outcome).toEqual({ kind: 'file', fileName: '消息查询_20261102.xlsx', size: 10 });
    expect(saved).toEqual([{ name: '消息查询_20261102.xlsx', size: 10 }]);
    expect(requests.map((request) => [request.method, new URL(request.url).pathname])).toEqual([['POST', '/v2/sys/mc/message/export']]);
  });

  it('opens the task dialog and lights the download dot for a queued export', async () => {
    json({ code: 0, msg: 'OK', data: { syncFlag: false, fileId: 'f-1', totalNum: 1_200_000, estimateMinutes: 6 } });
    const outcome = await exportFile(exportMessages, { keyword: '' });
    expect(outcome.kind).toBe('queued');
    expect(useDownloads.getState()).toMatchObject({ dot: true, queued: { fileId: 'f-1', estimateMinutes: 6 } });
    expect(localStorage.getItem('sb.downloadDot')).toBe('1');
    expect(saved).toEqual([]);
  });

  it('treats any other JSON answer as a failure with the server message', async () => {
    json({ code: 10000403, msg: '暂无权限，请联系管理员', data: null }, 403);
    await expect(exportFile(exportMessages, { keyword: '' })).rejects.toMatchObject({ code: 10000403 });
    expect(toasts.error).toHaveBeenCalledWith('暂无权限，请联系管理员');
  });

  it('says 导出失败 when the JSON answer has no message', async () => {
    json({ code: 10000500, msg: '', data: null }, 500);
    await expect(exportFile(exportMessages, { keyword: '' })).rejects.toBeTruthy();
    expect(toasts.error).toHaveBeenCalledWith('导出失败');
  });
});

describe('fileNameFrom', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(fileNameFrom(`attachment; filename="a.xlsx"; filename*=UTF-8''%E4%B8%AD.xlsx`, 'x')).toBe('中.xlsx');
    expect(fileNameFrom('attachment; filename="plain.xlsx"', 'x')).toBe('plain.xlsx');
    expect(fileNameFrom(`attachment; filename*=UTF-8''%E4%B8`, 'x')).toBe('x');
    expect(fileNameFrom(null, 'fallback.xlsx')).toBe('fallback.xlsx');
  });
});
