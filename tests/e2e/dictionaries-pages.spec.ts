import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseUrl } from './support';
import { axeProblems, signedIn } from './workflow-support';

/**
 * Issue 16, dictionaries: the four dictionary pages share one page that passes axe at desktop,
 * tablet and phone widths in Chinese and English (the other three at desktop width) (screenshots in /tmp/admin-config-shots); an edit
 * there changes what another person's filter offers.
 */
const SHOTS = '/tmp/admin-config-shots';
mkdirSync(SHOTS, { recursive: true });
const FRAME = 'section[data-page]';

const TEXT = {
  'zh-CN': { title: '客户字段枚举', newItem: '新增字典项', levels: '客户等级 的字典项' },
  en: { title: 'CRM field enumerations', newItem: 'New item', levels: 'Items of Customer level' },
} as const;

async function adminIn(browser: Browser, locale: keyof typeof TEXT, width: number): Promise<Page> {
  const page = await signedIn(browser, 'admin', 'zh-CN', width);
  if (locale === 'en') await page.evaluate(() => localStorage.setItem('locale', 'en'));
  return page;
}

for (const locale of ['zh-CN', 'en'] as const) {
  for (const width of [1440, 900, 375] as const) {
    test(`CRM dictionary page and its item dialog pass axe at ${width}px in ${locale}`, async ({ browser }) => {
      const text = TEXT[locale];
      const page = await adminIn(browser, locale, width);
      await page.goto(`${baseUrl()}/setModule/crm/dictionary`);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(page.getByRole('region', { name: text.levels })).toBeVisible();
      await expect(page.locator(FRAME).getByRole('status')).toHaveCount(0);
      expect(await axeProblems(page, FRAME)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/dictionary-${locale}-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: text.newItem }).click();
      await expect(page.getByRole('dialog', { name: text.newItem })).toBeVisible();
      expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/dictionary-dialog-${locale}-${width}.png` });
    });
  }
}

const OTHER_PAGES = [
  { path: '/setModule/csc/dictionary', title: { 'zh-CN': '客服字段枚举', en: 'Customer service field enumerations' } },
  { path: '/setModule/purchase/dictionary', title: { 'zh-CN': '采购字段枚举', en: 'Purchasing field enumerations' } },
  { path: '/setModule/operate-set/field-enum', title: { 'zh-CN': '运营字段枚举', en: 'Operations field enumerations' } },
] as const;

for (const locale of ['zh-CN', 'en'] as const) {
  test(`the customer-service, purchasing and operations dictionary pages pass axe in ${locale}`, async ({ browser }) => {
    const page = await adminIn(browser, locale, 1440);
    for (const other of OTHER_PAGES) {
      await page.goto(`${baseUrl()}${other.path}`);
      await expect(page.getByRole('heading', { level: 1, name: other.title[locale] })).toBeVisible();
      await expect(page.locator(FRAME).getByRole('region').first()).toBeVisible();
      await expect(page.locator(FRAME).getByRole('status')).toHaveCount(0);
      expect(await axeProblems(page, FRAME), other.path).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/dictionary-${other.path.split('/')[2]}-${locale}.png`, fullPage: true });
    }
  });
}

test('an item added, moved and disabled on the customer-service page', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  await admin.goto(`${baseUrl()}/setModule/csc/dictionary`);
  await expect(admin.getByRole('heading', { level: 1, name: '客服字段枚举' })).toBeVisible();
  await admin.getByRole('button', { name: /工单优先级/ }).click();
  const table = admin.getByRole('region', { name: '工单优先级 的字典项' });
  await admin.getByRole('button', { name: '新增字典项' }).click();
  const dialog = admin.getByRole('dialog', { name: '新增字典项' });
  await dialog.getByLabel('编码').fill('vip');
  await dialog.getByLabel('中文名称').fill('VIP 专线');
  await dialog.getByLabel('英文名称').fill('VIP line');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(admin.getByText('已保存 VIP 专线')).toBeVisible();
  await expect(table.getByRole('row').last()).toContainText('vip');
  await table.getByRole('button', { name: '上移 VIP 专线' }).click();
  await expect(table.getByRole('row').nth(4)).toContainText('vip');
  await table.getByRole('switch', { name: '启用 VIP 专线' }).click();
  await expect(table.getByRole('switch', { name: '启用 VIP 专线' })).toHaveAttribute('aria-checked', 'false');
});

test("a level disabled in the CRM dictionary is no longer offered by the sales user's customer filter", async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  await admin.goto(`${baseUrl()}/setModule/crm/dictionary`);
  const levels = admin.getByRole('region', { name: '客户等级 的字典项' });
  await levels.getByRole('switch', { name: '启用 D 级（潜在客户）' }).click();
  await expect(levels.getByRole('switch', { name: '启用 D 级（潜在客户）' })).toHaveAttribute('aria-checked', 'false');
  const sales = await signedIn(browser, 'sales');
  await sales.goto(`${baseUrl()}/crm/client-partner/my-client`);
  const filter = sales.getByRole('combobox', { name: '等级' });
  await expect(filter.locator('option')).toHaveText(['—', 'A 级（战略客户）', 'B 级（重点客户）', 'C 级（普通客户）']);
  await levels.getByRole('switch', { name: '启用 D 级（潜在客户）' }).click();
  await expect(levels.getByRole('switch', { name: '启用 D 级（潜在客户）' })).toHaveAttribute('aria-checked', 'true');
});
