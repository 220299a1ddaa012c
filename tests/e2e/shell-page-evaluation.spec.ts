import { expect, test } from '@playwright/test';
import { go } from './shell-support';
import { signInWithSso } from './support';

/**
 * "Rate this page" (shell.md §7 page evaluation check by resourceId). It rates as admin: admin
 * manages feedback and is not told of their own ratings, so no other spec sees a new message.
 */
test('offers a rating on a page not yet rated, binds the dialog to it and stays away once rated', async ({ page }) => {
  await signInWithSso(page, 'admin');
  const rateButton = page.getByRole('button', { name: '评价本页' });
  // Home is the overview, not a page to rate.
  await expect(page.locator('main#main')).toHaveAttribute('aria-busy', 'false');
  await expect(rateButton).toHaveCount(0);

  const checked = page.waitForResponse((answer) => answer.url().includes('/v2/sys/staff/page/evaluation/check?resourceId='));
  await go(page, '/crm/blacklist');
  expect((await (await checked).json()).data).toEqual({ evaluated: false, score: null, evaluatedAt: null });
  await rateButton.click();
  const dialog = page.getByRole('dialog', { name: '评价本页' });
  await expect(dialog).toContainText('「客户黑名单」用起来怎么样？');
  await dialog.getByLabel('4 分').check({ force: true });
  await dialog.getByLabel('意见或建议（选填）').fill('筛选条件很清楚');
  const committed = page.waitForRequest((request) => request.url().endsWith('/v2/sys/staff/feedback/commit'));
  await dialog.getByRole('button', { name: '提交' }).click();
  expect((await committed).postDataJSON()).toMatchObject({ score: 4, pagePath: '/crm/blacklist', resourceId: expect.any(Number) });
  await expect(page.getByText('感谢你的反馈！')).toBeVisible();
  await expect(rateButton).toHaveCount(0);

  // The server remembers it: after a reload the page asks again and is told it was rated.
  const again = page.waitForResponse((answer) => answer.url().includes('/v2/sys/staff/page/evaluation/check?resourceId='));
  await page.reload();
  expect((await (await again).json()).data).toMatchObject({ evaluated: true, score: 4 });
  await expect(page.locator('main#main')).toHaveAttribute('aria-busy', 'false');
  await expect(rateButton).toHaveCount(0);

  // Another page has its own evaluation.
  await go(page, '/crm/open-sea');
  await expect(rateButton).toBeVisible();
});
