import { expect, test, type Browser, type Page } from '@playwright/test';
import { api } from './assistant-support';
import { activeKey, openPalette, paletteBox, paletteDialog, search, shownKeys } from './palette-support';
import { signInWithSso } from './support';
import { publishOneApproverProcess, send, signedIn } from './workflow-support';

/**
 * Issue 12, acceptance 2 (the palette's part): `sales` finds 发起<流程名> among the palette's `>`
 * actions and lands on its apply page; the request reaches `finance`, who gets the 新待办 toast with
 * 同意 and 查看, opens the palette, finds the task by the applicant's pinyin and agrees with a
 * comment from the action panel, all by keyboard; the palette then offers the next to-do.
 * The process is published here with finance as its one approver, so the run does not depend on the
 * demo history.
 */
const SHOTS = process.env.SHOTS_DIR;

/** 加急充值申请<tag>: one approver node (finance). */
async function publishProcess(browser: Browser, financeId: number, tag: string): Promise<{ id: number; name: string }> {
  const name = `加急充值申请${tag.toUpperCase()}`;
  const id = await publishOneApproverProcess(browser, financeId, {
    code: `rush-${tag}`,
    name,
    nameEn: `Rush recharge request ${tag.toUpperCase()}`,
  });
  return { id, name };
}

interface TodoRow {
  taskId: number;
  instanceId: number;
  title: string;
}
const todos = async (page: Page) => (await api<{ rows: TodoRow[] }>(page, 'POST', '/v2/workflow/my/toDoPage', { pageSize: 100 })).rows;

async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Presses ↓ until the option with this key is the selected one (the list is virtualised). */
async function selectOption(page: Page, key: string): Promise<void> {
  await page.keyboard.press('Home');
  for (let guard = 0; guard < 60 && (await activeKey(page)) !== key; guard += 1) await page.keyboard.press('ArrowDown');
  expect(await activeKey(page)).toBe(key);
}

test('sales starts a request from `>`, finance gets the toast and agrees from the palette by keyboard', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithSso(page, 'finance');
  const me = await api<{ staffId: number }>(page, 'GET', '/v2/sys/staff/overseas/getUserInfo');
  const tag = Date.now().toString(36).slice(-4);
  const process = await publishProcess(browser, me.staffId, tag);

  // sales: `>` 发起<流程名> opens the process's apply page.
  const sales = await signedIn(browser, 'sales');
  await openPalette(sales);
  // The demo's own recharge process is there too, as the 发起充值申请.
  await search(sales, '>发起充值申请');
  await expect(paletteDialog(sales).getByRole('option', { name: /^发起充值申请 Start Recharge request/ })).toBeVisible();
  await search(sales, `发起${process.name}`);
  await expect.poll(() => shownKeys(sales)).toContain(`start:rush-${tag}`);
  await selectOption(sales, `start:rush-${tag}`);
  await shoot(sales, 'start-zh-1440');
  await sales.keyboard.press('Enter');
  await expect(paletteDialog(sales)).toBeHidden();
  await expect(sales).toHaveURL(new RegExp(`/general/process/sponsor/submit\\?processId=${process.id}$`));
  // The apply form's own test fills it; here the request is submitted through the same call.
  const { instanceId } = await send<{ instanceId: number }>(sales, '/v2/workflow/operate/start', {
    processId: process.id,
    formData: { amount: { amount: '12000', currency: 'USD' }, reason: '客户预付款' },
  });
  await sales.context().close();

  // finance: the push toast with 同意 and 查看.
  const title = `${process.name}（李娜）`;
  const toast = page.locator('[data-task-toast]').filter({ hasText: `新待办：${title}` });
  await expect(toast).toBeVisible({ timeout: 20_000 });
  await expect(toast.getByRole('button', { name: '同意' })).toBeVisible();
  await expect(toast.getByRole('button', { name: '查看' })).toBeVisible();
  await shoot(page, 'toast-zh-1440');
  const task = (await todos(page)).find((row) => row.instanceId === instanceId);
  expect(task?.title).toBe(title);

  // Without the mouse: Ctrl+K, the applicant's pinyin, → for the actions, 同意, a comment, Enter.
  await openPalette(page);
  await search(page, 'lina');
  await expect.poll(() => shownKeys(page)).toContain(`task:${task?.taskId}`);
  await selectOption(page, `task:${task?.taskId}`);
  const row = paletteDialog(page).locator(`[data-key="task:${task?.taskId}"]`);
  await expect(row).toContainText('12,000.00 USD');
  await expect(row).toContainText('申请人 李娜');
  await shoot(page, 'palette-todo-zh-1440');
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(() => shownKeys(page))
    .toEqual(['action:agree', 'action:reject', 'action:transmit', 'action:comment', 'action:open', 'action:openInNewTab']);
  await shoot(page, 'palette-actions-zh-1440');
  await page.keyboard.press('Enter');
  await expect(paletteBox(page)).toHaveAttribute('placeholder', '审批意见（可选），回车确认同意');
  await page.keyboard.type('已核对到账');
  await expect(paletteDialog(page).getByRole('option')).toHaveText([/同意意见：已核对到账/]);
  await shoot(page, 'palette-agree-zh-1440');
  await page.keyboard.press('Enter');

  await expect(page.getByText(`已同意：${title}`)).toBeVisible();
  // The new-task notice has nothing left to offer once its task is handled.
  await expect(toast).toBeHidden();
  // The palette stays open, on the next to-do or back at the top when none is left.
  await expect(paletteDialog(page)).toBeVisible();
  await expect.poll(async () => (await todos(page)).some((row) => row.instanceId === instanceId)).toBe(false);
  const detail = await api<{ status: string; timeline: { action: string; comment: string }[] }>(
    page,
    'GET',
    `/v2/workflow/operate/instanceDetail?instanceId=${instanceId}`,
  );
  expect(detail.status).toBe('approved');
  expect(detail.timeline.at(-1)).toMatchObject({ action: 'agree', comment: '已核对到账' });
  await shoot(page, 'palette-next-zh-1440');
  await page.setViewportSize({ width: 375, height: 812 });
  await shoot(page, 'palette-next-zh-375');
});

test('the to-do group and the action panel read in English and fit a phone', async ({ browser }) => {
  const finance = await signedIn(browser, 'finance');
  await finance.getByRole('group', { name: '语言' }).getByRole('button', { name: 'English' }).click();
  await expect(finance.locator('html')).toHaveAttribute('lang', 'en');
  await finance.setViewportSize({ width: 375, height: 812 });
  const me = await api<{ staffId: number }>(finance, 'GET', '/v2/sys/staff/overseas/getUserInfo');
  const tag = Date.now().toString(36).slice(-4);
  const process = await publishProcess(browser, me.staffId, tag);
  const zhang = await signedIn(browser, 'sales2');
  await send(zhang, '/v2/workflow/operate/start', {
    processId: process.id,
    formData: { amount: { amount: '2500', currency: 'CNY' }, reason: '预付款' },
  });
  await zhang.context().close();
  await openPalette(finance);
  await search(finance, 'zhangwei');
  await expect.poll(async () => (await shownKeys(finance)).some((key) => key.startsWith('task:'))).toBe(true);
  await expect(paletteDialog(finance).getByRole('group', { name: 'To-do' })).toHaveCount(1);
  await shoot(finance, 'palette-todo-en-375');
  const first = (await shownKeys(finance)).find((key) => key.startsWith('task:')) as string;
  await selectOption(finance, first);
  await finance.keyboard.press('ArrowRight');
  await expect(paletteDialog(finance).getByRole('option').first()).toContainText('Agree');
  await finance.keyboard.press('ArrowDown');
  await finance.keyboard.press('Enter');
  await expect(paletteBox(finance)).toHaveAttribute('placeholder', 'Reason (required), then ↑↓ to choose where it goes back');
  await expect(paletteDialog(finance).getByRole('option').first()).toContainText('Back to the applicant');
  await shoot(finance, 'palette-reject-en-375');
  await finance.setViewportSize({ width: 1440, height: 900 });
  await shoot(finance, 'palette-reject-en-1440');
  await finance.context().close();
});
