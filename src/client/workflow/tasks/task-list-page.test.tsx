import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../../tests/fixtures/api-server';
import { myApplyPage, myToDoPage, operateAgree, selectProcess } from '../../../shared/api/workflow-calls';
import { idempotenceKey } from '../../../shared/api/staff-calls';
import { APP_CODES } from '../../../shared/error-codes';
import { setLanguage } from '../../i18n/i18n';
import { MyAgentPage, MyInitiatePage } from './task-list-page';
import type { TaskRow } from './task-table';

const row = (taskId: number, instanceId: number, title: string, applicantName: string): TaskRow => ({
  taskId,
  rev: 3,
  instanceId,
  title,
  processName: '充值申请',
  processNameEn: 'Recharge request',
  nodeName: '财务审批',
  applicantName,
  keyFigure: { amount: '12500.50', currency: 'USD' },
  status: 'running',
  createdAt: '2026-11-20T02:00:00.000Z',
});
const TODO = [
  row(11, 101, '充值申请-星河科技', '李娜'),
  row(12, 102, '充值申请-蓝海物流', '张伟'),
  row(13, 103, '付款申请-星光传媒', '李娜'),
];

/** Bodies the pages sent, by call. */
const sent: { list: Record<string, unknown>[]; agree: Record<string, unknown>[] } = { list: [], agree: [] };
const api = mockApi(
  http.get(idempotenceKey.path, () => ok({ key: `k${Math.random()}` })),
  http.get(selectProcess.path, () =>
    ok([{ id: 5, code: 'recharge', name: '充值申请', nameEn: 'Recharge', groupName: '财务', formPath: null, version: 1 }]),
  ),
  http.post(myToDoPage.path, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.list.push(body);
    // An agreed task leaves the to-do list, as on the server.
    const open = TODO.filter((each) => !sent.agree.some((agreed) => agreed.taskId === each.taskId && each.taskId !== 12));
    const rows = body.applicant ? open.filter((each) => each.applicantName === body.applicant) : open;
    return ok({ rows, count: rows.length });
  }),
  http.post(operateAgree.path, async ({ request }) => {
    const body = (await request.json()) as { taskId: number };
    sent.agree.push(body);
    if (body.taskId === 12) return HttpResponse.json({ code: APP_CODES.TASK_STALE, msg: '该任务已被处理，请刷新', data: null });
    return ok({ instanceId: 100 + body.taskId - 10, status: 'running' });
  }),
);

function renderAt(path: string, Page: () => React.ReactElement) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  sent.list = [];
  sent.agree = [];
  await setLanguage('zh');
});
afterEach(cleanup);

describe('to-do list', () => {
  it('lists the tasks with their step, amount and profile links, server-paged', async () => {
    renderAt('/general/my-agent', MyAgentPage);
    const link = await screen.findByRole('link', { name: '充值申请-星河科技' });
    expect(link.getAttribute('href')).toBe('/general/my-agent/profile?id=101');
    expect(screen.getAllByText('12,500.50 USD')).toHaveLength(3);
    expect(screen.getAllByText('财务审批')).toHaveLength(3);
    expect(sent.list[0]).toEqual({ page: 1, pageSize: 20 });
  });

  it('sends the URL filters to the server and offers to clear them when nothing matches', async () => {
    renderAt('/general/my-agent?applicant=王五&processId=5&from=2026-11-01&to=2026-11-30', MyAgentPage);
    expect(await screen.findByText('没有符合筛选条件的审批。')).toBeTruthy();
    expect(sent.list.at(-1)).toEqual({ applicant: '王五', processId: 5, from: '2026-11-01', to: '2026-11-30', page: 1, pageSize: 20 });
    fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(await screen.findByRole('link', { name: '付款申请-星光传媒' })).toBeTruthy();
    expect(sent.list.at(-1)).toEqual({ page: 1, pageSize: 20 });
  });

  it('batch agree lists what will be approved, agrees each with its revision and reports each row', async () => {
    renderAt('/general/my-agent', MyAgentPage);
    await screen.findByRole('link', { name: '充值申请-星河科技' });
    const batch = screen.getByRole('button', { name: '批量同意（0）' });
    expect((batch as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('选择「充值申请-星河科技」'));
    fireEvent.click(screen.getByLabelText('选择「充值申请-蓝海物流」'));
    fireEvent.click(screen.getByRole('button', { name: '批量同意（2）' }));
    const dialog = await screen.findByRole('dialog', { name: '批量同意 2 项审批' });
    expect(
      within(dialog)
        .getAllByText(/^充值申请-/)
        .map((node) => node.textContent),
    ).toEqual(['充值申请-星河科技', '充值申请-蓝海物流']);
    expect(within(dialog).queryByText('付款申请-星光传媒')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('审批意见（选填，每项相同）'), { target: { value: '同意，按合同执行' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '同意 2 项' }));
    });
    expect(await within(dialog).findByText('1 项已同意，1 项未成功。')).toBeTruthy();
    expect(sent.agree).toEqual([
      { taskId: 11, rev: 3, comment: '同意，按合同执行' },
      { taskId: 12, rev: 3, comment: '同意，按合同执行' },
    ]);
    expect(within(dialog).getByText('已同意')).toBeTruthy();
    // The confirmed rows stay listed while the list reads again without the agreed task.
    await waitFor(() => expect(screen.queryByRole('link', { name: '充值申请-星河科技' })).toBeNull());
    expect(
      within(dialog)
        .getAllByText(/^充值申请-/)
        .map((node) => node.textContent),
    ).toEqual(['充值申请-星河科技', '充值申请-蓝海物流']);
    expect(within(dialog).getByText('未成功：该任务已被处理，请刷新')).toBeTruthy();
  });
});

describe('started list', () => {
  it('says so when nothing was started yet, in English too', async () => {
    api.use(http.post(myApplyPage.path, () => ok({ rows: [], count: 0 })));
    await setLanguage('en');
    renderAt('/general/my-initiate', MyInitiatePage);
    expect(await screen.findByText('You have not started any request yet.')).toBeTruthy();
    expect(screen.getByLabelText('State')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Agree to selected/ })).toBeNull();
  });

  it('shows the failure with a retry', async () => {
    api.use(http.post(myApplyPage.path, () => HttpResponse.json({ code: APP_CODES.INTERNAL, msg: '服务暂时不可用', data: null })));
    renderAt('/general/my-initiate', MyInitiatePage);
    expect((await screen.findByRole('alert')).textContent).toBe('加载失败：服务暂时不可用 重试');
  });
});
