import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../../tests/fixtures/api-server';
import { idempotenceKey } from '../../../shared/api/staff-calls';
import { myToDoPage, operateAgree, operateInstanceDetail, type InstanceDetail } from '../../../shared/api/workflow-calls';
import { APP_CODES } from '../../../shared/error-codes';
import { setLanguage } from '../../i18n/i18n';
import { availableActions } from './action-bar';
import TaskProfilePage from './task-profile-page';

const approver = (id: string, name: string) => ({
  type: 'approver' as const,
  id,
  name,
  assignee: { kind: 'staff' as const, staffIds: [4] },
  mode: 'orsign' as const,
  emptyPolicy: 'autoPass' as const,
  skipApproved: false,
  fieldRights: {},
});

const DETAIL: InstanceDetail = {
  instanceId: 42,
  processId: 5,
  processName: '充值申请',
  title: '充值申请（李娜）',
  status: 'running',
  rev: 4,
  version: 2,
  applicant: { staffId: 2, name: '李娜' },
  createdAt: '2026-11-20T02:00:00.000Z',
  finishedAt: null,
  formFields: [
    { key: 'amount', label: '充值金额', type: 'money', required: true },
    { key: 'reason', label: '事由', type: 'text', required: true },
  ],
  formData: { amount: { amount: '12500.5', currency: 'USD' }, reason: '客户预充值' },
  editable: [],
  graph: {
    nodes: [
      approver('lead', '主管审批'),
      {
        type: 'parallel',
        id: 'both',
        name: '会审',
        branches: [
          { id: 'b1', name: '法务', nodes: [approver('legal', '法务审核')] },
          { id: 'b2', name: '风控', nodes: [approver('risk', '风控审核')] },
        ],
      },
      approver('finance', '财务审批'),
    ],
  },
  nodes: [
    {
      nodeId: 'lead',
      name: '主管审批',
      type: 'approver',
      state: 'done',
      people: [{ staffId: 3, name: '张伟', status: 'done', action: 'agree' }],
    },
    { nodeId: 'both', name: '会审', type: 'parallel', state: 'done', people: [] },
    { nodeId: 'legal', name: '法务审核', type: 'approver', state: 'done', people: [] },
    { nodeId: 'risk', name: '风控审核', type: 'approver', state: 'skipped', people: [] },
    {
      nodeId: 'finance',
      name: '财务审批',
      type: 'approver',
      state: 'active',
      people: [{ staffId: 4, name: '陈静', status: 'pending', action: null }],
    },
  ],
  timeline: [
    {
      id: 1,
      action: 'agree',
      nodeId: 'lead',
      nodeName: '主管审批',
      staffId: 3,
      staffName: '张伟',
      comment: '客户信用良好',
      attachments: [{ fileId: 'f1', name: '合同.pdf' }],
      targets: [],
      createdAt: '2026-11-20T03:00:00.000Z',
    },
  ],
  myTask: { taskId: 77, rev: 9, nodeId: 'finance', kind: 'approve' },
};

const state = { detail: DETAIL as InstanceDetail | null, agree: { code: 0, msg: 'OK' }, detailCalls: 0, agreed: [] as unknown[] };
mockApi(
  http.get(idempotenceKey.path, () => ok({ key: `k${Math.random()}` })),
  http.get(operateInstanceDetail.path, () => {
    state.detailCalls += 1;
    return state.detail ? ok(state.detail) : HttpResponse.json({ code: APP_CODES.NOT_FOUND, msg: '记录不存在', data: null });
  }),
  http.post(operateAgree.path, async ({ request }) => {
    state.agreed.push(await request.json());
    return HttpResponse.json({ ...state.agree, data: state.agree.code === 0 ? { instanceId: 42, status: 'running' } : null });
  }),
  http.post(myToDoPage.path, () => ok({ rows: [], count: 0 })),
);

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderProfile(path = '/general/my-agent/profile?id=42') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <TaskProfilePage />
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  state.detail = DETAIL;
  state.agree = { code: 0, msg: 'OK' };
  state.detailCalls = 0;
  state.agreed = [];
  await setLanguage('zh');
});
afterEach(cleanup);

describe('request profile', () => {
  it('shows the form read-only, the flow with each step and branch, and the history', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { name: '充值申请（李娜）' })).toBeTruthy();
    const form = screen.getByRole('region', { name: '表单' });
    expect(within(form).getByText('12,500.50 USD')).toBeTruthy();
    expect(within(form).queryByRole('textbox')).toBeNull();
    const flow = screen.getByRole('region', { name: '审批流程' });
    expect(within(flow).getByText('张伟 · 同意')).toBeTruthy();
    expect(within(flow).getByText('陈静 · 待处理')).toBeTruthy();
    expect(within(flow).getByText('会审（并行）')).toBeTruthy();
    expect(within(flow).getByRole('region', { name: '法务' }).textContent).toContain('法务审核已完成');
    expect(within(flow).getByRole('region', { name: '风控' }).textContent).toContain('风控审核已跳过');
    const history = screen.getByRole('region', { name: '审批记录' });
    expect(within(history).getByText('客户信用良好')).toBeTruthy();
    expect(within(history).getByText('合同.pdf')).toBeTruthy();
    expect(screen.getByText('等待你处理：财务审批')).toBeTruthy();
  });

  it('agrees with a comment by keyboard: A opens the dialog, Ctrl+Enter sends task, revision and comment', async () => {
    renderProfile();
    await screen.findByRole('heading', { name: '充值申请（李娜）' });
    const before = state.detailCalls;
    fireEvent.keyDown(window, { key: 'a' });
    const dialog = await screen.findByRole('dialog', { name: '同意审批' });
    const comment = within(dialog).getByLabelText('审批意见（选填）');
    fireEvent.change(comment, { target: { value: '同意充值' } });
    await act(async () => {
      fireEvent.keyDown(comment, { key: 'Enter', ctrlKey: true });
    });
    await waitFor(() => expect(state.agreed).toEqual([{ taskId: 77, rev: 9, comment: '同意充值' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(state.detailCalls).toBeGreaterThan(before));
  });

  it('a stale task says so, closes the dialog and reads the request again', async () => {
    state.agree = { code: APP_CODES.TASK_STALE, msg: '任务已变化' };
    renderProfile();
    await screen.findByRole('heading', { name: '充值申请（李娜）' });
    const before = state.detailCalls;
    fireEvent.click(screen.getByRole('button', { name: /^同意/ }));
    const dialog = await screen.findByRole('dialog', { name: '同意审批' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '同意' }));
    });
    expect(await screen.findByText('这条任务已被处理或已变化，页面已刷新为最新状态。')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(state.detailCalls).toBeGreaterThan(before));
  });

  it('offers the applicant of a returned request 重新提交, which opens the request in its apply form', async () => {
    state.detail = { ...DETAIL, status: 'returned', myTask: { taskId: 80, rev: 2, nodeId: 'start', kind: 'resubmit' } };
    render(
      <MemoryRouter initialEntries={['/general/my-initiate/profile?id=42']}>
        <Routes>
          <Route path="/general/my-initiate/profile" element={<TaskProfilePage />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: '充值申请（李娜）' });
    const bar = screen.getByRole('toolbar', { name: '审批操作' });
    expect(within(bar).queryByRole('button', { name: /^同意/ })).toBeNull();
    fireEvent.click(within(bar).getByRole('button', { name: /^重新提交/ }));
    expect((await screen.findByTestId('location')).textContent).toBe('/general/process/sponsor/submit?resubmit=42');
    expect(state.agreed).toEqual([]);
  });

  it('says when the request is not there or not the caller’s, and when the link names none', async () => {
    state.detail = null;
    renderProfile();
    expect((await screen.findByRole('alert')).textContent).toBe('找不到这条审批，或你不是它的参与人。');
    cleanup();
    renderProfile('/general/my-handle/profile');
    expect(screen.getByRole('alert').textContent).toBe('链接缺少审批编号，请从列表打开审批。');
    expect(screen.getByRole('link', { name: '← 返回列表' }).getAttribute('href')).toBe('/general/my-handle');
  });
});

describe('available moves', () => {
  it('gives the approver the task moves, the applicant withdraw and remind, a returned request only resubmit', () => {
    expect(availableActions(DETAIL, 4)).toEqual(['agree', 'reject', 'transmit', 'addSign', 'comment', 'cc']);
    expect(availableActions({ ...DETAIL, myTask: null }, 2)).toEqual(['comment', 'withdraw', 'urge', 'cc']);
    const returned = { ...DETAIL, status: 'returned', myTask: { taskId: 80, rev: 1, nodeId: 'start', kind: 'resubmit' } };
    expect(availableActions(returned, 2)).toEqual(['agree', 'comment', 'withdraw', 'cc']);
    expect(availableActions({ ...DETAIL, status: 'approved', myTask: null }, 2)).toEqual(['comment', 'cc']);
  });
});
