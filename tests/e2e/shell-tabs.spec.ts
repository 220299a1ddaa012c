import { expect, test } from '@playwright/test';
import { baseUrl, signInWithSso } from './support';
import { expectTabs, go, runTabAction, tabBar, tabKeys, tabMenuItem } from './shell-support';

// shell.md §4 tab rules, one test each, plus keep-alive, refresh, middle click and persistence.
const A = '/crm/blacklist';
const B = '/crm/wander/transfer';
const C = '/crm/wander/share';

test.describe('tabs (shell.md §4)', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithSso(page, 'admin');
  });

  test('opening a page adds a tab unless the same full path exists', async ({ page }) => {
    await go(page, A);
    await go(page, B);
    await expectTabs(page, ['/home', A, B]);
    await go(page, A);
    await page.waitForTimeout(300);
    await expectTabs(page, ['/home', A, B]);
    await go(page, `${A}?page=2`);
    await expectTabs(page, ['/home', A, B, `${A}?page=2`]);
  });

  test('a single-tab page replaces its tab instead of adding one', async ({ page }) => {
    await go(page, '/crm/open-sea?country=CN');
    await expectTabs(page, ['/home', '/crm/open-sea']);
    await go(page, '/crm/open-sea?country=SG');
    await page.waitForTimeout(300);
    await expectTabs(page, ['/home', '/crm/open-sea']);
    await expect(tabBar(page).locator('li[data-tab="/crm/open-sea"] a')).toHaveAttribute('href', '/crm/open-sea?country=SG');
  });

  test('tagPath equal to the path keys the tab by path alone', async ({ page }) => {
    await go(page, `${A}?tagPath=${A}&customer=C1`);
    await go(page, `${A}?tagPath=${A}&customer=C2`);
    await page.waitForTimeout(300);
    await expectTabs(page, ['/home', A]);
    await expect(tabBar(page).locator(`li[data-tab="${A}"] a`)).toHaveAttribute('href', new RegExp('customer=C2'));
  });

  test('close current is disabled on home; closing the active tab activates the last remaining one', async ({ page }) => {
    await expect(await tabMenuItem(page, '关闭当前标签')).toHaveAttribute('data-disabled', '');
    await page.keyboard.press('Escape');
    for (const path of [A, B, C]) await go(page, path);
    await expectTabs(page, ['/home', A, B, C]);
    await tabBar(page).getByRole('link', { name: '客户转移记录' }).click();
    await expect(page).toHaveURL(new RegExp(`${B}$`));
    await runTabAction(page, '关闭当前标签');
    await expectTabs(page, ['/home', A, C]);
    await expect(page).toHaveURL(new RegExp(`${C}$`));
  });

  test('close others keeps home and the active tab, and is disabled with two tabs or fewer', async ({ page }) => {
    await go(page, A);
    await expectTabs(page, ['/home', A]);
    await expect(await tabMenuItem(page, '关闭其他标签')).toHaveAttribute('data-disabled', '');
    await page.keyboard.press('Escape');
    await go(page, B);
    await go(page, C);
    await expectTabs(page, ['/home', A, B, C]);
    // Right-click opens the menu for that tab.
    await tabBar(page).locator(`li[data-tab="${B}"]`).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他标签' }).click();
    await expectTabs(page, ['/home', B]);
    await expect(page).toHaveURL(new RegExp(`${B}$`));
  });

  test('close all keeps home and goes to /home, and is disabled with one tab', async ({ page }) => {
    await expect(await tabMenuItem(page, '关闭全部标签')).toHaveAttribute('data-disabled', '');
    await page.keyboard.press('Escape');
    await go(page, A);
    await go(page, B);
    await expectTabs(page, ['/home', A, B]);
    await runTabAction(page, '关闭全部标签');
    await expectTabs(page, ['/home']);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a bookmark is set 100 ms after navigation; exempt paths get none', async ({ page }) => {
    const elapsed = await page.evaluate(async (path) => {
      const started = performance.now();
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
      return new Promise<number>((resolve) => {
        const check = () =>
          document.querySelector(`li[data-tab="${path}"]`) ? resolve(performance.now() - started) : requestAnimationFrame(check);
        check();
      });
    }, A);
    expect(elapsed).toBeGreaterThanOrEqual(100);
    expect(elapsed).toBeLessThan(2000);
    await go(page, '/no/such/place');
    await expect(page.getByText('页面不存在，请联系管理员')).toBeVisible();
    await go(page, '/404');
    await page.waitForTimeout(300);
    await expectTabs(page, ['/home', A]);
  });

  test('tabs scroll in steps of 300 px', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    const pages = [
      '/crm/blacklist',
      '/crm/wander/transfer',
      '/crm/wander/share',
      '/crm/operate/alias-record',
      '/crm/operate/approval-order',
      '/crm/operate/team-name-change',
      '/crm/data-analysis/sales-funnels',
      '/crm/data-analysis/performance',
      '/crm/market-analysis/account-track',
      '/crm/business-partner',
      '/crm/open-sea',
      '/setModule/authManage/menu',
      '/setModule/authManage/permissions',
      '/setModule/authManage/user',
      '/setModule/email/account',
      '/setModule/email/signature',
      '/setModule/email/inbox',
      '/setModule/email/domain',
      '/setModule/process/configer',
      '/setModule/process/roles',
      '/setModule/process/notify',
    ];
    for (const path of pages) await go(page, path);
    await expect.poll(async () => (await tabKeys(page)).length).toBe(pages.length + 1);
    const list = tabBar(page).locator('ul');
    expect(await list.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeGreaterThan(600);
    await list.evaluate((node) => node.scrollTo({ left: 0 }));
    await page.getByRole('button', { name: '向右滚动标签' }).click();
    await expect.poll(() => list.evaluate((node) => Math.round(node.scrollLeft))).toBe(300);
    await page.getByRole('button', { name: '向右滚动标签' }).click();
    await expect.poll(() => list.evaluate((node) => Math.round(node.scrollLeft))).toBe(600);
    await page.getByRole('button', { name: '向左滚动标签' }).click();
    await expect.poll(() => list.evaluate((node) => Math.round(node.scrollLeft))).toBe(300);
  });

  test('closing a tab that is already gone only logs a warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await go(page, A);
    await go(page, B);
    await expectTabs(page, ['/home', A, B]);
    // A double activation of the × button: the second click reaches a tab that no longer exists.
    await tabBar(page)
      .getByRole('button', { name: '关闭「客户黑名单」' })
      .evaluate((button: HTMLButtonElement) => {
        button.click();
        button.click();
      });
    await expectTabs(page, ['/home', B]);
    expect(warnings.some((text) => text.includes(`[tabs] no tab "${A}"`))).toBe(true);
  });

  test('a middle click closes a tab', async ({ page }) => {
    await go(page, A);
    await go(page, B);
    await expectTabs(page, ['/home', A, B]);
    await tabBar(page).locator(`li[data-tab="${A}"] a`).click({ button: 'middle' });
    await expectTabs(page, ['/home', B]);
  });

  test('a hidden tab keeps its page state: a typed filter survives switching tabs', async ({ page }) => {
    await go(page, '/message/notification');
    const keyword = page.getByLabel('关键词');
    await keyword.fill('审批提醒');
    await go(page, A);
    await expect(page.getByRole('heading', { level: 1, name: '客户黑名单' })).toBeVisible();
    await tabBar(page).getByRole('link', { name: '消息查询' }).click();
    await expect(page.getByLabel('关键词')).toHaveValue('审批提醒');
  });

  test('a page that rewrites its own address (its filters) keeps its tab and its state', async ({ page }) => {
    await go(page, '/message/notification');
    await page.getByRole('heading', { level: 1, name: '消息查询' }).evaluate((node: HTMLElement) => (node.dataset.marker = 'same page'));
    await page.getByLabel('关键词').fill('审批');
    await page.getByLabel('关键词').press('Enter');
    await expect(page).toHaveURL(/\/message\/notification\?keyword=%E5%AE%A1%E6%89%B9$/);
    await expectTabs(page, ['/home', '/message/notification?keyword=%E5%AE%A1%E6%89%B9']);
    await expect(page.getByRole('heading', { level: 1, name: '消息查询' })).toHaveAttribute('data-marker', 'same page');
    // Opening another address of the page from elsewhere is opening a page: it gets its own tab.
    await go(page, A);
    await go(page, '/message/notification');
    await expectTabs(page, ['/home', '/message/notification?keyword=%E5%AE%A1%E6%89%B9', A, '/message/notification']);
  });

  test('refreshing the tab remounts its page', async ({ page }) => {
    await go(page, '/message/notification');
    await page.getByLabel('关键词').fill('草稿');
    await runTabAction(page, '刷新当前标签');
    await expect(page.getByLabel('关键词')).toHaveValue('');
  });

  test('tabs survive a reload, for the same user', async ({ page }) => {
    await go(page, A);
    await go(page, B);
    await expectTabs(page, ['/home', A, B]);
    await page.reload();
    await expectTabs(page, ['/home', A, B]);
    await expect(page).toHaveURL(new RegExp(`${B}$`));
    await page.goto(`${baseUrl()}/home`);
    await expectTabs(page, ['/home', A, B]);
  });
});
