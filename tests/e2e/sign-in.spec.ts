import { expect, test, type Page } from '@playwright/test';
import { baseUrl, signInWithCode, signInWithSso, submitPasswordSignIn, submitSsoSignIn, topMenuKeys, watchShellPopups } from './support';

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

  for (const width of [375, 1440]) {
    test(`the sign-in page does not move when single sign-on arrives after it painted (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseUrl()}/login`);
      await expect(page.getByRole('button', { name: '钉钉登录' })).toBeVisible();
      const shifted = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 300);
          }),
      );
      expect(shifted).toBe(0);
    });
  }

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

  test('signing out remembers the page: the next sign-in opens it again, another person without it lands on home', async ({ page }) => {
    const reportPage = /\/reportAnalysis\/smsProfitAnalysis$/;
    const signOutFromMenu = async (name: string) => {
      await page.getByRole('button', { name }).click();
      await page.getByRole('menuitem', { name: '退出登录' }).click();
      await expect(page).toHaveURL(/\/login/);
    };
    const pickSsoUser = async (username: string) => {
      await page.getByRole('button', { name: '钉钉登录' }).click();
      await page.locator(`button[data-username="${username}"]`).click();
    };

    await signInWithSso(page, 'finance');
    await page.goto(`${baseUrl()}/reportAnalysis/smsProfitAnalysis`);
    await expect(page.getByRole('heading', { name: '短信利润分析' })).toBeVisible();
    await signOutFromMenu('陈静');

    // A later visit of the sign-in page (another tab, the next morning) carries no redirect of its own.
    await page.goto(`${baseUrl()}/login`);
    await pickSsoUser('finance');
    await expect(page).toHaveURL(reportPage);
    await expect(page.getByRole('heading', { name: '短信利润分析' })).toBeVisible();

    // Used once: sales may not open the report, so the sign-in after finance's next sign-out lands on home.
    await signOutFromMenu('陈静');
    await pickSsoUser('sales');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('李娜').first()).toBeVisible();
  });
});

/**
 * Holds the first user-info request for 1.5 s (a busy server), so the reload below lands while the
 * route guard is still loading the session and aborts that request. Every page of the tab also
 * counts, in sessionStorage (it survives the reload), the sign-outs it sends: whether such a request
 * still leaves a page that is being replaced is up to the network stack, so the attempt is counted.
 */
async function reloadRace(page: Page): Promise<void> {
  let first = true;
  await page.route('**/v2/sys/staff/overseas/getUserInfo', async (route) => {
    if (first) {
      first = false;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    // The reload has usually cancelled the request meanwhile.
    await route.continue().catch(() => undefined);
  });
  await page.addInitScript(() => {
    const send = window.fetch;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/auth/oauth/logout'))
        sessionStorage.setItem('signOutsSent', String(Number(sessionStorage.getItem('signOutsSent')) + 1));
      return send(input, init);
    };
  });
}

/** After the reload: still on /home with the same live session, and no page asked to end it. */
async function expectStillSignedIn(page: Page, name: string, token: string | null): Promise<void> {
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => sessionStorage.getItem('signOutsSent'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
  const answer = await page.request.get(`${baseUrl()}/v2/sys/staff/overseas/getUserInfo`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect((await answer.json()).code).toBe(0);
}

test.describe('a reload right after sign-in keeps the session', () => {
  const paths = [
    { how: 'password sign-in', submit: submitPasswordSignIn, username: 'sales2', name: '张伟' },
    { how: 'single sign-on', submit: submitSsoSignIn, username: 'finance', name: '陈静' },
  ];
  for (const { how, submit, username, name } of paths) {
    test(`${how}, reloaded the moment /home is reached`, async ({ page }) => {
      await reloadRace(page);
      await submit(page, username);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      expect(token).toMatch(/^\S{20,}$/);
      await page.reload();
      await expectStillSignedIn(page, name, token);
    });
  }
});
