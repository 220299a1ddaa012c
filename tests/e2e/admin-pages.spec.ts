import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseUrl } from './support';
import { axeProblems, signedIn } from './workflow-support';

/**
 * Issue 16, acceptance 4: the users and roles pages (with the grants tree and the account dialog
 * open) pass axe at desktop, tablet and phone widths in Chinese and English; screenshots land in
 * /tmp/admin-shots.
 */
const SHOTS = '/tmp/admin-shots';
mkdirSync(SHOTS, { recursive: true });

const TEXT = {
  'zh-CN': { users: '用户管理', roles: '角色管理', newUser: '新建用户', grants: '授权 销售', expand: '展开 财务管理' },
  en: { users: 'Users', roles: 'Roles', newUser: 'New user', grants: 'Grants Sales', expand: 'Expand Finance' },
} as const;

async function checkPage(page: Page, selector: string, shot: string): Promise<void> {
  await expect(page.locator(selector).getByRole('status')).toHaveCount(0);
  expect(await axeProblems(page, selector), shot).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
}

/** Signed in (single sign-on speaks Chinese), then in the language under test. */
async function adminIn(browser: Browser, locale: keyof typeof TEXT, width: number): Promise<Page> {
  const page = await signedIn(browser, 'admin', 'zh-CN', width);
  if (locale === 'en') await page.evaluate(() => localStorage.setItem('locale', 'en'));
  return page;
}

for (const locale of ['zh-CN', 'en'] as const) {
  for (const width of [1440, 900, 375] as const) {
    test(`users page and its dialog pass axe at ${width}px in ${locale}`, async ({ browser }) => {
      const text = TEXT[locale];
      const page = await adminIn(browser, locale, width);
      await page.goto(`${baseUrl()}/setModule/authManage/user`);
      await expect(page.getByRole('heading', { level: 1, name: text.users })).toBeVisible();
      await expect(page.getByRole('region', { name: locale === 'en' ? 'Staff accounts' : '员工账号' })).toBeVisible();
      await checkPage(page, 'section[aria-labelledby="admin-users-title"]', `users-${locale}-${width}`);
      await page.getByRole('button', { name: text.newUser }).click();
      await expect(page.getByRole('dialog', { name: text.newUser })).toBeVisible();
      expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/user-dialog-${locale}-${width}.png` });
    });

    test(`roles page with the grants tree passes axe at ${width}px in ${locale}`, async ({ browser }) => {
      const text = TEXT[locale];
      const page = await adminIn(browser, locale, width);
      await page.goto(`${baseUrl()}/setModule/roles`);
      await expect(page.getByRole('heading', { level: 1, name: text.roles })).toBeVisible();
      await page.getByRole('button', { name: text.grants, exact: true }).click();
      await page.getByRole('button', { name: text.expand }).click();
      await checkPage(page, 'section[aria-labelledby="admin-roles-title"]', `roles-${locale}-${width}`);
    });
  }
}
