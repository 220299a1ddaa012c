import { expect, test } from '@playwright/test';
import { signInWithSso } from './support';
import { allKeys, openPalette, paletteBox, paletteDialog, paletteOptions, search, shownKeys } from './palette-support';

test.describe('command palette: prefix modes, nested pages and the action panel', () => {
  test('> lists only actions, with their shortcuts; Backspace on the empty box removes the prefix', async ({ page }) => {
    await signInWithSso(page, 'sales');
    await openPalette(page);
    await search(page, '>');
    await expect(paletteDialog(page).getByRole('button', { name: /操作/ })).toBeVisible();
    const keys = await allKeys(page);
    expect(keys.length).toBeGreaterThan(3);
    // Registered commands, and 发起<流程名> for each process the person may start.
    expect(keys.every((key) => key.startsWith('cmd:') || key.startsWith('start:'))).toBe(true);
    expect(keys).toContain('start:recharge');
    await paletteBox(page).fill('fanhui');
    await expect(paletteOptions(page).first()).toHaveAttribute('data-key', 'cmd:navigation.go-home');
    await expect(paletteOptions(page).first()).toHaveAttribute('aria-keyshortcuts', 'Alt+H');
    await search(page, '');
    await paletteBox(page).press('Backspace');
    await expect(paletteDialog(page).getByRole('button', { name: /移除/ })).toHaveCount(0);
    await expect.poll(() => shownKeys(page)).toContain('page:/home');
  });

  test('switch language opens its choices; Backspace goes back; a choice switches without reload', async ({ page }) => {
    await signInWithSso(page, 'sales');
    await openPalette(page);
    await search(page, 'qhyy');
    await page.keyboard.press('Enter');
    await expect.poll(() => shownKeys(page)).toEqual(['choice:account.language.zh', 'choice:account.language.en']);
    await paletteBox(page).press('Backspace');
    await expect.poll(() => shownKeys(page)).toContain('page:/home');
    await search(page, 'qhyy');
    await page.keyboard.press('Enter');
    await search(page, 'english');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await openPalette(page);
    await expect(paletteBox(page)).toHaveAttribute('placeholder', /Search pages and actions/);
  });

  test('the action panel (→ or Ctrl+K) stars a page, which then shows under Favourites', async ({ page }) => {
    await signInWithSso(page, 'ops');
    await openPalette(page);
    await search(page, 'dxfsjl');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => shownKeys(page))
      .toEqual(expect.arrayContaining(['action:openInNewTab', 'action:copyLink', 'action:favourite']));
    await search(page, 'shoucang');
    const saved = page.waitForResponse((answer) => answer.url().includes('/v2/sys/staff/palette/favourite'));
    await page.keyboard.press('Enter');
    expect((await (await saved).json()).data).toEqual({ key: 'page:/businessInquiry/sendRcdQuery', favourite: true });
    await expect(paletteDialog(page).getByRole('group', { name: '收藏' }).getByRole('option').first()).toBeVisible();
    await expect(paletteOptions(page).first()).toHaveAttribute('data-key', 'page:/businessInquiry/sendRcdQuery');
  });

  test('# finds a customer of the signed-in person by code', async ({ page }) => {
    await signInWithSso(page, 'sales');
    const code = await page.evaluate(async () => {
      const answer = await fetch('/v2/crm/customer/query', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify({ keyword: '', pageSize: 5 }),
      });
      const body = (await answer.json()) as { data: { rows: { code: string }[] } };
      return body.data.rows[0]?.code ?? '';
    });
    expect(code).not.toBe('');
    await openPalette(page);
    await search(page, `#${code}`);
    await expect(paletteDialog(page).getByRole('button', { name: /客户/ })).toBeVisible();
    await expect(paletteOptions(page).first()).toHaveAttribute('data-key', `customer:${code}`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/crm/client-partner/my-client/details\\?code=${code}$`));
    await expect(page.getByRole('heading', { name: new RegExp(code) })).toBeVisible();
  });

  test('# tells a person without CRM that customers cannot be searched; @ finds colleagues and shows their card', async ({ page }) => {
    await signInWithSso(page, 'finance');
    await openPalette(page);
    await search(page, '#C0');
    await expect(paletteDialog(page).getByText('你没有客户管理权限，无法搜索客户')).toBeVisible();
    await paletteBox(page).fill('');
    await paletteBox(page).press('Backspace');
    await search(page, '@SB1001');
    await expect(paletteOptions(page).first()).toHaveText(/李娜 \(SB1001\)/);
    await page.keyboard.press('Enter');
    await expect(paletteDialog(page).getByRole('region', { name: '李娜' })).toContainText('销售一部');
    // Finance has the mailbox: 写邮件给 comes first, then the job number.
    await expect.poll(() => shownKeys(page)).toEqual(['action:mailWriteTo', 'action:copyJobNumber']);
  });

  test('? sends the question to the assistant', async ({ page }) => {
    await signInWithSso(page, 'sales');
    await openPalette(page);
    await search(page, '?上个月哪些客户亏损');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: /AI 助手/ })).toContainText('上个月哪些客户亏损');
  });
});
