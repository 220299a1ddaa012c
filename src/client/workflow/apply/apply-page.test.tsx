import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../../tests/fixtures/api-server';
import { operateDraft, operatePreview } from '../../../shared/api/workflow-apply-calls';
import { processFormField, selectProcess } from '../../../shared/api/workflow-process-calls';
import { setLanguage } from '../../i18n/i18n';
import ApplyPage from './apply-page';
import { RECHARGE_PROCESS } from './recharge-process.fixture';

const server = { draft: null as unknown, formAnswer: null as unknown };
mockApi(
  http.get(selectProcess.path, () => ok([RECHARGE_PROCESS])),
  http.get(processFormField.path.replace(':id', '7'), () =>
    server.formAnswer
      ? HttpResponse.json(server.formAnswer)
      : ok({ processId: 7, version: 2, formFields: [{ key: 'reason', label: '申请事由', type: 'textarea', required: true }] }),
  ),
  http.get(operateDraft.path, () => ok(server.draft)),
  http.post(operatePreview.path, () => ok({ nodes: [], pendingFields: [] })),
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
