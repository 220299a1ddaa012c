import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../tests/fixtures/api-server';
import { versionPage, versionSave, versionTimelinePage } from '../../shared/api/version-calls';
import { APP_CODES } from '../../shared/error-codes';
import { queryClient } from '../api/query-client';
import { setLanguage } from '../i18n/i18n';
import NoteConfigPage from './note-config-page';
import TimelinePage from './timeline-page';

let timeline: () => Response = () => ok({ rows: [], count: 0, years: [] });
const saved: unknown[] = [];
mockApi(
  http.post(versionTimelinePage.path, () => timeline()),
  http.post(versionPage.path, () => ok({ rows: [], count: 0 })),
  http.post(versionSave.path, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    saved.push(body);
    return ok({
      id: 7,
      state: body.publish ? 'published' : 'draft',
      docs: [],
      releasedAt: '2026-11-24T10:00:00.000Z',
      updatedAt: null,
      authorName: '周启明',
      ...body,
    });
  }),
);

beforeEach(async () => {
  saved.length = 0;
  await setLanguage('zh');
});
afterEach(() => {
  cleanup();
  queryClient.clear();
});

const renderPage = (page: React.ReactElement) => render(<MemoryRouter>{page}</MemoryRouter>);

describe('版本时间轴', () => {
  it('says so when nothing was published yet', async () => {
    timeline = () => ok({ rows: [], count: 0, years: [] });
    renderPage(<TimelinePage />);
    expect(await screen.findByText('还没有发布过版本说明。')).toBeTruthy();
  });

  it('says so to a person without the permission, not a bare failure', async () => {
    timeline = () =>
      HttpResponse.json({ code: APP_CODES.FORBIDDEN, msg: '没有权限', data: { permission: 'MC_PUBLICNOTICE_TIMEAXIS' } }, { status: 403 });
    renderPage(<TimelinePage />);
    expect(await screen.findByText('没有权限')).toBeTruthy();
    expect(screen.queryByText(/加载失败/)).toBeNull();
  });

  it('renders a note’s markdown without its raw HTML', async () => {
    timeline = () =>
      ok({
        rows: [
          {
            id: 1,
            version: '1.4.0',
            versionType: 'fix',
            popupState: 1,
            releasedAt: '2026-11-24T02:00:00.000Z',
            docs: [{ id: 'a', name: '手册', url: 'https://docs.switchboard.example/a' }],
            title: '1.4 修复',
            content: '- **加粗**\n- <script>window.__x=1</script><b>原始标签</b>',
          },
        ],
        count: 1,
        years: [2026],
      });
    renderPage(<TimelinePage />);
    const article = await screen.findByRole('article', { name: '1.4 修复' });
    expect(within(article).getByText('加粗').tagName).toBe('STRONG');
    expect(article.querySelector('script, b')).toBeNull();
    expect(within(article).getByRole('link', { name: '手册' }).getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('版本公告配置', () => {
  it('checks the note with the call’s own schema, then publishes it as a force popup', async () => {
    renderPage(<NoteConfigPage />);
    fireEvent.click(await screen.findByRole('button', { name: '写版本说明' }));
    const editor = await screen.findByRole('region', { name: '写版本说明' });
    fireEvent.change(within(editor).getByLabelText('版本号'), { target: { value: 'v2' } });
    fireEvent.click(within(editor).getByRole('button', { name: '发布' }));
    await waitFor(() => expect(within(editor).getByLabelText('版本号').getAttribute('aria-invalid')).toBe('true'));
    expect(saved).toEqual([]);

    fireEvent.change(within(editor).getByLabelText('版本号'), { target: { value: '2.0.0' } });
    fireEvent.change(within(editor).getByLabelText('弹窗'), { target: { value: '1' } });
    const zh = within(editor).getByRole('group', { name: '中文' });
    fireEvent.change(within(zh).getByLabelText('标题'), { target: { value: '2.0 版本' } });
    fireEvent.change(within(zh).getByLabelText('正文（Markdown）'), { target: { value: '- 新功能' } });
    const en = within(editor).getByRole('group', { name: 'English' });
    fireEvent.change(within(en).getByLabelText('标题'), { target: { value: 'Release 2.0' } });
    fireEvent.change(within(en).getByLabelText('正文（Markdown）'), { target: { value: '- New' } });
    fireEvent.click(within(editor).getByRole('button', { name: '发布' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      version: '2.0.0',
      versionType: 'feature',
      popupState: 1,
      title: '2.0 版本',
      titleEn: 'Release 2.0',
      content: '- 新功能',
      contentEn: '- New',
      docs: [],
      publish: true,
    });
    // Back to the list.
    expect(await screen.findByRole('button', { name: '写版本说明' })).toBeTruthy();
  });
});
