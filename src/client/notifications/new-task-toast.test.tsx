import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../tests/fixtures/api-server';
import { pushConnection } from '../../shared/api/message-calls';
import { idempotenceKey } from '../../shared/api/staff-calls';
import { mySummary, operateAgree, operateCurrentTask } from '../../shared/api/workflow-calls';
import { portalClient } from '../api/portal-client';
import { queryClient } from '../api/query-client';
import { callKey, invalidateCall, useCall } from '../api/use-call';
import { setLanguage } from '../i18n/i18n';
import { Toaster, clearToasts } from '../ui/toaster';
import { taskNotice, type TaskNotice } from './new-task-notice';
import { NewTaskToast } from './new-task-toast';
import { usePushStream } from './use-push-stream';

const navigateTo = vi.hoisted(() => vi.fn());
vi.mock('../routes/navigation', () => ({ navigateTo, currentPath: () => '/home' }));

/** The message-centre push of a new task, as the server sends it (workflow-notices.ts). */
const NEW_TASK = {
  event: 'message',
  msgId: 41,
  msgType: 3,
  title: '新待办',
  msgContentTemplate: '{title} 等待你审批',
  msgFillAfterVar: [{ key: '{title}', showFieldName: '充值申请（李娜）' }],
  content: '充值申请（李娜） 等待你审批',
  link: '/general/my-agent/profile?id=12&taskId=34',
};

const agreed: unknown[] = [];
let summaryReads = 0;
let pushMessage: (data: object) => void = () => undefined;
let currentTask: object | null = { taskId: 34, rev: 2, nodeId: 'finance', kind: 'approve' };

mockApi(
  http.get(pushConnection.path, () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('event: connection\ndata: {"event":"connection"}\n\n'));
        pushMessage = (data) => controller.enqueue(encoder.encode(`event: message\ndata: ${JSON.stringify(data)}\n\n`));
      },
    });
    return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
  }),
  http.get('/v2/message/*', () => ok({ unread: true, count: 1 })),
  http.post('/v2/message/*', () => ok({ rows: [], count: 0 })),
  http.get(mySummary.path, () => ((summaryReads += 1), ok({ applyNum: 1, ccNum: 0, handleNum: 2, todoNum: summaryReads }))),
  http.get(operateCurrentTask.path, () => ok(currentTask)),
  http.get(idempotenceKey.path, () => ok({ key: 'k1' })),
  http.post(operateAgree.path, async ({ request }) => (agreed.push(await request.json()), ok({ instanceId: 12, status: 'running' }))),
  // Every list the refresh after a move reads again.
  http.post('/v2/workflow/*', () => ok({ rows: [], count: 0 })),
);

beforeAll(() => setLanguage('zh'));
beforeEach(() => {
  agreed.length = 0;
  summaryReads = 0;
  currentTask = { taskId: 34, rev: 2, nodeId: 'finance', kind: 'approve' };
  navigateTo.mockClear();
  portalClient.acceptTokens({ token: 'a1', tokenHead: 'Bearer ', expiresIn: 7200, refreshToken: 'r1' });
});
afterEach(() => {
  clearToasts();
  cleanup();
});

describe('taskNotice', () => {
  it('reads the request, the task and the title of a to-do message', () => {
    expect(taskNotice(NEW_TASK)).toEqual({
      instanceId: 12,
      taskId: 34,
      kind: '新待办',
      title: '充值申请（李娜）',
      profile: '/general/my-agent/profile?id=12',
    });
  });

  it('leaves other messages alone: a result, a cc, a mail, a broken link', () => {
    expect(taskNotice({ ...NEW_TASK, title: '申请已通过', link: '/general/my-initiate/profile?id=12' })).toBeNull();
    expect(taskNotice({ ...NEW_TASK, link: '/general/my-deliver/profile?id=12' })).toBeNull();
    expect(taskNotice({ ...NEW_TASK, msgType: 2 })).toBeNull();
    expect(taskNotice({ ...NEW_TASK, link: '/general/my-agent/profile?id=abc' })).toBeNull();
  });
});

const notice = taskNotice(NEW_TASK) as TaskNotice;

describe('the new-task toast', () => {
  it('同意 agrees at once without a comment, on the task revision the server has now', async () => {
    const onDone = vi.fn();
    render(
      <>
        <Toaster />
        <NewTaskToast notice={notice} onDone={onDone} />
      </>,
    );
    expect(screen.getByText('新待办：充值申请（李娜）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '同意' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(agreed).toEqual([{ taskId: 34, rev: 2, comment: '', attachments: [] }]);
    expect(await screen.findByText('已同意：充值申请（李娜）')).toBeTruthy();
  });

  it('查看 opens the to-do; 同意 on a task that is no longer the reader’s says so and sends nothing', async () => {
    const onDone = vi.fn();
    render(
      <>
        <Toaster />
        <NewTaskToast notice={notice} onDone={onDone} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: '查看' }));
    expect(navigateTo).toHaveBeenCalledWith('/general/my-agent/profile?id=12');
    currentTask = null;
    fireEvent.click(screen.getByRole('button', { name: '同意' }));
    expect(await screen.findByText('这条待办已不在你名下')).toBeTruthy();
    expect(agreed).toEqual([]);
  });

  it('goes away by itself once the task is handled elsewhere (the palette, the to-do page)', async () => {
    const onDone = vi.fn();
    render(<NewTaskToast notice={notice} onDone={onDone} />);
    await waitFor(() => expect(queryClient.getQueryData(callKey(operateCurrentTask, { query: { instanceId: 12 } }))).toBeTruthy());
    expect(onDone).not.toHaveBeenCalled();
    currentTask = null;
    await act(() => invalidateCall(operateCurrentTask));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});

function Home() {
  usePushStream();
  const summary = useCall(mySummary).data;
  return <p>{`todo=${String(summary?.todoNum)}`}</p>;
}

describe('a pushed new task', () => {
  it('shows the toast with 同意 and 查看 and refreshes the home counts', async () => {
    render(
      <>
        <Toaster />
        <Home />
      </>,
    );
    await screen.findByText('todo=1');
    act(() => pushMessage(NEW_TASK));
    expect(await screen.findByText('新待办：充值申请（李娜）')).toBeTruthy();
    expect(screen.getByRole('button', { name: '同意' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看' })).toBeTruthy();
    await screen.findByText('todo=2');
  });

  it('refreshes the counts but shows no toast for a result notice', async () => {
    render(
      <>
        <Toaster />
        <Home />
      </>,
    );
    await screen.findByText('todo=1');
    act(() => pushMessage({ ...NEW_TASK, title: '申请已通过', link: '/general/my-initiate/profile?id=12' }));
    await screen.findByText('todo=2');
    expect(screen.queryByRole('button', { name: '查看' })).toBeNull();
  });
});
