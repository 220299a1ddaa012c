import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../../tests/fixtures/api-server';
import { idempotenceKey, staffSelect } from '../../../shared/api/staff-calls';
import { rolePage } from '../../../shared/api/workflow-process-calls';
import { APP_CODES } from '../../../shared/error-codes';
import { setLanguage } from '../../i18n/i18n';
import NoticeRulesPage from './notice-rules-page';
import WorkflowRolesPage from './workflow-roles-page';

const ROLE = { id: 3, code: 'finance-approvers', name: '财务审批人', nameEn: 'Finance approvers', staffIds: [5], state: 'enabled' };
const sent: unknown[] = [];
mockApi(
  http.post(rolePage.path, () => ok({ rows: [ROLE], count: 1 })),
  http.get(staffSelect.path, ({ request }) => {
    const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
    const all = [
      { staffId: 5, name: '陈静', jobNumber: 'SB2001', deptNames: ['财务部'] },
      { staffId: 9, name: '刘洋', jobNumber: 'SB3001', deptNames: ['运营部'] },
    ];
    return ok(all.filter((s) => s.name.includes(keyword)));
  }),
  http.get(idempotenceKey.path, () => ok({ key: 'k1' })),
  http.post('/v2/workflow/role/update/3', async ({ request }) => {
    sent.push(await request.json());
    return ok(ROLE);
  }),
  http.post('/v2/workflow/role/deleted/3', () =>
    HttpResponse.json({ code: APP_CODES.WORKFLOW_IN_USE, msg: '角色仍被流程使用：充值申请', data: { processNames: ['充值申请'] } }),
  ),
);

beforeEach(async () => {
  sent.length = 0;
  await setLanguage('zh');
});
afterEach(cleanup);

const renderRoles = () =>
  render(
    <MemoryRouter>
      <WorkflowRolesPage />
    </MemoryRouter>,
  );

describe('流程角色', () => {
  it('re-staffs a role through role/update with its code kept', async () => {
    renderRoles();
    const row = await screen.findByRole('row', { name: /财务审批人/ });
    await waitFor(() => expect(within(row).getByText('陈静')).toBeTruthy());
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑角色：财务审批人' });
    fireEvent.change(within(dialog).getByPlaceholderText('搜索姓名或工号添加成员'), { target: { value: '刘' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: /刘洋 \(SB3001\)/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(sent).toEqual([{ code: 'finance-approvers', name: '财务审批人', nameEn: 'Finance approvers', staffIds: [5, 9] }]),
    );
  });

  it('asks before deleting, and a refused delete leaves the role listed', async () => {
    renderRoles();
    const row = await screen.findByRole('row', { name: /财务审批人/ });
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除角色“财务审批人”？' });
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('row', { name: /财务审批人/ })).toBeTruthy();
  });
});

describe('流程通知', () => {
  it('states the engine’s six notice rules read-only, with DingTalk work notices when the app is configured', () => {
    render(<NoticeRulesPage />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-event'))).toEqual(['task', 'returned', 'rejected', 'approved', 'cc', 'urge']);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['该节点的每位审批人 / 办理人', '发送', '配置钉钉应用后发送', '我的待办 · 详情']);
    expect(screen.getByText(/每条审批通知也会作为钉钉工作通知发给已绑定钉钉账号的接收人/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
