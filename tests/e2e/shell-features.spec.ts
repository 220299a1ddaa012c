import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseUrl, signInWithSso, watchShellPopups } from './support';
import { go, sideNavWidth } from './shell-support';
import { send } from './workflow-support';

/** Signs in without clearing the first-load popups, to look at them. */
async function signInBare(page: Page, username: string) {
  await page.goto(`${baseUrl()}/login`);
  await page.getByRole('button', { name: '钉钉登录' }).click();
  await page.locator(`button[data-username="${username}"]`).click();
  await expect(page).toHaveURL(/\/home$/);
}

test.describe('page search', () => {
  test('finds menu pages by name, highlights the match and opens the page', async ({ page }) => {
    await signInWithSso(page, 'sales');
    const box = page.getByRole('combobox', { name: '页面搜索' });
    await expect(box).toHaveAttribute('placeholder', '页面搜索');
    expect(Math.round((await page.getByTestId('page-search').locator('div').first().boundingBox())?.width ?? 0)).toBe(160);
    await box.fill('发送记录');
    const list = page.getByRole('listbox', { name: '搜索结果' });
    await expect(list.getByRole('option', { name: /短信发送记录/ })).toBeVisible();
    await expect(list.locator('mark').first()).toHaveText('发送记录');
    const dropdown = list.locator('..');
    expect(await dropdown.evaluate((node) => [getComputedStyle(node).width, getComputedStyle(node).maxHeight])).toEqual(['270px', '320px']);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/businessInquiry\/\w+$/);
  });

  test('says so when nothing matches, with the 短信发送记录 hint', async ({ page }) => {
    await signInWithSso(page, 'sales');
    await page.getByRole('combobox', { name: '页面搜索' }).fill('没有这个页面');
    await expect(page.getByText('暂无“没有这个页面”相关结果')).toBeVisible();
    await expect(page.getByText('试试输入菜单名称，如：短信发送记录')).toBeVisible();
  });

  test('the first-time popup 页面搜索，快速直达 stays away once acknowledged', async ({ page }) => {
    // A generated sales rep no other suite signs in as: the guide has not been seen yet.
    const settle = watchShellPopups(page, { guide: true });
    await signInBare(page, 'rep12');
    await settle();
    const guide = page.getByRole('dialog', { name: '页面搜索，快速直达' });
    await expect(guide).toBeVisible();
    await guide.getByRole('button', { name: '我知道了' }).click();
    await expect(guide).toHaveCount(0);
    await page.reload();
    await expect(page.locator('main#main')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('dialog', { name: '页面搜索，快速直达' })).toHaveCount(0);
  });
});

test.describe('navigation tour of business operations', () => {
  test('steps through public, SMS and voice with 下一步 and 我知道了, once', async ({ page }) => {
    await signInWithSso(page, 'ops');
    // Other suites open business operations as ops and skip the tour; start from a person who has not seen it.
    await send(page, '/v2/sys/staff/baseData/save', { type: 'oc_guide', content: '' });
    await page.reload();
    await expect(page.locator('main#main')).toHaveAttribute('aria-busy', 'false');
    await go(page, '/businessOperations/public');
    const tour = page.getByTestId('nav-tour');
    await expect(tour).toContainText('第 1 / 3 步');
    await expect(tour).toContainText('集中管理终端与日志');
    await tour.getByRole('button', { name: '下一步' }).click();
    await expect(tour).toContainText('一站式测试、风控与追踪，管理通道资源');
    await tour.getByRole('button', { name: '下一步' }).click();
    await expect(tour).toContainText('群呼、AI 话术与呼叫中心工具');
    await expect(tour.getByRole('button', { name: '跳过' })).toHaveCount(0);
    await tour.getByRole('button', { name: '我知道了' }).click();
    await expect(tour).toHaveCount(0);
    await page.reload();
    await expect(page.locator('main#main')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByTestId('nav-tour')).toHaveCount(0);
  });
});

test.describe('quick access', () => {
  test('shows 7 entries inline and the rest under 更多, drags only beyond 10 px and keeps its place', async ({ page }) => {
    await signInWithSso(page, 'admin');
    const bar = page.getByRole('region', { name: '快捷入口' });
    await expect(bar).toHaveAttribute('data-collapsed', 'true');
    const handle = bar.getByRole('button', { name: '展开快捷入口' });
    // A 5 px wiggle is a click: it expands the bar.
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 5, box.y + box.height / 2);
    await page.mouse.up();
    await expect(bar).toHaveAttribute('data-collapsed', 'false');
    await expect(bar.locator('ul > li')).toHaveCount(7);
    await bar.getByRole('button', { name: '更多' }).click();
    await expect(page.getByRole('menuitem')).toHaveCount(2);
    await page.keyboard.press('Escape');

    // A real drag to the left half docks it on the left edge, 200 px lower, and is remembered.
    const grip = bar.getByRole('button', { name: '收起到边缘' });
    const start = (await grip.boundingBox())!;
    const top = (await bar.boundingBox())!.y;
    await page.mouse.move(start.x + 5, start.y + 5);
    await page.mouse.down();
    await page.mouse.move(start.x - 300, start.y + 100, { steps: 5 });
    await page.mouse.move(200, start.y + 205, { steps: 5 });
    await page.mouse.up();
    await expect(bar).toHaveAttribute('data-side', 'left');
    expect(Math.round((await bar.boundingBox())!.y - top)).toBe(200);
    await page.reload();
    await expect(page.getByRole('region', { name: '快捷入口' })).toHaveAttribute('data-side', 'left');
  });

  test('following an entry closes the panel', async ({ page }) => {
    await signInWithSso(page, 'finance');
    const bar = page.getByRole('region', { name: '快捷入口' });
    await expect(bar).toHaveAttribute('data-collapsed', 'true');
    await bar.getByRole('button', { name: '展开快捷入口' }).click();
    const entry = bar.getByRole('link').first();
    const path = await entry.getAttribute('href');
    await entry.click();
    await expect(bar).toHaveAttribute('data-collapsed', 'true');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
});

async function userPage(browser: Browser, username: string) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInWithSso(page, username);
  return page;
}

test.describe('notifications and the push stream', () => {
  test('the drawer lists messages; marking all read clears the unread dot', async ({ page }) => {
    await signInWithSso(page, 'finance');
    await expect(page.getByTestId('unread-dot')).toBeVisible();
    await page.getByRole('button', { name: '消息通知（有未读消息）' }).click();
    const drawer = page.getByRole('dialog', { name: '消息通知' });
    await expect(drawer.locator('li[data-msg-id]').first()).toBeVisible();
    await drawer.getByRole('button', { name: '全部标为已读' }).click();
    await expect(drawer.locator('li[data-unread="true"]')).toHaveCount(0);
    await expect(page.getByTestId('unread-dot')).toHaveCount(0);
  });

  test('a new message reaches an open page at once and lights the dot', async ({ page, browser }) => {
    await signInWithSso(page, 'admin');
    await page.getByRole('button', { name: /消息通知/ }).click();
    await page.getByRole('dialog', { name: '消息通知' }).getByRole('button', { name: '全部标为已读' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('unread-dot')).toHaveCount(0);

    // Sales rates Switchboard; admin manages feedback and is told through the push stream.
    const sales = await userPage(browser, 'sales');
    await sales.getByRole('button', { name: /用户菜单/ }).click();
    await sales.getByRole('menuitem', { name: '评分与反馈' }).click();
    const dialog = sales.getByRole('dialog', { name: '评分与反馈' });
    await expect(dialog).toBeVisible();
    // The score's radio is visually hidden behind its star; a click that lands while the dialog is
    // still opening (the menu closing under it) is tried again, as a person would.
    await expect(async () => {
      await dialog.getByLabel('4 分').check({ force: true, timeout: 2_000 });
    }).toPass({ timeout: 10_000 });
    await dialog.getByLabel('意见或建议（选填）').fill('标签页切换很顺手');
    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(sales.getByText('感谢你的反馈！')).toBeVisible();

    await expect(page.getByTestId('unread-dot')).toBeVisible({ timeout: 10_000 });
    await page.getByRole('button', { name: '消息通知（有未读消息）' }).click();
    await expect(page.getByRole('dialog', { name: '消息通知' })).toContainText('标签页切换很顺手');
    await sales.context().close();
  });
});

test.describe('user menu, version notices and upgrades', () => {
  test('switch to mobile and back', async ({ page }) => {
    await signInWithSso(page, 'sales');
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '切换到手机版' }).click();
    await expect(page.locator('[data-device-mode]')).toHaveAttribute('data-device-mode', 'mobile');
    await expect.poll(() => sideNavWidth(page)).toBe(0);
    await page.reload();
    await expect(page.locator('[data-device-mode]')).toHaveAttribute('data-device-mode', 'mobile');
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '切换到电脑版' }).click();
    await expect(page.locator('[data-device-mode]')).toHaveAttribute('data-device-mode', 'pc');
  });

  test('the version notice pops up once (popupState 1) and 我知道了 ends it', async ({ page }) => {
    await signInBare(page, 'rep11');
    const notice = page.getByRole('dialog', { name: /Switchboard 0\.2\.0/ });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: '我知道了' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.locator('main#main')).toHaveAttribute('aria-busy', 'false');
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: /Switchboard 0\.2\.0/ })).toHaveCount(0);
  });

  test('a page module that fails to load shows the upgrade banner; refresh clears the saved tabs', async ({ page }) => {
    await signInWithSso(page, 'admin');
    await go(page, '/crm/blacklist');
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).some((key) => key.startsWith('sb.tabs.') && localStorage.getItem(key)?.includes('blacklist')),
        ),
      )
      .toBe(true);
    await page.route(/download-centre-page-[\w-]+\.js$/, (route) => route.abort());
    await go(page, '/general/download');
    const banner = page.getByRole('alert').filter({ hasText: '系统已升级到新版本' });
    await expect(banner).toBeVisible();
    await page.unroute(/download-centre-page-[\w-]+\.js$/);
    await banner.getByRole('button', { name: '刷新页面' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '下载中心' })).toBeVisible();
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).some((key) => key.startsWith('sb.tabs.') && localStorage.getItem(key)?.includes('blacklist')),
      ),
    ).toBe(false);
  });
});

test.describe('home overview', () => {
  test('shows the figures of the start-up calls, today’s rota and the promotion links', async ({ page }) => {
    await signInWithSso(page, 'sales');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const get = async (path: string, method: 'GET' | 'POST' = 'GET') => {
      const response = await page.request.fetch(`${baseUrl()}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        data: method === 'POST' ? {} : undefined,
      });
      return ((await response.json()) as { data: Record<string, unknown> }).data;
    };
    const process = await get('/v2/workflow/my/summary');
    const customers = await get('/v2/crm/index/customer/statistics', 'POST');
    const figure = (label: string) =>
      page
        .getByRole('region', { name: /我的概览|我的流程/ })
        .locator('li')
        .filter({ hasText: label })
        .locator('span')
        .nth(1);
    await expect(figure('待办任务')).toHaveText(Number(process.todoNum).toLocaleString('en-US'));
    await expect(figure('我的客户')).toHaveText(Number(customers.myCustomer).toLocaleString('en-US'));
    await expect(figure('我发起的进行中')).toHaveText(Number(process.applyNum).toLocaleString('en-US'));
    const rota = page.getByRole('region', { name: /今日排班/ });
    await expect(rota).toContainText('销售值班组');
    await expect(rota).toContainText('李娜');
    await expect(page.getByRole('region', { name: '我的推广链接' })).toContainText('/r/sb1001');
  });
});
