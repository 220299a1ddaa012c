import { expect, test } from '@playwright/test';
import { baseUrl, signInWithCode, signInWithSso, topMenuKeys, watchShellPopups } from './support';

test.describe('sign-in, menus and sign-out', () => {
  test('sales signs in with password and the printed code, sees exactly their menu, and signs out for good', async ({ page }) => {
    await signInWithCode(page, 'sales');
    expect(await topMenuKeys(page)).toEqual(['HOME', 'CRM', 'BQ', 'QM', 'MC', 'GER']);
    await expect(page.getByRole('navigation', { name: '菜单' }).getByText('短信发送记录')).toHaveCount(1);

    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: /李娜/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const answer = await page.request.get(`${baseUrl()}/v2/sys/staff/overseas/getUserInfo`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await answer.json()).code).toBe(10010002);
  });

  test('newhire sees only home', async ({ page }) => {
    await signInWithCode(page, 'newhire');
    expect(await topMenuKeys(page)).toEqual(['HOME']);
  });

  test('single sign-on through the development identity provider lands on home with the menu of ops', async ({ page }) => {
    await signInWithSso(page, 'ops');
    expect(await topMenuKeys(page)).toEqual(['HOME', 'BQ', 'OC', 'TJ']);
    await expect(page.getByText('刘洋').first()).toBeVisible();
  });

  test('a deep link survives sign-in, and a page outside the role answers 403', async ({ page }) => {
    const settle = watchShellPopups(page);
    await page.goto(`${baseUrl()}/reportAnalysis/smsProfitAnalysis`);
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByRole('button', { name: '钉钉登录' }).click();
    await page.locator('button[data-username="finance"]').click();
    await expect(page).toHaveURL(/\/reportAnalysis\/smsProfitAnalysis$/);
    await settle();
    await expect(page.getByRole('heading', { name: '短信利润分析' })).toBeVisible();

    await page.goto(`${baseUrl()}/crm/client-partner/my-client`);
    await expect(page.getByText('暂无权限，请联系管理员')).toBeVisible();
    await page.getByRole('button', { name: /返回首页/ }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
