import { expect, test } from '@playwright/test';
import { baseUrl, signInWithSso, topMenuKeys } from './support';
import { go, sideNavWidth } from './shell-support';

const ALL_SECTIONS = ['CRM', 'BQ', 'QM', 'MC', 'RPT', 'FC', 'OC', 'SRM', 'CSC', 'GER', 'TJ', 'HRM', 'SYS'];

test.describe('menus (acceptance 2)', () => {
  test('admin sees all 13 sections and the external systems', async ({ page }) => {
    await signInWithSso(page, 'admin');
    expect(await topMenuKeys(page)).toEqual(['HOME', ...ALL_SECTIONS, 'IMFS', 'MONITOR', 'NWP', 'BIBOARD', 'CRMATCH']);
    const top = page.getByRole('navigation', { name: '顶部导航' });
    for (const key of ALL_SECTIONS) await expect(top.locator(`[data-top-key="${key}"]`)).toHaveCount(1);
  });

  test('finance sees only its own sections, in the side and the top navigation', async ({ page }) => {
    await signInWithSso(page, 'finance');
    // 消息中心 holds only the mailbox group for finance (bills and statements arrive by mail).
    expect(await topMenuKeys(page)).toEqual(['HOME', 'MC', 'RPT', 'FC', 'GER']);
    const keys = await page
      .getByRole('navigation', { name: '顶部导航' })
      .locator('[data-top-key]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-top-key')));
    expect(keys).toEqual(['HOME', 'MC', 'RPT', 'FC', 'GER']);
  });

  test('an IMFS-type menu opens a new browser tab; the drawer 导航 lists every menu but home', async ({ page }) => {
    await signInWithSso(page, 'admin');
    await page.getByRole('button', { name: '全部导航' }).click();
    const drawer = page.getByRole('dialog', { name: '导航' });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('[data-drawer-id="598692"]')).toHaveCount(0);
    await expect(drawer.locator('[data-top-key]')).toHaveCount(ALL_SECTIONS.length + 5);
    // The other system is not reachable from the test machine: answer for it.
    await page
      .context()
      .route('https://imfs.switchboard.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>IMFS</title>' }));
    const imfs = drawer.locator('[data-top-key="IMFS"]');
    await expect(imfs).toHaveAttribute('target', '_blank');
    const popup = page.waitForEvent('popup');
    await imfs.click();
    expect((await popup).url()).toBe('https://imfs.switchboard.com/');
    await expect(page).toHaveURL(/\/home$/);

    // Any other item sets the active layout: its section opens in the side navigation.
    await page.getByRole('button', { name: '全部导航' }).click();
    await page.getByRole('dialog', { name: '导航' }).locator('[data-top-key="FC"]').click();
    await expect(page.getByRole('navigation', { name: '顶部导航' }).locator('[data-top-key="FC"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('navigation', { name: '菜单' }).getByRole('button', { name: '财务管理' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

test.describe('routes (acceptance 3)', () => {
  test('403 for a forbidden path of a permitted user, 404 for nonsense, both with the way home', async ({ page }) => {
    await signInWithSso(page, 'sales');
    await go(page, '/financial/entitySettle/account');
    await expect(page.getByRole('heading', { name: '暂无权限，请联系管理员' })).toBeVisible();
    await go(page, '/definitely/not/a/page');
    await expect(page.getByRole('heading', { name: '页面不存在，请联系管理员' })).toBeVisible();
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('/refresh?redirectPath= reopens the page with the other query parameters', async ({ page }) => {
    await signInWithSso(page, 'sales');
    await page.goto(`${baseUrl()}/refresh?redirectPath=${encodeURIComponent('/message/notification')}&from=mail`);
    await expect(page).toHaveURL(/\/message\/notification\?from=mail$/);
    await expect(page.getByRole('heading', { level: 1, name: '消息查询' })).toBeVisible();
    // Inside the portal the round trip reloads that page only: the shell and the other tabs stay.
    await page.getByLabel('关键词').fill('审批');
    await go(page, '/crm/blacklist');
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await page.evaluate(() => {
      window.history.pushState({}, '', '/refresh?redirectPath=%2Fmessage%2Fnotification&from=mail');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/message\/notification\?from=mail$/);
    await expect(page.getByLabel('关键词')).toHaveValue('');
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await expect(page.getByRole('navigation', { name: '标签页' }).getByRole('link', { name: '客户黑名单' })).toBeVisible();
  });

  test('a detail page highlights its parent menu', async ({ page }) => {
    await signInWithSso(page, 'admin');
    await go(page, '/crm/operate/alias-record/details');
    const menu = page.getByRole('navigation', { name: '菜单' });
    await expect(menu.getByRole('link', { name: '别名记录' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: '顶部导航' }).locator('[data-top-key="CRM"]')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('forward=dingtalk shows the bare page; /home always shows both bars', async ({ page }) => {
    await signInWithSso(page, 'admin');
    await page.goto(`${baseUrl()}/crm/blacklist?forward=dingtalk`);
    await expect(page.getByRole('heading', { level: 1, name: '客户黑名单' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '菜单' })).toHaveCount(0);
    await page.goto(`${baseUrl()}/home`);
    await expect(page.getByRole('navigation', { name: '菜单' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '标签页' })).toBeVisible();
  });
});

test.describe('language (acceptance 7)', () => {
  test('the locale switch changes menu titles without a reload', async ({ page }) => {
    await signInWithSso(page, 'finance');
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    const side = page.getByRole('navigation', { name: '菜单' });
    await expect(side.getByRole('button', { name: '财务管理' })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Finance' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Top navigation' }).locator('[data-top-key="FC"]')).toHaveText('Finance');
    await expect(page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Home' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await page.getByRole('button', { name: '中文' }).click();
    await expect(page.getByRole('navigation', { name: '菜单' })).toBeVisible();
  });

  test('a gray-release value shows the gray label until it is double-clicked', async ({ page }) => {
    await signInWithSso(page, 'sales');
    await page.goto(`${baseUrl()}/home?gray=v0.3`);
    const label = page.getByTestId('gray-label');
    await expect(label).toHaveText('灰度');
    await go(page, '/crm/blacklist');
    await expect(label).toBeVisible();
    await label.dblclick();
    await expect(label).toHaveCount(0);
  });
});

for (const [width, expected, mode] of [
  [1280, 221, 'pc'],
  [900, 65, 'tablet'],
  [375, 0, 'mobile'],
] as const) {
  test.describe(`device mode at ${width} px (acceptance 5)`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`the side navigation is ${expected} px wide`, async ({ page }) => {
      await signInWithSso(page, 'sales');
      await expect(page.locator('[data-device-mode]')).toHaveAttribute('data-device-mode', mode);
      expect(await sideNavWidth(page)).toBe(expected);
      const header = page.getByRole('banner');
      expect(Math.round((await header.boundingBox())?.height ?? 0)).toBe(52);
      // The collapse trigger toggles: expanded ↔ collapsed, or the drawer on mobile.
      await page.getByRole('button', { name: '展开或收起侧边导航' }).click();
      if (mode === 'mobile') {
        const drawer = page.getByRole('dialog').getByRole('navigation', { name: '菜单' });
        await expect(drawer).toBeVisible();
        // Choosing a page closes the drawer and opens the page in a tab.
        await drawer.getByRole('button', { name: '消息中心' }).click();
        await drawer.getByRole('link', { name: '消息查询' }).click();
        await expect(page.getByRole('heading', { level: 1, name: '消息查询' })).toBeVisible();
        await expect(drawer).toHaveCount(0);
        await expect(page.getByRole('navigation', { name: '标签页' }).getByRole('link', { name: '消息查询' })).toBeVisible();
      } else {
        await expect.poll(() => sideNavWidth(page)).toBe(expected === 221 ? 65 : 221);
      }
    });
  });
}
