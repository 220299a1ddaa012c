import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { baseUrl, signInWithSso } from './support';
import { go } from './shell-support';

/** axe-core over the page: no serious or critical violations (acceptance 6). */
async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(bad.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('accessibility (acceptance 6)', () => {
  test('/login', async ({ page }) => {
    await page.goto(`${baseUrl()}/login`);
    await expect(page.getByRole('button', { name: '钉钉登录' })).toBeVisible();
    await expectAccessible(page);
  });

  test('/home, /general/download, 403 and 404', async ({ page }) => {
    await signInWithSso(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: /你好/ })).toBeVisible();
    await expectAccessible(page);
    await go(page, '/general/download');
    await expect(page.getByRole('heading', { level: 1, name: '下载中心' })).toBeVisible();
    await expectAccessible(page);
    await go(page, '/definitely/not/here');
    await expect(page.getByRole('heading', { name: '页面不存在，请联系管理员' })).toBeVisible();
    await expectAccessible(page);
  });

  test('403 for a signed-in user', async ({ page }) => {
    await signInWithSso(page, 'sales');
    await go(page, '/financial/entitySettle/account');
    await expect(page.getByRole('heading', { name: '暂无权限，请联系管理员' })).toBeVisible();
    await expectAccessible(page);
  });
});
