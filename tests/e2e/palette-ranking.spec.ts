import { expect, test } from '@playwright/test';
import { signInWithSso } from './support';
import { openPalette, paletteDialog, paletteOptions, search } from './palette-support';

// sales2 has the role of sales and is used by no other browser test: its ranking starts empty.
const TASKS = 'page:/businessInquiry/smsTaskQuery';

test('a page opened three times ranks first for an empty box and for a shared prefix, on a fresh browser too', async ({
  page,
  browser,
}) => {
  await signInWithSso(page, 'sales2');
  await openPalette(page);
  await search(page, '短信');
  // Before: menu order puts other 短信… pages ahead of 短信任务查询.
  await expect(paletteOptions(page).first()).toHaveAttribute('data-key', /^page:/);
  const firstBefore = await paletteOptions(page).first().getAttribute('data-key');
  expect(firstBefore).not.toBe(TASKS);
  for (let time = 0; time < 3; time += 1) {
    if (time > 0) await openPalette(page);
    await search(page, 'dxrwcx');
    await expect(paletteOptions(page).first()).toHaveAttribute('data-key', TASKS);
    const recorded = page.waitForResponse((answer) => answer.url().includes('/v2/sys/staff/palette/usage/record'));
    await page.keyboard.press('Enter');
    expect((await (await recorded).json()).code).toBe(0);
    await expect(paletteDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/businessInquiry\/smsTaskQuery$/);
  }
  // Another page once, more recently: frequency × recency still puts the three-times page first.
  await openPalette(page);
  await search(page, 'dxfsjl');
  await page.keyboard.press('Enter');
  await expect(paletteDialog(page)).toHaveCount(0);

  const expectRankedFirst = async (target: typeof page) => {
    await openPalette(target);
    await expect(paletteOptions(target).first()).toHaveAttribute('data-key', TASKS);
    await expect(paletteDialog(target).getByRole('group', { name: '最近使用' }).getByRole('option').first()).toHaveAttribute(
      'data-key',
      TASKS,
    );
    await search(target, '短信');
    await expect(paletteOptions(target).first()).toHaveAttribute('data-key', TASKS);
    await search(target, 'duanxin');
    await expect(paletteOptions(target).first()).toHaveAttribute('data-key', TASKS);
  };
  await expectRankedFirst(page);

  // A new browser context: nothing local survives, the ranking comes from the server.
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await signInWithSso(fresh, 'sales2');
  expect(await fresh.evaluate(() => Object.keys(localStorage).filter((key) => /palette|frecen/i.test(key)))).toEqual([]);
  await expectRankedFirst(fresh);

  // "Reset ranking" from the action panel: the page loses its boost; the page used once now leads.
  await search(fresh, '短信');
  await fresh.keyboard.press('Control+k');
  const reset = fresh.waitForResponse((answer) => answer.url().includes('/v2/sys/staff/palette/usage/reset'));
  await paletteOptions(fresh).filter({ hasText: '重置排序' }).click();
  expect((await (await reset).json()).data).toEqual({ key: TASKS, removed: true });
  await search(fresh, '短信');
  await expect(paletteOptions(fresh).first()).toHaveAttribute('data-key', 'page:/businessInquiry/sendRcdQuery');
  await context.close();
});
