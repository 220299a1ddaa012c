import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedbackTags } from '../../shared/api/assistant-calls';
import { queryClient } from '../api/query-client';
import { setLanguage } from '../i18n/i18n';
import { FeedbackDialog } from './feedback-dialog';

const server = setupServer(
  http.get(feedbackTags.path, () => HttpResponse.json({ code: 0, msg: 'OK', data: [{ tagName: '数据准确' }, { tagName: '回答完整' }] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  queryClient.clear();
  await setLanguage('zh');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('answer feedback form', () => {
  it('asks for a tag with the call’s own message before sending anything', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<FeedbackDialog chatUuid="5511bdc9-1f5d-4eb8-9594-25a4cbc72eb7" like={1} onSubmit={onSubmit} onClose={() => undefined} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交' }));
    });
    expect(await screen.findByText('请至少选择一个标签')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the chosen tags joined and the remark, then closes', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onClose = vi.fn();
    render(<FeedbackDialog chatUuid="5511bdc9-1f5d-4eb8-9594-25a4cbc72eb7" like={1} onSubmit={onSubmit} onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: '数据准确' }));
    fireEvent.click(screen.getByRole('button', { name: '回答完整' }));
    fireEvent.change(screen.getByLabelText('补充说明（可选）'), { target: { value: ' 很好 ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交' }));
    });
    expect(onSubmit).toHaveBeenCalledWith('数据准确,回答完整', '很好');
    expect(onClose).toHaveBeenCalled();
  });
});
