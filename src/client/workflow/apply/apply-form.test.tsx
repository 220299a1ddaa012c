import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../../tests/fixtures/api-server';
import { customerQuery } from '../../../shared/api/crm-calls';
import { upload } from '../../../shared/api/download-calls';
import { idempotenceKey, staffSelect, type UserInfo } from '../../../shared/api/staff-calls';
import { operatePreview, operateDraftSave, type PreviewBody, type PreviewNode } from '../../../shared/api/workflow-apply-calls';
import type { FormField } from '../../../shared/api/workflow-form';
import { operateStart } from '../../../shared/api/workflow-operate-calls';
import { queryClient } from '../../api/query-client';
import { SESSION_USER_KEY } from '../../auth';
import { setLanguage } from '../../i18n/i18n';
import { ApplyForm } from './apply-form';
import { RECHARGE_PROCESS } from './recharge-process.fixture';

const FIELDS: FormField[] = [
  { key: 'title', label: '标题', labelEn: 'Title', type: 'text', required: true, max: 50 },
  { key: 'note', label: '说明', type: 'textarea', required: false },
  { key: 'count', label: '数量', type: 'number', required: true },
  { key: 'amount', label: '充值金额', labelEn: 'Amount', type: 'money', required: true, currencies: ['USD', 'CNY'] },
  { key: 'day', label: '到账日期', type: 'date', required: true },
  { key: 'period', label: '共享期间', type: 'dateRange', required: true },
  {
    key: 'level',
    label: '客户级别',
    type: 'select',
    required: true,
    options: [
      { value: 'A', label: 'A 级' },
      { value: 'B', label: 'B 级' },
    ],
  },
  { key: 'owner', label: '负责人', type: 'staff', required: true },
  { key: 'customer', label: '客户', type: 'customer', required: true },
  { key: 'supplier', label: '供应商', type: 'supplier', required: false },
  { key: 'files', label: '附件', type: 'attachment', required: false, max: 3 },
  {
    key: 'items',
    label: '费用明细',
    type: 'detail',
    required: true,
    columns: [
      { key: 'item', label: '项目', type: 'text', required: true },
      { key: 'days', label: '天数', type: 'number', required: false },
    ],
  },
];
const PROCESS = RECHARGE_PROCESS;

const node = (nodeId: string, name: string, people: string[], extra: Partial<PreviewNode> = {}): PreviewNode => ({
  nodeId,
  name,
  kind: 'approver',
  mode: 'orsign',
  people: people.map((person, index) => ({ staffId: 100 + index, name: person })),
  whenEmpty: null,
  chosenByApplicant: false,
  parallel: null,
  ...extra,
});

const server = {
  previews: [] as PreviewBody[],
  starts: [] as unknown[],
  drafts: [] as unknown[],
  chooser: false,
  startAnswer: null as unknown,
};

/** The recharge flow: lead → finance, plus the general manager from 50,000 USD (as the seed). */
function pathFor(body: PreviewBody): PreviewNode[] {
  const amount = body.formData.amount as { amount: string; currency: string } | undefined;
  const nodes = [node('lead', '部门负责人审批', ['王强']), node('finance', '财务审批', ['陈静'])];
  if (amount && amount.currency === 'USD' && Number(amount.amount) >= 50000) nodes.push(node('gm', '总经理审批', ['周启明']));
  if (server.chooser) nodes.push(node('pick', '指定审批', [], { chosenByApplicant: true }));
  return nodes;
}

mockApi(
  http.get(idempotenceKey.path, () => ok({ key: `k-${server.starts.length}` })),
  http.post(operatePreview.path, async ({ request }) => {
    const body = (await request.json()) as PreviewBody;
    server.previews.push(body);
    return ok({ nodes: pathFor(body), pendingFields: body.formData.amount ? [] : ['amount'] });
  }),
  http.post(operateStart.path, async ({ request }) => {
    server.starts.push(await request.json());
    return server.startAnswer ? HttpResponse.json(server.startAnswer) : ok({ instanceId: 42 });
  }),
  http.post(operateDraftSave.path, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    server.drafts.push(body);
    return ok({ ...body, updatedAt: '2026-11-24T02:00:00.000Z' });
  }),
  http.get(staffSelect.path, ({ request }) => {
    const keyword = new URL(request.url).searchParams.get('keyword');
    return ok(keyword === '张' ? [{ staffId: 12, name: '张伟', jobNumber: 'SB1002', deptNames: ['销售二部'] }] : []);
  }),
  http.post(customerQuery.path, () =>
    ok({
      rows: [
        {
          code: 'C100001',
          name: '星河科技',
          type: 'c',
          country: 'CN',
          countryName: '中国',
          countryNameEn: 'China',
          ownerStaffId: 7,
          ownerName: '李娜',
          ownerJobNumber: 'SB1001',
          deptId: 2,
          deptName: '销售一部',
          level: 'A',
          createdAt: '2026-01-05T02:00:00.000Z',
        },
      ],
      count: 1,
    }),
  ),
  http.post(upload.path, () =>
    ok({
      fileId: 'f-1',
      fileName: '合同.pdf',
      size: 3,
      contentType: 'application/pdf',
      sha256: 'x',
      url: '/v2/download/downloadCenter/api/file?fileId=f-1',
    }),
  ),
);

const USER = { name: '李娜', staffId: 7, permissions: ['GER', 'CRM'] } as unknown as UserInfo;

function Address() {
  return <output data-testid="address">{useLocation().pathname + useLocation().search}</output>;
}

function renderForm(fields = FIELDS) {
  return render(
    <MemoryRouter initialEntries={[PROCESS.formPath ?? '']}>
      <ApplyForm process={PROCESS} fields={fields} draft={null} />
      <Address />
    </MemoryRouter>,
  );
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute('role') === 'alert')?.textContent ?? null;

async function pick(label: string, text: string, option: RegExp) {
  const box = screen.getByRole('combobox', { name: label });
  fireEvent.change(box, { target: { value: text } });
  await screen.findByRole('option', { name: option }, { timeout: 2000 });
  fireEvent.keyDown(box, { key: 'Enter' });
}

/** Fills every required field with a valid value. */
async function fillAll() {
  type('标题 *', '十一月充值');
  type('数量 *', '3');
  type('充值金额 *', '12,000.50');
  type('到账日期 *', '2026-11-30');
  type('共享期间 *', '2026-12-01');
  type('结束日期', '2026-12-31');
  type('客户级别 *', 'B');
  await pick('负责人 *', '张', /张伟/);
  await pick('客户 *', '星河', /星河科技/);
  fireEvent.click(screen.getByRole('button', { name: '添加一行' }));
  type('项目 *', '短信充值');
}

beforeEach(async () => {
  server.previews = [];
  server.starts = [];
  server.drafts = [];
  server.chooser = false;
  server.startAnswer = null;
  queryClient.setQueryData(SESSION_USER_KEY, USER);
  await setLanguage('zh');
});
afterEach(cleanup);

describe('the apply form renders any process’s published fields', () => {
  it('has a control for every field type, labelled in the reader’s language', async () => {
    renderForm();
    expect(screen.getByLabelText('标题 *').tagName).toBe('INPUT');
    expect(screen.getByLabelText('说明').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('数量 *').getAttribute('inputmode')).toBe('decimal');
    expect(
      within(screen.getByRole('combobox', { name: '币种' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['USD', 'CNY']);
    expect(screen.getByLabelText('到账日期 *').getAttribute('type')).toBe('date');
    expect(screen.getByLabelText('结束日期').getAttribute('type')).toBe('date');
    expect(
      within(screen.getByLabelText('客户级别 *'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['请选择', 'A 级', 'B 级']);
    expect(screen.getByRole('combobox', { name: '负责人 *' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '客户 *' })).toBeTruthy();
    expect(screen.getByLabelText('供应商').tagName).toBe('INPUT');
    expect(screen.getByRole('button', { name: '附件' }).textContent).toBe('上传附件');
    expect(screen.getByRole('group', { name: '费用明细 *' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '添加一行' }));
    expect(screen.getByRole('group', { name: '第 1 行' })).toBeTruthy();
    expect(screen.getByLabelText('项目 *')).toBeTruthy();

    await setLanguage('en');
    expect(await screen.findByLabelText('Title *')).toBeTruthy();
    expect(screen.getByLabelText('Amount *')).toBeTruthy();
  });

  it('shows the shared schema’s messages and sends nothing while the form is invalid', async () => {
    renderForm();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交' })));
    for (const label of ['标题 *', '数量 *', '充值金额 *', '到账日期 *', '共享期间 *', '客户级别 *']) {
      expect(errorOf(screen.getByLabelText(label))).toBe('此项为必填项');
    }
    expect(errorOf(screen.getByRole('combobox', { name: '负责人 *' }))).toBe('此项为必填项');
    expect(within(screen.getByRole('group', { name: '费用明细 *' })).getByRole('alert').textContent).toBe('此项为必填项');
    expect(errorOf(screen.getByLabelText('说明'))).toBeNull();

    type('数量 *', '三');
    type('充值金额 *', '0');
    type('共享期间 *', '2026-12-31');
    type('结束日期', '2026-12-01');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交' })));
    expect(errorOf(screen.getByLabelText('数量 *'))).toBe('请输入数字');
    expect(errorOf(screen.getByLabelText('充值金额 *'))).toBe('金额须大于 0');
    expect(errorOf(screen.getByLabelText('共享期间 *'))).toBe('结束时间不能早于开始时间');
    type('充值金额 *', '1.2.3');
    await waitFor(() => expect(errorOf(screen.getByLabelText('充值金额 *'))).toBe('金额格式不正确（最多 14 位整数、6 位小数）'));
    expect(server.starts).toEqual([]);
  });

  it('moves the focus to the first field in error, a picker too', async () => {
    renderForm(['customer', 'amount', 'title'].map((key) => FIELDS.find((field) => field.key === key)!));
    await act(async () => fireEvent.keyDown(screen.getByRole('button', { name: '提交' }), { key: 'Enter', ctrlKey: true }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: '客户 *' })));
  });

  it('submits the start body with Ctrl+Enter and opens the new request', async () => {
    const { container } = renderForm();
    await fillAll();
    const file = new File(['pdf'], '合同.pdf', { type: 'application/pdf' });
    await act(async () => fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [file] } }));
    expect(await screen.findByText('合同.pdf')).toBeTruthy();

    await act(async () => fireEvent.keyDown(screen.getByLabelText('标题 *'), { key: 'Enter', ctrlKey: true }));
    await waitFor(() => expect(server.starts).toHaveLength(1));
    expect(server.starts[0]).toEqual({
      processId: 7,
      formData: {
        title: '十一月充值',
        count: 3,
        amount: { amount: '12000.50', currency: 'USD' },
        day: '2026-11-30',
        period: { from: '2026-12-01', to: '2026-12-31' },
        level: 'B',
        owner: 12,
        customer: 'C100001',
        files: [{ fileId: 'f-1', name: '合同.pdf' }],
        items: [{ item: '短信充值' }],
      },
      chosen: {},
    });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/general/my-initiate/profile?id=42'));
  });

  it('does not submit on a plain Enter in a one-line box', async () => {
    renderForm();
    await fillAll();
    await act(async () => fireEvent.keyDown(screen.getByLabelText('标题 *'), { key: 'Enter' }));
    await pause(50);
    expect(server.starts).toEqual([]);
  });

  it('puts a refusal that names a field on that field', async () => {
    server.startAnswer = { code: 10000400, msg: '所选记录不存在', data: { field: 'formData.customer' } };
    renderForm();
    await fillAll();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交' })));
    await waitFor(() => expect(errorOf(screen.getByRole('combobox', { name: '客户 *' }))).toBe('所选记录不存在'));
  });

  it('saves the draft with what is filled so far', async () => {
    renderForm();
    type('标题 *', '草稿标题');
    type('充值金额 *', '800');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存草稿' })));
    await waitFor(() => expect(server.drafts).toHaveLength(1));
    expect(server.drafts[0]).toEqual({
      processId: 7,
      formData: { title: '草稿标题', amount: { amount: '800', currency: 'USD' } },
      chosenApprovers: {},
    });
  });
});

describe('who will approve', () => {
  const steps = () =>
    Array.from(screen.getByRole('region', { name: '审批流程' }).querySelectorAll('[data-node]'), (element) =>
      element.getAttribute('data-node'),
    );

  it('follows the amount: the general manager joins from 50,000 USD', async () => {
    renderForm();
    await waitFor(() => expect(steps()).toEqual(['lead', 'finance']));
    expect(screen.getByText('填写 充值金额 后，审批人可能会变化')).toBeTruthy();
    type('充值金额 *', '60000');
    await waitFor(() => expect(steps()).toEqual(['lead', 'finance', 'gm']), { timeout: 2000 });
    expect(screen.getByText('周启明')).toBeTruthy();
    expect(server.previews.at(-1)).toEqual({
      processId: 7,
      formData: { amount: { amount: '60000', currency: 'USD' } },
      chosenApprovers: {},
    });
    fireEvent.change(screen.getByRole('combobox', { name: '币种' }), { target: { value: 'CNY' } });
    await waitFor(() => expect(steps()).toEqual(['lead', 'finance']), { timeout: 2000 });
  });

  it('asks for the approvers of a node chosen at start and sends them', async () => {
    server.chooser = true;
    renderForm();
    await fillAll();
    const chooser = await screen.findByRole('combobox', { name: '选择审批人 *' }, { timeout: 2000 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交' })));
    expect(errorOf(chooser)).toBe('请为该节点选择审批人');
    expect(server.starts).toEqual([]);
    await pick('选择审批人 *', '张', /张伟/);
    expect(screen.getByRole('button', { name: '移除 张伟 (SB1002)' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交' })));
    await waitFor(() => expect(server.starts).toHaveLength(1));
    expect((server.starts[0] as { chosen: unknown }).chosen).toEqual({ pick: [12] });
  });
});
