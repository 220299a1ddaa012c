import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { tabKeys } from './shell-support';
import { signInWithSso } from './support';
import { activeKey, allKeys, openPalette, paletteBox, paletteDialog, paletteOptions, search, shownKeys } from './palette-support';

const SEND_RECORDS = 'page:/businessInquiry/sendRcdQuery';

test.describe('command palette: finding and opening pages', () => {
  test('sales types dxfsjl: 短信发送记录 comes first and Enter opens it as a tab; pinyin, mixes and English find it too', async ({
    page,
  }) => {
    await signInWithSso(page, 'sales');
    await openPalette(page);
    await search(page, 'dxfsjl');
    await expect(paletteOptions(page).first()).toHaveAttribute('data-key', SEND_RECORDS);
    expect(await activeKey(page)).toBe(SEND_RECORDS);
    for (const query of ['duanxin', '短信fs', 'SMS send records']) {
      await search(page, query);
      await expect.poll(async () => (await shownKeys(page)).slice(0, 3), { message: query }).toContain(SEND_RECORDS);
    }
    await search(page, 'dxfsjl');
    await expect(paletteOptions(page).first()).toHaveAttribute('data-key', SEND_RECORDS);
    await page.keyboard.press('Enter');
    await expect(paletteDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/businessInquiry\/sendRcdQuery$/);
    await expect.poll(() => tabKeys(page)).toContainEqual(expect.stringContaining('/businessInquiry/sendRcdQuery'));
  });

  test('finance finds no CRM page however it asks; newhire finds only home and actions', async ({ page, browser }) => {
    await signInWithSso(page, 'finance');
    await openPalette(page);
    for (const query of ['客户', 'kehu', 'customer', 'crm', '我的客户', 'wdkh', '商机']) {
      await search(page, query);
      const keys = await allKeys(page);
      expect(
        keys.filter((key) => key.startsWith('page:/crm')),
        query,
      ).toEqual([]);
    }
    await search(page, '');
    const everything = await allKeys(page);
    expect(everything.some((key) => key.startsWith('page:/financial'))).toBe(true);
    expect(everything.filter((key) => key.startsWith('page:/crm'))).toEqual([]);

    const context = await browser.newContext();
    const newhire = await context.newPage();
    await signInWithSso(newhire, 'newhire');
    await openPalette(newhire);
    const keys = await allKeys(newhire);
    expect(keys).toContain('page:/home');
    expect(keys.some((key) => key.startsWith('cmd:'))).toBe(true);
    expect(keys.filter((key) => key.startsWith('page:') && key !== 'page:/home')).toEqual([]);
    await search(newhire, 'd');
    expect((await allKeys(newhire)).filter((key) => key.startsWith('page:') && key !== 'page:/home')).toEqual([]);
    await context.close();
  });

  test('Ctrl+Enter opens a page in a new browser tab; / opens the palette when no field has focus', async ({ page, context }) => {
    await signInWithSso(page, 'sales');
    await page.locator('body').press('/');
    await expect(paletteBox(page)).toBeFocused();
    await search(page, 'dxrwcx');
    await expect(paletteOptions(page).first()).toHaveAttribute('data-key', 'page:/businessInquiry/smsTaskQuery');
    const opened = context.waitForEvent('page');
    await page.keyboard.press('Control+Enter');
    const tab = await opened;
    await expect(tab).toHaveURL(/\/businessInquiry\/smsTaskQuery$/);
    await tab.close();
  });

  test('? shows every shortcut from the registry; a shortcut runs its command; none fires while typing', async ({ page }) => {
    await signInWithSso(page, 'sales');
    await page.locator('body').press('?');
    const sheet = page.getByRole('dialog', { name: '快捷键一览' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('listitem').filter({ hasText: '打开命令面板' })).toContainText('Ctrl+K');
    await expect(sheet.getByRole('listitem').filter({ hasText: '返回首页' })).toContainText('Alt+H');
    await expect(sheet.getByRole('listitem').filter({ hasText: '在新浏览器标签页打开页面' })).toContainText('Ctrl+↵');
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);

    await openPalette(page);
    await search(page, 'dxfsjl');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/businessInquiry\/sendRcdQuery$/);
    await page.keyboard.press('Alt+h');
    await expect(page).toHaveURL(/\/home$/);
    await openPalette(page);
    await paletteBox(page).press('/');
    await paletteBox(page).press('?');
    await expect(paletteBox(page)).toHaveValue('/?');
    await expect(page.getByRole('dialog', { name: '快捷键一览' })).toHaveCount(0);
  });

  test('the open palette has no serious accessibility violations and gives focus back on close', async ({ page }) => {
    await signInWithSso(page, 'sales');
    const trigger = page.getByRole('button', { name: '搜索页面、操作或提问' });
    await trigger.focus();
    await page.keyboard.press('Control+k');
    await expect(paletteBox(page)).toBeFocused();
    await search(page, 'duanxin');
    await page.keyboard.press('ArrowDown');
    const results = await new AxeBuilder({ page }).include('[data-palette]').analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    const box = paletteBox(page);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const listId = await box.getAttribute('aria-controls');
    await expect(page.locator(`[id="${listId}"]`)).toHaveAttribute('role', 'listbox');
    await expect(page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(paletteDialog(page)).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('on a phone the header search button opens a full-screen palette with large rows', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    const page = await context.newPage();
    await signInWithSso(page, 'sales');
    await page.getByRole('button', { name: '搜索页面、操作或提问' }).click();
    const dialog = paletteDialog(page);
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
    const row = await paletteOptions(page).first().boundingBox();
    expect(row?.height).toBeGreaterThanOrEqual(48);
    const results = await new AxeBuilder({ page }).include('[data-palette]').analyze();
    expect(
      results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
    await context.close();
  });
});
