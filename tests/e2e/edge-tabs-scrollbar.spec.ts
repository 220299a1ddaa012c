import { expect, test } from '@playwright/test';
import { go } from './shell-support';
import { signInWithSso } from './support';

// Desktops with classic scrollbars (Windows, most Linux desktops): Playwright hides scrollbars by
// default, so this file launches Chromium with them shown.
test.use({
  viewport: { width: 1440, height: 900 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    ignoreDefaultArgs: ['--hide-scrollbars'],
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  },
});

test('the edge tabs rest left of the page scrollbar, which stays free to grab', async ({ page }) => {
  await signInWithSso(page, 'sales');
  await go(page, '/businessInquiry/resultsQuery/month');
  const main = page.locator('main#main');
  await expect(main.getByRole('table')).toBeVisible();
  const gutter = await main.evaluate((node: HTMLElement) => {
    const box = node.getBoundingClientRect();
    return { left: box.left + node.clientLeft + node.clientWidth, width: node.offsetWidth - node.clientWidth };
  });
  // Chromium on Linux draws a classic 15 px scrollbar when scrollbars are not hidden.
  expect(gutter.width).toBeGreaterThan(0);
  for (const tab of [
    page.locator('[data-quick-access]'),
    page.getByTestId('page-evaluation'),
    page.getByRole('button', { name: '打开 AI 助手' }),
  ]) {
    const box = await tab.boundingBox();
    expect(box).toBeTruthy();
    if (box) expect(box.x + box.width).toBeLessThanOrEqual(gutter.left + 0.5);
  }
});
