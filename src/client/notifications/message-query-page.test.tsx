import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { centerMessageList, messageDropList } from '../../shared/api/message-calls';
import { queryClient } from '../api/query-client';
import { setLanguage } from '../i18n/i18n';
import MessageQueryPage from './message-query-page';

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'OK', data });
const bodies: unknown[] = [];
const server = setupServer(
  // The types arrive after the first render, as on a fresh page.
  http.get(
    messageDropList.path,
    async () => (
      await delay(30),
      ok([
        { msgType: 1, name: '系统消息', nameEn: 'System' },
        { msgType: 2, name: '新邮件', nameEn: 'New mail' },
      ])
    ),
  ),
  http.post(centerMessageList.path, async ({ request }) => (bodies.push(await request.json()), ok({ rows: [], count: 0 }))),
);

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MessageQueryPage />
      <Address />
    </MemoryRouter>,
  );
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const address = () => decodeURIComponent(screen.getByTestId('address').textContent ?? '');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  bodies.length = 0;
  queryClient.clear();
  await setLanguage('zh');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('message query filters', () => {
  it('shows the applied type once the types arrive, and applies the filters with 查询 as the list call reads them', async () => {
    renderAt('/message/notification?msgType=2');
    await vi.waitFor(() => expect(select('类型').value).toBe('2'));

    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '  审批 ' } });
    fireEvent.change(select('状态'), { target: { value: '0' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '查询' })));

    expect(address()).toBe('?keyword=审批&msgType=2&status=0');
    await vi.waitFor(() => expect(bodies.at(-1)).toEqual({ keyword: '审批', msgType: 2, status: 0, page: 1, pageSize: 20 }));
  });

  it('empties every filter with 重置', async () => {
    renderAt('/message/notification?keyword=审批&msgType=2&status=1');
    await vi.waitFor(() => expect(select('类型').value).toBe('2'));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '重置' })));
    expect(address()).toBe('');
    expect([(screen.getByLabelText('关键词') as HTMLInputElement).value, select('类型').value, select('状态').value]).toEqual(['', '', '']);
    await vi.waitFor(() => expect(bodies.at(-1)).toEqual({ keyword: '', page: 1, pageSize: 20 }));
  });
});
