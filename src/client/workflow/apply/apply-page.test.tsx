import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../../tests/fixtures/api-server';
import { operateDraft, operatePreview } from '../../../shared/api/workflow-apply-calls';
import { processFormField, selectProcess } from '../../../shared/api/workflow-process-calls';
import { operateAgree, operateInstanceDetail } from '../../../shared/api/workflow-operate-calls';
import { idempotenceKey } from '../../../shared/api/staff-calls';
import { setLanguage } from '../../i18n/i18n';
import ApplyPage from './apply-page';
import { RECHARGE_PROCESS } from './recharge-process.fixture';

const server = { draft: null as unknown, formAnswer: null as unknown, kind: 'resubmit', agreed: [] as unknown[], previews: 0 };
/** A recharge request 周启明 sent back to 李娜 (only the fields the resubmit page reads). */
const returned = () => ({
  instanceId: 42,
  processId: 7,
  processName: '充值申请',
  version: 1,
  status: 'returned',
  formFields: [{ key: 'reason', label: '申请事由', type: 'textarea', required: true }],
  formData: { reason: '客户预充值' },
  myTask: server.kind ? { taskId: 80, rev: 3, nodeId: 'start', kind: server.kind } : null,
});
mockApi(
  http.get(selectProcess.path, () => ok([RECHARGE_PROCESS])),
  http.get(processFormField.path.replace(':id', '7'), () =>
    server.formAnswer
      ? HttpResponse.json(server.formAnswer)
      : ok({ processId: 7, version: 2, formFields: [{ key: 'reason', label: '申请事由', type: 'textarea', required: true }] }),
  ),
  http.get(operateDraft.path, () => ok(server.draft)),
  http.post(operatePreview.path, () => {
    server.previews += 1;
    return ok({ nodes: [], pendingFields: [] });
  }),
  http.get(operateInstanceDetail.path, () => ok(returned())),
  http.get(idempotenceKey.path, () => ok({ key: 'k-1' })),
  http.post(operateAgree.path, async ({ request }) => {
    server.agreed.push(await request.json());
    return ok({ instanceId: 42, status: 'running' });
  }),
);

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ApplyPage />
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  server.draft = null;
  server.formAnswer = null;
  server.kind = 'resubmit';
  server.agreed = [];
  server.previews = 0;
  await setLanguage('zh');
});
afterEach(cleanup);

describe('an apply route renders the process bound to it', () => {
  it('shows the route’s process with its published form', async () => {
    renderAt('/general/process/recharge-apply/recharge/apply');
    expect(await screen.findByRole('heading', { level: 1, name: '充值申请' })).toBeTruthy();
    expect(await screen.findByLabelText('申请事由 *')).toBeTruthy();
  });

  it('opens the saved draft with its values', async () => {
    server.draft = { processId: 7, formData: { reason: '上次没写完' }, chosenApprovers: {}, updatedAt: '2026-11-24T02:05:00.000Z' };
    renderAt('/general/process/sponsor/submit?processId=7');
    expect(((await screen.findByLabelText('申请事由 *')) as HTMLTextAreaElement).value).toBe('上次没写完');
    expect(screen.getByText('已恢复 2026/11/24 10:05 保存的草稿').getAttribute('role')).toBe('status');
  });

  it('says a route whose process is disabled or unpublished cannot be started', async () => {
    renderAt('/general/process/recharge-apply/hedge/apply');
    expect(await screen.findByRole('heading', { level: 2, name: '该审批暂不可发起' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回发起流程' }).getAttribute('href')).toBe('/general/process/sponsor');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('names a form that failed to load', async () => {
    server.formAnswer = { code: 10000409, msg: '该流程尚未发布，不能发起', data: null };
    renderAt('/general/process/recharge-apply/recharge/apply');
    expect((await screen.findByRole('alert')).textContent).toContain('该流程尚未发布，不能发起');
  });
});

describe('a returned request opened again (?resubmit=)', () => {
  it('fills the form with what was sent and submits it again as the applicant’s resubmit task', async () => {
    renderAt('/general/process/sponsor/submit?resubmit=42');
    expect(await screen.findByRole('heading', { level: 1, name: '重新提交：充值申请' })).toBeTruthy();
    const reason = (await screen.findByLabelText('申请事由 *')) as HTMLTextAreaElement;
    expect(reason.value).toBe('客户预充值');
    expect(screen.queryByRole('button', { name: /保存草稿/ })).toBeNull();
    fireEvent.change(reason, { target: { value: '客户预充值，金额已按预算调整' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /重新提交/ }));
    });
    await waitFor(() => expect(server.agreed).toEqual([{ taskId: 80, rev: 3, formData: { reason: '客户预充值，金额已按预算调整' } }]));
    // The request keeps its own version's path: the published one is not previewed.
    expect(server.previews).toBe(0);
  });

  it('says so when the request is not waiting on the caller', async () => {
    server.kind = '';
    renderAt('/general/process/sponsor/submit?resubmit=42');
    expect((await screen.findByText('这条申请现在不在你这里，不需要重新提交。')).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: '查看这条申请' }).getAttribute('href')).toBe('/general/my-initiate/profile?id=42');
  });
});
