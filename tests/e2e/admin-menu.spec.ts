import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseUrl } from './support';
import { axeProblems, signedIn } from './workflow-support';

/**
 * Issue 16, the menu tree: the page passes axe at desktop, tablet and phone widths in Chinese and
 * English (screenshots in /tmp/admin-config-shots), and a section the administrator hides leaves
 * another signed-in person's menu within seconds, without a reload.
 */
const SHOTS = '/tmp/admin-config-shots';
mkdirSync(SHOTS, { recursive: true });
const FRAME = 'section[data-page]';

const TEXT = {
  'zh-CN': { title: '菜单管理', expand: '展开 客户管理', edit: '编辑 客户管理', dialog: '编辑菜单：客户管理' },
  en: {
    title: 'Menus',
    expand: 'Expand Customer management',
    edit: 'Edit Customer management',
    dialog: 'Edit menu entry: Customer management',
  },
} as const;

async function adminIn(browser: Browser, locale: keyof typeof TEXT, width: number): Promise<Page> {
  const page = await signedIn(browser, 'admin', 'zh-CN', width);
  if (locale === 'en') await page.evaluate(() => localStorage.setItem('locale', 'en'));
  return page;
}

for (const locale of ['zh-CN', 'en'] as const) {
  for (const width of [1440, 900, 375] as const) {
    test(`menu page and its edit dialog pass axe at ${width}px in ${locale}`, async ({ browser }) => {
      const text = TEXT[locale];
      const page = await adminIn(browser, locale, width);
      await page.goto(`${baseUrl()}/setModule/authManage/menu`);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await page.getByRole('button', { name: text.expand }).click();
      await expect(page.locator(FRAME).getByRole('status')).toHaveCount(0);
      expect(await axeProblems(page, FRAME)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/menu-${locale}-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: text.edit, exact: true }).click();
      await expect(page.getByRole('dialog', { name: text.dialog })).toBeVisible();
      expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/menu-dialog-${locale}-${width}.png` });
    });
  }
}

test("a hidden section leaves a signed-in sales user's menu within 5 s, and comes back renamed", async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  const sales = await signedIn(browser, 'sales');
  await admin.goto(`${baseUrl()}/setModule/authManage/menu`);
  await expect(admin.getByRole('heading', { level: 1, name: '菜单管理' })).toBeVisible();
  const nav = sales.getByRole('navigation').first();
  await expect(nav.getByText('报价管理').first()).toBeVisible();

  await admin.getByRole('switch', { name: '在菜单中显示 报价管理' }).click();
  await expect(admin.getByRole('switch', { name: '在菜单中显示 报价管理' })).toHaveAttribute('aria-checked', 'false');
  await expect(nav.getByText('报价管理')).toHaveCount(0, { timeout: 5_000 });

  await admin.getByRole('button', { name: '编辑 报价管理', exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: '编辑菜单：报价管理' });
  await dialog.getByLabel('中文名称').fill('报价中心');
  await dialog.getByLabel('在菜单中显示').check();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(admin.getByText('已保存 报价管理，在线用户的菜单已刷新')).toBeVisible();
  await expect(nav.getByText('报价中心').first()).toBeVisible({ timeout: 5_000 });

  await admin.getByRole('button', { name: '恢复默认 报价中心' }).click();
  await expect(nav.getByText('报价管理').first()).toBeVisible({ timeout: 5_000 });
});
