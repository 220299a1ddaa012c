import { expect, test, type Page } from '@playwright/test';
import { api } from './assistant-support';
import { activeKey, allKeys, openPalette, paletteBox, paletteDialog, search, shownKeys } from './palette-support';
import { baseUrl } from './support';
import { send, signedIn } from './workflow-support';

/**
 * Issue 12, acceptance 2, on the demo's own recharge flow (department lead → finance → the general
 * manager from 50,000 USD): 李娜 starts the request from the palette and fills the form; 陈静 gets
 * the new-task toast and agrees from the palette without the mouse; the general manager sends it
 * back to the applicant; 李娜 sees it returned, changes the amount and submits it again; after the
 * last approval the customer page shows the credited balance.
 */

interface TodoRow {
  taskId: number;
  instanceId: number;
  rev: number;
}
interface Balance {
  currency: string;
  balance: string;
}

const todoOf = async (page: Page, instanceId: number): Promise<TodoRow | undefined> =>
  (await api<{ rows: TodoRow[] }>(page, 'POST', '/v2/workflow/my/toDoPage', { pageSize: 100 })).rows.find(
    (row) => row.instanceId === instanceId,
  );

/** Waits until this request is on the person's to-do list, and agrees to it through the call. */
async function agreeAs(page: Page, instanceId: number, comment: string): Promise<void> {
  await expect.poll(async () => (await todoOf(page, instanceId)) !== undefined, { timeout: 15_000 }).toBe(true);
  const task = (await todoOf(page, instanceId)) as TodoRow;
  await send(page, '/v2/workflow/operate/agree', { taskId: task.taskId, rev: task.rev, comment });
}

async function usdBalance(page: Page, code: string): Promise<string> {
  const detail = await api<{ terms: { balances: Balance[] } }>(page, 'GET', `/v2/crm/customer/detail?code=${code}`);
  return detail.terms.balances.find((entry) => entry.currency === 'USD')?.balance ?? '0.00';
}

/** Presses ↓ until the option with this key is the selected one (the list is virtualised). */
async function selectOption(page: Page, key: string): Promise<void> {
  await page.keyboard.press('Home');
  for (let guard = 0; guard < 200 && (await activeKey(page)) !== key; guard += 1) await page.keyboard.press('ArrowDown');
  expect(await activeKey(page)).toBe(key);
}

test('a recharge request goes from the palette through approval, a return and a resubmission to the customer’s balance', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const sales = await signedIn(browser, 'sales');
  const finance = await signedIn(browser, 'finance');

  // 李娜: `>` 发起充值申请 opens the recharge form.
  await openPalette(sales);
  await search(sales, '>发起充值申请');
  await expect.poll(() => shownKeys(sales)).toContain('start:recharge');
  await selectOption(sales, 'start:recharge');
  await sales.keyboard.press('Enter');
  await expect(sales).toHaveURL(/\/general\/process\/recharge-apply\/recharge\/apply$/);

  const form = sales.getByRole('form', { name: '充值申请' });
  const customer = form.getByRole('combobox', { name: '客户 *' });
  await customer.fill('C1');
  await expect(form.getByRole('option').first()).toBeVisible();
  await customer.press('Enter');
  const code = /\((C1\d{5})\)$/.exec(await customer.inputValue())?.[1] ?? '';
  expect(code).toMatch(/^C1\d{5}$/);
  const before = await usdBalance(sales, code);

  await form.getByLabel('充值金额 *').fill('60000');
  await expect(form.getByRole('region', { name: '审批流程' }).locator('[data-node]')).toHaveText([
    /^部门负责人审批/,
    /^财务审批/,
    /^总经理审批.*周启明/,
  ]);
  await form.getByLabel('申请事由 *').fill('客户预充值，用于十二月营销短信');
  await form.getByLabel('申请事由 *').press('Control+Enter');
  await expect(sales).toHaveURL(/\/general\/my-initiate\/profile\?id=\d+$/);
  const instanceId = Number(new URL(sales.url()).searchParams.get('id'));

  // The team lead agrees (through the call: the palette part is 陈静's).
  const lead = await signedIn(browser, 'lead1');
  await agreeAs(lead, instanceId, '同意');
  await lead.context().close();

  // 陈静: the toast, then Ctrl+K → the applicant's pinyin → → 同意 → a comment → Enter.
  const title = '充值申请（李娜）';
  await expect(finance.locator('[data-task-toast]').filter({ hasText: `新待办：${title}` })).toBeVisible({ timeout: 20_000 });
  const financeTask = await todoOf(finance, instanceId);
  expect(financeTask).toBeDefined();
  await openPalette(finance);
  await search(finance, 'lina');
  const key = `task:${financeTask?.taskId}`;
  await expect.poll(() => shownKeys(finance)).toContain(key);
  await selectOption(finance, key);
  await expect(paletteDialog(finance).locator(`[data-key="${key}"]`)).toContainText('60,000.00 USD');
  await finance.keyboard.press('ArrowRight');
  await expect(paletteDialog(finance).getByRole('option').first()).toContainText('同意');
  await finance.keyboard.press('Enter');
  await expect(paletteBox(finance)).toHaveAttribute('placeholder', '审批意见（可选），回车确认同意');
  await finance.keyboard.type('金额与水单一致');
  await finance.keyboard.press('Enter');
  await expect(finance.getByText(`已同意：${title}`)).toBeVisible();
  await finance.context().close();

  // The general manager (周启明) sends it back to the applicant from the palette.
  const gm = await signedIn(browser, 'admin');
  await expect.poll(async () => (await todoOf(gm, instanceId)) !== undefined, { timeout: 15_000 }).toBe(true);
  const gmTask = (await todoOf(gm, instanceId)) as TodoRow;
  await openPalette(gm);
  await search(gm, 'lina');
  // The administrator's menu also matches "lina"; the to-do is further down the list.
  await expect.poll(() => allKeys(gm)).toContain(`task:${gmTask.taskId}`);
  await selectOption(gm, `task:${gmTask.taskId}`);
  await gm.keyboard.press('ArrowRight');
  await gm.keyboard.press('ArrowDown');
  await gm.keyboard.press('Enter');
  await gm.keyboard.type('金额超出本月预算，请改为 55,000 USD');
  await expect(paletteDialog(gm).getByRole('option').first()).toContainText('退回申请人');
  await gm.keyboard.press('Enter');
  await expect(gm.getByText(`已驳回：${title}`)).toBeVisible();
  await gm.context().close();

  // 李娜: the request is back with her; she changes the amount and submits it again.
  await sales.goto(`${baseUrl()}/general/my-initiate/profile?id=${instanceId}`);
  await expect(sales.getByText('已退回').first()).toBeVisible();
  await expect(sales.getByText('金额超出本月预算，请改为 55,000 USD')).toBeVisible();
  await sales
    .getByRole('toolbar', { name: '审批操作' })
    .getByRole('button', { name: /^重新提交/ })
    .click();
  await expect(sales).toHaveURL(new RegExp(`/general/process/sponsor/submit\\?resubmit=${instanceId}$`));
  const again = sales.getByRole('form', { name: '充值申请' });
  await expect(again.getByLabel('申请事由 *')).toHaveValue('客户预充值，用于十二月营销短信');
  await again.getByLabel('充值金额 *').fill('55000');
  await again.getByRole('button', { name: /重新提交/ }).click();
  await expect(sales).toHaveURL(new RegExp(`/general/my-initiate/profile\\?id=${instanceId}$`));
  await expect(sales.getByText('已重新提交「充值申请」')).toBeVisible();

  // Lead, finance and the general manager agree; the customer page shows the credit.
  for (const username of ['lead1', 'finance', 'admin']) {
    const approver = await signedIn(browser, username);
    await agreeAs(approver, instanceId, '同意');
    await approver.context().close();
  }
  const detail = await api<{ status: string }>(sales, 'GET', `/v2/workflow/operate/instanceDetail?instanceId=${instanceId}`);
  expect(detail.status).toBe('approved');
  const after = await usdBalance(sales, code);
  expect((Number(after) * 100 - Number(before) * 100) / 100).toBe(55000);
  await sales.goto(`${baseUrl()}/crm/client-partner/my-client/details?code=${code}`);
  const formatted = Number(after).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // A browser gives a definition no name of its own (ARIA prohibits it): the value is the one after its term.
  const balance = sales
    .getByRole('term')
    .filter({ hasText: /^账户余额$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(balance).toContainText(`${formatted} USD`);
  await sales.context().close();
});
