import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../../tests/fixtures/api-server';
import { idempotenceKey, staffSelect } from '../../../shared/api/staff-calls';
import { processQueryPage, selectForm, selectRole, selectServiceName, type ProcessRow } from '../../../shared/api/workflow-process-calls';
import { APP_CODES } from '../../../shared/error-codes';
import { setLanguage } from '../../i18n/i18n';
import ProcessConfigerPage from './process-configer-page';

const ROW: ProcessRow = {
  id: 7,
  code: 'payment',
  name: '付款申请',
  nameEn: 'Payment request',
  groupName: '财务',
  state: 'enabled',
  formId: 3,
  serviceName: null,
  rev: 4,
  publishedVersion: 2,
  draftGraph: {
    nodes: [
      {
        type: 'approver',
        id: 'lead',
        name: '部门负责人审批',
        assignee: { kind: 'deptLead', level: 1 },
        mode: 'orsign',
        emptyPolicy: 'admin',
        skipApproved: false,
        fieldRights: {},
      },
    ],
  },
};

/** What the page sent to save and publish, in order. */
const sent: unknown[] = [];
const server = mockApi(
  http.post(processQueryPage.path, () => ok({ rows: [ROW], count: 1 })),
  http.get(selectRole.path, () => ok([{ id: 1, code: 'finance-approvers', name: '财务审批人', nameEn: 'Finance approvers' }])),
  http.get(selectForm.path, () => ok([{ id: 3, code: 'payment-form', name: '付款申请', nameEn: 'Payment request' }])),
  http.get(selectServiceName.path, () => ok([])),
  http.get(staffSelect.path, () => ok([{ staffId: 5, name: '陈静', jobNumber: 'SB2001', deptNames: ['财务部'] }])),
  http.get('/v2/workflow/process/formAuditField/3', () =>
    ok({ formFields: [{ key: 'amount', label: '付款金额', type: 'money', required: true }], processes: [] }),
  ),
  http.get(idempotenceKey.path, () => ok({ key: 'k1' })),
  http.post('/v2/workflow/process/update/7', async ({ request }) => {
    const body = (await request.json()) as { rev: number; graph: ProcessRow['draftGraph'] };
    sent.push({ update: body.rev, nodes: body.graph?.nodes.map((node) => node.id) });
    return ok({ ...ROW, rev: body.rev + 1, draftGraph: body.graph });
  }),
  http.post('/v2/workflow/process/publish/7', async ({ request }) => {
    sent.push({ publish: ((await request.json()) as { rev: number }).rev });
    return HttpResponse.json({
      code: APP_CODES.VALIDATION,
      msg: '票签节点须设置通过比例（1–100）',
      data: { field: 'graph.lead' },
    });
  }),
);

function renderPage(path = '/setModule/process/configer?code=payment') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ProcessConfigerPage />
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  sent.length = 0;
  await setLanguage('zh');
});
afterEach(cleanup);

describe('审批流配置: the designer', () => {
  it('adds an approver between the lead and 结束, saves it with the draft, and shows why publishing was refused', async () => {
    renderPage();
    const canvas = await screen.findByRole('group', { name: '流程图' });
    await waitFor(() => expect(within(canvas).getByTestId('node-lead').textContent).toContain('直接主管 · 或签'));
    fireEvent.click(within(canvas).getByRole('button', { name: '在第 2 个位置添加节点' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '审批人' }));
    const drawer = await screen.findByRole('dialog', { name: '审批人 · 审批人' });
    fireEvent.click(within(drawer).getByRole('radio', { name: '流程角色' }));
    fireEvent.click(within(drawer).getByRole('radio', { name: /票签/ }));
    fireEvent.change(within(drawer).getByLabelText('通过比例（%）'), { target: { value: '60' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(canvas).getByTestId('node-approver').textContent).toContain('角色：财务审批人 · 票签 60%');
    expect(screen.getByTestId('designer-status').textContent).toBe('当前发布版本 v2 · 有未保存的修改');

    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    const alert = await screen.findByText('票签节点须设置通过比例（1–100）');
    expect(alert.closest('[role="alert"]')?.textContent).toContain('无法发布：');
    // The draft was saved from the revision the editor read, then publishing named the saved revision.
    expect(sent).toEqual([{ update: 4, nodes: ['lead', 'approver'] }, { publish: 5 }]);
    fireEvent.click(screen.getByRole('button', { name: '查看节点' }));
    expect(await screen.findByRole('dialog', { name: '审批人 · 部门负责人审批' })).toBeTruthy();
  });

  it('keeps a cc node naming nobody in its drawer, saying who is missing', async () => {
    renderPage();
    const canvas = await screen.findByRole('group', { name: '流程图' });
    fireEvent.click(within(canvas).getByRole('button', { name: '在第 1 个位置添加节点' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '抄送人' }));
    const drawer = await screen.findByRole('dialog', { name: '抄送人 · 抄送人' });
    fireEvent.click(within(drawer).getByRole('radio', { name: '指定成员' }));
    fireEvent.click(within(drawer).getByRole('button', { name: '确定' }));
    expect((await within(drawer).findByRole('alert')).textContent).toBe('请选择审批成员');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says so when the caller may not configure processes', async () => {
    server.use(http.post(processQueryPage.path, () => HttpResponse.json({ code: APP_CODES.FORBIDDEN, msg: '无权限', data: null })));
    renderPage('/setModule/process/configer');
    expect((await screen.findByRole('alert')).textContent).toContain('没有权限');
  });

  it('lists the processes with their published version and state', async () => {
    renderPage('/setModule/process/configer');
    const row = await screen.findByRole('row', { name: /付款申请/ });
    expect(within(row).getByText('v2')).toBeTruthy();
    expect(within(row).getByRole('switch', { name: '启用 付款申请' }).getAttribute('aria-checked')).toBe('true');
  });
});
