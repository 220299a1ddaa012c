import { expect, test, type Page } from '@playwright/test';
import { openPalette, paletteDialog, search } from './palette-support';
import { baseUrl } from './support';
import { signedIn } from './workflow-support';

/**
 * Issue 16, acceptance 1: a grant reaches a signed-in person's menu and palette within seconds
 * without a reload, a revoke turns their open page into 403 and the API refuses at once, and a
 * disabled account is signed out everywhere.
 */
const PAGE_PATH = '/financial/entitySettle/account';
const PAGE_NAME = '主体结算账户';

/** The palette's option that opens the page (not the ask-the-assistant option that quotes the words). */
const pageOption = (page: Page) => paletteDialog(page).locator(`[data-key="page:${PAGE_PATH}"]`);

/** An API call with the page's own session, answering the envelope's code. */
async function apiCode(page: Page, path: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(`${baseUrl()}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { code: number }).code;
}

/** On the roles page: opens the sales role's grants and ticks or unticks the finance page. */
async function setSalesGrant(admin: Page, on: boolean): Promise<void> {
  const panel = admin.locator('section[aria-labelledby="admin-grants-title"]');
  if (!(await panel.isVisible())) {
    await admin.getByRole('button', { name: '授权 销售', exact: true }).click();
    await expect(panel.getByRole('heading', { name: '销售 的授权' })).toBeVisible();
    await panel.getByRole('button', { name: '展开 财务管理' }).click();
    await panel.getByRole('button', { name: '展开 结算与对账' }).click();
  }
  const box = panel.getByRole('checkbox', { name: PAGE_NAME, exact: true });
  if (on) await box.check();
  else await box.uncheck();
  await panel.getByRole('button', { name: '保存' }).click();
  await expect(admin.getByText('已保存 销售 的授权').first()).toBeVisible();
}

test('a grant reaches the open tab of a sales user within 5 s, and a revoke shows 403 there at once', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  const sales = await signedIn(browser, 'sales');
  await admin.goto(`${baseUrl()}/setModule/roles`);
  await expect(admin.getByRole('heading', { level: 1, name: '角色管理' })).toBeVisible();
  await expect(sales.getByRole('navigation').first()).toBeVisible();
  expect(await apiCode(sales, '/v2/fc/currency/list')).toBe(10000403);

  await setSalesGrant(admin, true);
  // Without a reload: the palette finds the page and the menu shows the finance section.
  await expect(async () => {
    await sales.keyboard.press('Escape');
    await openPalette(sales);
    await search(sales, PAGE_NAME);
    await expect(pageOption(sales)).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 5_000 });
  await pageOption(sales).click();
  await expect(sales).toHaveURL(new RegExp(`${PAGE_PATH}$`));
  await expect(sales.locator('#error-text')).toHaveCount(0);
  await expect(sales.getByRole('navigation').getByText('财务管理').first()).toBeVisible();
  expect(await apiCode(sales, '/v2/fc/currency/list')).toBe(0);

  await setSalesGrant(admin, false);
  expect(await apiCode(sales, '/v2/fc/currency/list')).toBe(10000403);
  await expect(sales.locator('#error-text')).toBeVisible({ timeout: 5_000 });
  await expect(sales).toHaveURL(new RegExp(`${PAGE_PATH}$`));
});

test('disabling a user signs them out of their open tab', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  const victim = await signedIn(browser, 'sales2');
  await expect(victim.getByRole('navigation').first()).toBeVisible();
  await admin.goto(`${baseUrl()}/setModule/authManage/user`);
  await admin.getByRole('searchbox', { name: '搜索姓名、用户名或工号' }).fill('sales2');
  await admin.getByRole('button', { name: '禁用 张伟' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: '禁用' }).click();
  await expect(admin.getByText('已禁用 张伟，其会话已全部结束')).toBeVisible();
  await expect(victim).toHaveURL(/\/login/, { timeout: 5_000 });
  expect(await apiCode(victim, '/v2/sys/staff/overseas/getUserInfo')).not.toBe(0);
  await admin.getByRole('button', { name: '启用 张伟' }).click();
  await expect(admin.getByText('已启用 张伟')).toBeVisible();
});
