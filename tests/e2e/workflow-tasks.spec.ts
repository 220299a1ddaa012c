import { expect, test, type Browser, type Page } from '@playwright/test';
import { api } from './assistant-support';
import { baseUrl } from './support';
import { send, signedIn } from './workflow-support';

/**
 * The process centre as the approver sees it: finance opens the to-do list and a request's
 * profile, agrees by keyboard with a comment, rejects another back to an earlier step, and agrees
 * to two at once. The requests are started here on a process of its own, so the demo history
 * does not matter.
 */

const STAMP = Date.now().toString(36);

/** Two finance steps in a row (so a task of the second may go back to the first), published by admin. */
async function publishTwoStepProcess(browser: Browser, financeId: number): Promise<number> {
  const admin = await signedIn(browser, 'admin');
  const form = await send<{ id: number }>(admin, '/v2/workflow/form/save', {
    code: `tasks-${STAMP}`,
    name: '报销单',
    nameEn: 'Expense claim',
    fields: [
      { key: 'amount', label: '金额', labelEn: 'Amount', type: 'money', required: true, currencies: ['CNY'] },
      { key: 'reason', label: '事由', labelEn: 'Reason', type: 'text', required: true },
    ],
  });
  const step = (id: string, name: string) => ({
    type: 'approver',
    id,
    name,
    assignee: { kind: 'staff', staffIds: [financeId] },
    mode: 'orsign',
    emptyPolicy: 'autoPass',
    skipApproved: false,
    fieldRights: {},
  });
  const saved = await send<{ id: number; rev: number }>(admin, '/v2/workflow/process/save', {
    code: `tasks-${STAMP}`,
    name: `报销审批${STAMP}`,
    nameEn: `Expense ${STAMP}`,
    groupName: '财务',
    formId: form.id,
    graph: { nodes: [step('check', '财务初审'), step('confirm', '财务复核')] },
  });
  await send(admin, `/v2/workflow/process/publish/${saved.id}`, { rev: saved.rev });
  await admin.context().close();
  return saved.id;
}

async function start(sales: Page, processId: number, reason: string): Promise<number> {
  const started = await send<{ instanceId: number }>(sales, '/v2/workflow/operate/start', {
    processId,
    formData: { amount: { amount: '880.00', currency: 'CNY' }, reason },
  });
  return started.instanceId;
}

let finance: Page;
let processName: string;
const ids: Record<string, number> = {};

test.beforeAll(async ({ browser }) => {
  finance = await signedIn(browser, 'finance');
  const me = await api<{ staffId: number }>(finance, 'GET', '/v2/sys/staff/overseas/getUserInfo');
  const processId = await publishTwoStepProcess(browser, me.staffId);
  processName = `报销审批${STAMP}`;
  const sales = await signedIn(browser, 'sales');
  for (const reason of ['键盘同意', '驳回到初审', '批量一', '批量二']) ids[reason] = await start(sales, processId, reason);
  await sales.context().close();
});

test.afterAll(async () => finance.context().close());

/** The to-do list filtered to this test's process, so demo requests never get in the way. */
async function openTodos(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/general/my-agent`);
  await page.getByRole('combobox', { name: '流程', exact: true }).selectOption({ label: processName });
  await expect(page.getByRole('heading', { name: '我的待办' })).toBeVisible();
}

/** Every request of the process has the same title (process and applicant): rows are told apart by their profile link. */
const link = (page: Page, reason: string) => page.locator(`a[href$="?id=${ids[reason]}"]`);
const rowOf = (page: Page, reason: string) => page.locator('tr', { has: link(page, reason) });

test('finance opens a request from the to-do list and agrees with a comment by keyboard', async () => {
  await openTodos(finance);
  await link(finance, '键盘同意').click();
  await expect(finance).toHaveURL(new RegExp(`/general/my-agent/profile\\?id=${ids['键盘同意']}$`));
  await expect(finance.getByText('等待你处理：财务初审')).toBeVisible();
  await expect(finance.getByRole('region', { name: '审批流程' }).getByText('财务复核')).toBeVisible();
  await finance.keyboard.press('a');
  const dialog = finance.getByRole('dialog', { name: '同意审批' });
  await expect(dialog.getByLabel('审批意见（选填）')).toBeFocused();
  await finance.keyboard.type('票据齐全，同意');
  await finance.keyboard.press('Control+Enter');
  await expect(dialog).toBeHidden();
  // The request moved on to the second finance step, and the history holds the comment.
  await expect(finance.getByText('等待你处理：财务复核')).toBeVisible();
  await expect(finance.getByRole('region', { name: '审批记录' }).getByText('票据齐全，同意')).toBeVisible();
});

test('finance rejects a request back to an earlier step', async () => {
  const id = ids['驳回到初审'];
  // Through the first step, so the second may send it back there.
  await finance.goto(`${baseUrl()}/general/my-agent/profile?id=${id}`);
  await finance.getByRole('button', { name: /^同意/ }).click();
  await finance.getByRole('dialog', { name: '同意审批' }).getByRole('button', { name: '同意' }).click();
  await expect(finance.getByText('等待你处理：财务复核')).toBeVisible();
  await finance.keyboard.press('r');
  const dialog = finance.getByRole('dialog', { name: '驳回审批' });
  await dialog.getByLabel('驳回理由').fill('金额与发票不符，请初审重新核对');
  await dialog.getByLabel('驳回到').selectOption({ label: '节点：财务初审' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(finance.getByText('等待你处理：财务初审')).toBeVisible();
  await expect(finance.getByRole('region', { name: '审批记录' }).getByText('金额与发票不符，请初审重新核对')).toBeVisible();
});

test('finance agrees to two requests at once and sees each outcome', async () => {
  await openTodos(finance);
  await rowOf(finance, '批量一').getByRole('checkbox').check();
  await rowOf(finance, '批量二').getByRole('checkbox').check();
  await finance.getByRole('button', { name: '批量同意（2）' }).click();
  const dialog = finance.getByRole('dialog', { name: '批量同意 2 项审批' });
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await expect(dialog.getByRole('listitem').first()).toContainText('李娜 · 财务初审 · 880.00 CNY');
  await dialog.getByRole('button', { name: '同意 2 项' }).click();
  await expect(dialog.getByText('2 项已同意，0 项未成功。')).toBeVisible();
  await dialog.getByRole('button', { name: '完成' }).click();
  // Both moved to the second step: they are still to-dos of finance, now at 财务复核.
  for (const reason of ['批量一', '批量二']) {
    const detail = await api<{ myTask: { nodeId: string } | null }>(
      finance,
      'GET',
      `/v2/workflow/operate/instanceDetail?instanceId=${ids[reason]}`,
    );
    expect(detail.myTask?.nodeId).toBe('confirm');
  }
});
