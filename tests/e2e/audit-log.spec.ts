import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { baseUrl } from './support';
import { api } from './assistant-support';
import { axeProblems, send, signedIn } from './workflow-support';

/**
 * Issue 16, audit log: a change just made shows on the system log page and the filters find it;
 * the page passes axe in both languages at desktop, tablet and phone widths (screenshots in /tmp/audit-shots).
 */
const SHOTS = '/tmp/audit-shots';
mkdirSync(SHOTS, { recursive: true });
const SECTION = 'section[aria-labelledby="system-log-title"]';

test('the system log lists a change just made and filters it', async ({ browser }) => {
  const page = await signedIn(browser, 'admin', 'zh-CN', 1440);
  await page.goto(`${baseUrl()}/setModule/systemLog`);
  const section = page.locator(`${SECTION}:visible`);
  await expect(section.getByRole('heading', { level: 1, name: '系统日志' })).toBeVisible();
  // Saves the admin's quick access unchanged: still a recorded change, and the shell suites keep their entries.
  const entries = await api<{ resourceId: number }[]>(page, 'GET', '/v2/sys/staff/quickAccess/list');
  await send(page, '/v2/sys/staff/quickAccess/save', { resourceIds: entries.map((entry) => entry.resourceId) });

  const filters = section.getByRole('search', { name: '筛选条件' });
  await filters.getByLabel('操作人').fill('周启明');
  await filters.getByLabel('操作', { exact: true }).fill('shell.quickAccessSave');
  await filters.getByLabel('结果').selectOption('ok');
  await filters.getByRole('button', { name: '查询' }).click();
  const rows = section.getByRole('row');
  await expect(rows.nth(1)).toContainText('shell.quickAccessSave');
  await expect(rows.nth(1)).toContainText('周启明');
  await expect(rows.nth(1)).toContainText('成功');
  expect(await axeProblems(page, SECTION)).toEqual([]);

  await filters.getByLabel('结果').selectOption('refused');
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(section.getByText('没有符合条件的记录，请调整筛选条件。')).toBeVisible();
  expect(await axeProblems(page, SECTION)).toEqual([]);
  await filters.getByRole('button', { name: '重置' }).click();
  await expect(rows.nth(1)).toBeVisible();
});

for (const [locale, width] of [
  ['en', 1440],
  ['zh-CN', 900],
  ['zh-CN', 375],
] as const) {
  test(`the system log passes axe in ${locale} at ${width}px`, async ({ browser }) => {
    const page = await signedIn(browser, 'admin', 'zh-CN', width);
    if (locale === 'en') {
      // The sign-in page is Chinese by default: switch the way a reader does.
      await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
    await page.goto(`${baseUrl()}/setModule/systemLog`);
    const section = page.locator(`${SECTION}:visible`);
    await expect(section.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(section.getByRole('row').nth(1)).toBeVisible();
    expect(await axeProblems(page, SECTION)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/system-log-${locale}-${width}.png`, fullPage: true });
  });
}
