import { expect, test, type Page } from '@playwright/test';
import { baseUrl } from './support';
import { axeProblems, signedIn } from './workflow-support';

/**
 * Feedback end to end: a sales rep rates Switchboard with words, the handler replies from the
 * handling list, the push stream tells the rep at once and the rep reads the reply in the shell's
 * feedback dialog (sales has no my-feedback page). Then the three pages pass axe at desktop,
 * tablet and phone widths in both languages; screenshots land in /tmp/feedback-shots.
 */
const SHOTS = '/tmp/feedback-shots';

test('a rating with words is answered and the author sees the reply at once', async ({ browser }) => {
  const words = `报价导出希望带上币种 ${Date.now() % 100_000}`;
  const sales = await signedIn(browser, 'sales');
  await sales.getByRole('button', { name: /用户菜单/ }).click();
  await sales.getByRole('menuitem', { name: '评分与反馈' }).click();
  const rating = sales.getByRole('dialog', { name: '评分与反馈' });
  await expect(rating).toContainText('2 个工作日内回复'); // the settings' note
  await rating.getByLabel('4 分').check({ force: true });
  await expect(rating).toContainText('满意');
  await rating.getByLabel('反馈分类').selectOption({ label: '功能建议' });
  await rating.getByLabel('意见或建议（选填）').fill(words);
  await rating.getByRole('button', { name: '提交' }).click();
  await expect(sales.getByText('感谢你的反馈！')).toBeVisible();

  const admin = await signedIn(browser, 'admin');
  await expect(admin.getByTestId('feedback-unreplied')).toBeVisible();
  await admin.goto(`${baseUrl()}/csc/feedbackmanagement/fb-list`);
  const list = admin.locator('section[aria-labelledby="fb-list-title"]:visible');
  await list.getByLabel('搜索内容、姓名或工号').fill(words);
  const row = list.getByRole('row').filter({ hasText: words });
  await expect(row).toContainText('待处理');
  await row.getByRole('button', { name: /^处理/ }).click();
  const detail = admin.getByRole('dialog', { name: '反馈详情' });
  await expect(detail).toContainText('李娜 (SB1001)');
  await detail.getByLabel('回复内容').fill('已排入下个迭代，上线后通知您。');
  await detail.getByRole('button', { name: '发送回复' }).click();
  await expect(detail).toContainText('已排入下个迭代，上线后通知您。');
  await expect(detail.getByText('已回复', { exact: true })).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(row).toContainText('已回复');

  // The push stream lights the rep's unread dot without a reload; the notice opens their feedback.
  await expect(sales.getByTestId('unread-dot')).toBeVisible({ timeout: 10_000 });
  await sales.getByRole('button', { name: '消息通知（有未读消息）' }).click();
  const drawer = sales.getByRole('dialog', { name: '消息通知' });
  await drawer.getByText('您的反馈有了回复').first().click();
  const mine = sales.getByRole('dialog', { name: '评分与反馈' });
  await expect(mine.getByRole('tab', { name: '我的反馈', selected: true })).toBeVisible();
  const card = mine.locator('li[data-feedback-id]').filter({ hasText: words });
  await expect(card).toContainText('已排入下个迭代，上线后通知您。');
  await expect(card).toContainText('已回复');
  await expect(sales).toHaveURL(/\/home$/);
  await sales.context().close();
  await admin.context().close();
});

test('sales cannot open the handling list', async ({ browser }) => {
  const sales = await signedIn(browser, 'sales');
  await sales.goto(`${baseUrl()}/csc/feedbackmanagement/fb-list`);
  await expect(sales.getByRole('heading', { name: '暂无权限，请联系管理员' })).toBeVisible();
  await sales.context().close();
});

test('a popup rule on a page brings the rating popover there, once, and its stars open the rating', async ({ browser }) => {
  // A generated rep no other suite signs in as: never rated, never shown the rule.
  const rep = await signedIn(browser, 'rep08');
  await rep.goto(`${baseUrl()}/offerManage/customer-quote/sms`);
  const popover = rep.getByRole('complementary', { name: '温馨提示' });
  await expect(popover).toContainText('这个页面能帮您完成手头的工作吗？');
  await popover.getByRole('button', { name: '评分 5 分' }).click();
  const rating = rep.getByRole('dialog', { name: '评分与反馈' });
  await expect(rating.getByRole('group', { name: '这个页面能帮您完成手头的工作吗？' })).toBeVisible();
  await expect(rating.getByLabel(/^5 分/)).toBeChecked();
  await rating.getByRole('button', { name: '提交' }).click();
  await expect(rep.getByText('感谢你的反馈！')).toBeVisible();
  // Once ever: the page again shows no popover.
  await rep.reload();
  await expect(rep.locator('main#main')).toHaveAttribute('aria-busy', 'false');
  await expect(rep.locator('html')).toHaveAttribute('data-first-visit', 'idle');
  await expect(popover).toHaveCount(0);
  await rep.context().close();
});

const PAGES = [
  { path: '/csc/feedbackmanagement/feedback', section: 'my-feedback-title', heading: { zh: '我的反馈', en: 'My feedback' } },
  { path: '/csc/feedbackmanagement/fb-list', section: 'fb-list-title', heading: { zh: '反馈列表', en: 'Feedback list' } },
  { path: '/setModule/feedbackmanagement/fb-config', section: 'fb-config-title', heading: { zh: '反馈配置', en: 'Feedback settings' } },
] as const;

for (const language of ['zh', 'en'] as const) {
  for (const width of [1440, 900, 375]) {
    test(`the feedback pages pass axe at ${width} px (${language})`, async ({ browser }) => {
      const page = await signedIn(browser, 'admin', 'zh-CN', width);
      for (const item of PAGES) {
        await page.goto(`${baseUrl()}${item.path}`);
        if (language === 'en') await switchToEnglish(page);
        const selector = `section[aria-labelledby="${item.section}"]`;
        const section = page.locator(`${selector}:visible`);
        await expect(section.getByRole('heading', { level: 1, name: item.heading[language] })).toBeVisible();
        await expect(section.getByRole('status')).toHaveCount(0);
        expect(await axeProblems(page, selector), item.path).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/${item.path.split('/').pop()}-${width}-${language}.png`, fullPage: width !== 375 });
      }
      if (width === 1440) {
        // The handler's reply dialog and the popup-rule dialog pass too.
        await page.goto(`${baseUrl()}/csc/feedbackmanagement/fb-list`);
        if (language === 'en') await switchToEnglish(page);
        await page
          .locator('section[aria-labelledby="fb-list-title"]:visible')
          .getByRole('table')
          .getByRole('button', { name: /^(处理|Handle) / })
          .first()
          .click();
        const dialog = page.getByRole('dialog', { name: /反馈详情|Feedback/ });
        await expect(dialog.getByRole('button', { name: /发送回复|Send reply/ })).toBeVisible();
        expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/reply-dialog-${language}.png` });
      }
      await page.context().close();
    });
  }
}

/** The header's language switch (compact layouts keep it in the user menu). */
async function switchToEnglish(page: Page) {
  if ((await page.locator('html').getAttribute('lang')) === 'en') return;
  await expect(page.locator('main#main')).toHaveAttribute('aria-busy', 'false');
  const group = page.getByRole('group', { name: '语言' });
  if (await group.isVisible()) await group.getByRole('button', { name: 'English' }).click();
  else {
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}
