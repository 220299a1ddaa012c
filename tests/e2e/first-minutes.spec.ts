import { expect, test, type Page } from '@playwright/test';
import { go } from './shell-support';
import { baseUrl, DEMO_PASSWORD, dismissFirstVisitOverlay, firstVisitTurn, logMark, signInWithSso, waitForCode } from './support';

test.use({ viewport: { width: 1440, height: 900 } });

const CODE_SENT = '验证码已发送到你的工作通知，5 分钟内有效';

/** Everything that floats over the page: dialogs and popovers, the sign-in prompt, an open quick-access panel, toasts. */
function visibleOverlays(page: Page): Promise<number> {
  return page.evaluate(() => {
    const selector =
      '[role="dialog"], [role="alertdialog"], aside[aria-label], [data-quick-access][data-collapsed="false"], [data-sonner-toast]';
    return [...document.querySelectorAll(selector)].filter((node) => {
      const box = node.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(node).visibility !== 'hidden';
    }).length;
  });
}

test('a first sign-in shows one overlay at a time, in order, and no toast of the sign-in page', async ({ page }) => {
  // A generated sales rep no other suite signs in as: every first-visit overlay is still due.
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('用户名').fill('rep10');
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  const mark = logMark();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('验证码').fill(await waitForCode('rep10', mark));
  const codeSent = page.getByText(CODE_SENT);
  await expect(codeSent).toBeVisible();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  // The toast lives 3 s; the shell ends it as it opens instead of letting it float over the home page.
  await expect(codeSent).toHaveCount(0, { timeout: 1_000 });

  const turns: string[] = [];
  for (let turn = await firstVisitTurn(page); turn !== 'idle'; turn = await firstVisitTurn(page)) {
    turns.push(turn);
    await expect.poll(() => visibleOverlays(page)).toBe(1);
    // Held for a moment: nothing else joins the overlay on screen.
    await page.waitForTimeout(300);
    expect(await visibleOverlays(page)).toBe(1);
    await dismissFirstVisitOverlay(page, turn);
  }
  expect(turns).toEqual(['version', 'searchGuide', 'loginPrompt']);
  expect(await visibleOverlays(page)).toBe(0);
  await expect(page.getByRole('region', { name: '快捷入口' })).toHaveAttribute('data-collapsed', 'true');

  await page.reload();
  await expect(page.locator('main#main')).toHaveAttribute('aria-busy', 'false');
  expect(await firstVisitTurn(page)).toBe('idle');
  expect(await visibleOverlays(page)).toBe(0);
});

/**
 * Interactive elements whose visible part (clipped by scrolling ancestors) overlaps the
 * quick-access bar, described for the failure message.
 */
function coveredByQuickAccess(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-quick-access]');
    if (!bar) throw new Error('no quick-access bar');
    const area = bar.getBoundingClientRect();
    const visiblePart = (node: Element) => {
      let { left, top, right, bottom } = node.getBoundingClientRect();
      for (let parent = node.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflow === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      return { left, top, right, bottom };
    };
    const interactive = 'button, input, select, textarea, a[href], th, [role="button"], [role="combobox"], [role="tab"], [tabindex="0"]';
    return [...document.querySelectorAll(interactive)]
      .filter((node) => !bar.contains(node) && node.checkVisibility())
      .filter((node) => {
        const part = visiblePart(node);
        if (part.right <= part.left || part.bottom <= part.top) return false;
        return part.left < area.right && part.right > area.left && part.top < area.bottom && part.bottom > area.top;
      })
      .map((node) => `${node.tagName.toLowerCase()} “${(node.textContent ?? '').trim().slice(0, 20)}”`);
  });
}

test('the quick-access bar covers nothing on home, 月度业绩 and 短信发送记录, and closes on Escape or a click outside', async ({
  page,
}) => {
  await signInWithSso(page, 'sales');
  const bar = page.getByRole('region', { name: '快捷入口' });
  const pages = [
    { path: '/home', ready: page.getByTestId('home-assistant-slot').getByRole('button', { name: '发送', exact: true }) },
    { path: '/businessInquiry/resultsQuery/month', ready: page.locator('main#main table th').filter({ visible: true }).first() },
    { path: '/businessInquiry/sendRcdQuery', ready: page.locator('main#main table th').filter({ visible: true }).first() },
  ];
  for (const { path, ready } of pages) {
    if (path !== '/home') await go(page, path);
    await expect(ready).toBeVisible();
    await expect(bar).toHaveAttribute('data-collapsed', 'true');
    const handle = (await bar.boundingBox())!;
    expect([Math.round(handle.x + handle.width), handle.width <= 16]).toEqual([1440, true]);
    expect(await coveredByQuickAccess(page), path).toEqual([]);
  }

  // Opened on demand; Escape closes it and gives the focus back to the handle.
  await bar.getByRole('button', { name: '展开快捷入口' }).click();
  await expect(bar).toHaveAttribute('data-collapsed', 'false');
  await expect(bar.getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bar).toHaveAttribute('data-collapsed', 'true');
  await expect(bar.getByRole('button', { name: '展开快捷入口' })).toBeFocused();

  // A click on the page closes it too.
  await bar.getByRole('button', { name: '展开快捷入口' }).click();
  await expect(bar).toHaveAttribute('data-collapsed', 'false');
  await page.getByRole('heading', { level: 1 }).filter({ visible: true }).click();
  await expect(bar).toHaveAttribute('data-collapsed', 'true');

  // Nothing about an open panel is remembered for the next visit.
  await bar.getByRole('button', { name: '展开快捷入口' }).click();
  await page.reload();
  await expect(page.locator('main#main')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('region', { name: '快捷入口' })).toHaveAttribute('data-collapsed', 'true');
});
