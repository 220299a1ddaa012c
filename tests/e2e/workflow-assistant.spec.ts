import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, ask, openAssistant, panel } from './assistant-support';
import { signInWithSso } from './support';
import { publishOneApproverProcess, send, signedIn } from './workflow-support';

/**
 * Approving through the assistant: finance asks what waits for them, asks to agree to 张伟's
 * recharge request, sees the confirmation card with the amount, presses its button, and the task
 * leaves the to-do list. The requests are started here (the demo history may change).
 */
const SHOTS = process.env.SHOTS_DIR;
const PROCESS = { name: '预付充值申请', nameEn: 'Prepaid recharge request' };

/**
 * Finance signed in on the page; 预付充值申请 published with finance as its one approver (a fresh
 * code per test); 张伟 (sales2) asks for a recharge on it. Returns the request's id.
 */
async function financeWithRequest(page: Page, browser: Browser, amount: { amount: string; currency: string }): Promise<number> {
  await signInWithSso(page, 'finance');
  const me = await api<{ staffId: number }>(page, 'GET', '/v2/sys/staff/overseas/getUserInfo');
  const processId = await publishOneApproverProcess(browser, me.staffId, { code: `prepaid-${Date.now().toString(36)}`, ...PROCESS });
  const zhang = await signedIn(browser, 'sales2');
  const { instanceId } = await send<{ instanceId: number }>(zhang, '/v2/workflow/operate/start', {
    processId,
    formData: { amount, reason: '客户预付款' },
  });
  await zhang.context().close();
  return instanceId;
}

async function todoIds(page: Page): Promise<number[]> {
  const list = await api<{ rows: { instanceId: number }[] }>(page, 'POST', '/v2/workflow/my/toDoPage', { pageSize: 100 });
  return list.rows.map((row) => row.instanceId);
}

async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test.describe('in Chinese at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('finance lists the to-dos, asks to agree to 张伟’s recharge request, confirms on the card, and the task leaves the list', async ({
    page,
    browser,
  }) => {
    const instanceId = await financeWithRequest(page, browser, { amount: '8800', currency: 'USD' });
    expect(await todoIds(page)).toContain(instanceId);

    await openAssistant(page);
    const list = await ask(page, '我有哪些待办');
    await expect(list).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    const row = list.getByRole('row').filter({ hasText: '预付充值申请' });
    await expect(row).toContainText('张伟');
    await expect(row).toContainText('8,800.00 USD');
    await expect(row.getByRole('link', { name: '预付充值申请' })).toHaveAttribute('href', `/general/my-agent/profile?id=${instanceId}`);

    const chat = await ask(page, '同意张伟的预付充值申请');
    await expect(chat).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    const card = chat.getByTestId('approval-card');
    await expect(card).toHaveAttribute('data-state', 'open');
    await expect(card.getByTestId('approval-card-amount')).toHaveText('8,800.00 USD');
    await expect(card).toContainText('张伟');
    // The answer alone did nothing.
    expect(await todoIds(page)).toContain(instanceId);
    await shoot(page, 'card-zh-1440');

    await card.getByRole('textbox', { name: '审批意见（选填）' }).fill('已核对到账');
    await card.getByRole('button', { name: '同意', exact: true }).click();
    await expect(card).toHaveAttribute('data-state', 'agreed');
    await expect(card).toContainText('已同意');
    await expect(card.getByRole('button', { name: '同意', exact: true })).toHaveCount(0);
    await shoot(page, 'card-agreed-zh-1440');
    expect(await todoIds(page)).not.toContain(instanceId);

    const after = await ask(page, '我有哪些待办');
    await expect(after).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    await expect(after.locator(`a[href="/general/my-agent/profile?id=${instanceId}"]`)).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 812 });
    await shoot(page, 'list-zh-375');
    await expect(panel(page)).toBeVisible();
  });
});

test.describe('in English at 375 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the card names the task and amount in English; once agreed it cannot be pressed again, also after a reload', async ({
    page,
    browser,
  }) => {
    const instanceId = await financeWithRequest(page, browser, { amount: '2500', currency: 'CNY' });
    await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.setViewportSize({ width: 375, height: 812 });

    await openAssistant(page);
    const chat = await ask(page, "approve Zhang Wei's prepaid recharge request");
    await expect(chat).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    const card = chat.getByTestId('approval-card');
    await expect(card).toContainText('Confirm approval');
    await expect(card.getByTestId('approval-card-amount')).toHaveText('2,500.00 CNY');
    await shoot(page, 'card-en-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    await shoot(page, 'card-en-1440');

    await card.getByRole('button', { name: 'Agree', exact: true }).click();
    await expect(card).toHaveAttribute('data-state', 'agreed');
    expect(await todoIds(page)).not.toContain(instanceId);

    // The stored conversation shows the outcome read from the task, with no button.
    await page.reload();
    await openAssistant(page);
    await panel(page).getByRole('button', { name: "approve Zhang Wei's prepaid recharge request" }).first().click();
    const stored = panel(page).getByTestId('approval-card').last();
    await expect(stored).toHaveAttribute('data-state', 'agreed');
    await expect(stored.getByRole('button', { name: 'Agree', exact: true })).toHaveCount(0);
  });
});
