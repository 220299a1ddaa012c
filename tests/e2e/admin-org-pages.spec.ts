import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { baseUrl } from './support';
import { axeProblems, send, signedIn } from './workflow-support';

/**
 * Issue 16: the departments page and the permission look-up pass axe at desktop, tablet and phone
 * widths in Chinese and English (screenshots in /tmp/admin-org-shots), and a department is moved
 * by dragging it onto another.
 */
const SHOTS = '/tmp/admin-org-shots';
mkdirSync(SHOTS, { recursive: true });

const TEXT = {
  'zh-CN': { dept: '组织架构', perm: '权限查询', search: '搜索页面或按钮', roles: '授予它的角色' },
  en: { dept: 'Departments', perm: 'Permission look-up', search: 'Search pages or buttons', roles: 'Roles that grant it' },
} as const;

async function adminIn(browser: Browser, locale: keyof typeof TEXT, width: number): Promise<Page> {
  const page = await signedIn(browser, 'admin', 'zh-CN', width);
  if (locale === 'en') await page.evaluate(() => localStorage.setItem('locale', 'en'));
  return page;
}

async function checkPage(page: Page, selector: string, shot: string): Promise<void> {
  await expect(page.locator(selector).getByRole('status')).toHaveCount(0);
  expect(await axeProblems(page, selector), shot).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
}

for (const locale of ['zh-CN', 'en'] as const) {
  for (const width of [1440, 900, 375] as const) {
    test(`departments and permission look-up pass axe at ${width}px in ${locale}`, async ({ browser }) => {
      const text = TEXT[locale];
      const page = await adminIn(browser, locale, width);
      await page.goto(`${baseUrl()}/setModule/departmentalOrganization`);
      await expect(page.getByRole('heading', { level: 1, name: text.dept })).toBeVisible();
      await expect(page.locator('[data-dept-id]').first()).toBeVisible();
      await checkPage(page, 'section[aria-labelledby="admin-org-dept-title"]', `dept-${locale}-${width}`);

      await page.goto(`${baseUrl()}/setModule/authManage/permissions`);
      await expect(page.getByRole('heading', { level: 1, name: text.perm })).toBeVisible();
      await page.getByRole('searchbox', { name: text.search }).fill('SYS_DEPARTMENTAL');
      await page
        .getByRole('navigation', { name: locale === 'en' ? 'Pages and buttons' : '页面与按钮' })
        .getByRole('button')
        .last()
        .click();
      await expect(page.getByRole('heading', { name: text.roles })).toBeVisible();
      await checkPage(page, 'section[aria-labelledby="admin-org-perm-title"]', `perm-${locale}-${width}`);
    });
  }
}

test('a department dragged onto another becomes its child', async ({ browser }) => {
  const page = await adminIn(browser, 'zh-CN', 1440);
  await page.goto(`${baseUrl()}/setModule/departmentalOrganization`);
  await expect(page.locator('[data-dept-id]').first()).toBeVisible();
  const stamp = Date.now().toString(36);
  const create = (name: string) => send<{ id: number }>(page, '/v2/sys/staff/admin/dept/create', { parentId: null, name, nameEn: name });
  const source = (await create(`拖动源${stamp}`)).id;
  const target = (await create(`拖动目标${stamp}`)).id;
  await page.reload();
  const sourceRow = page.locator(`[data-dept-id="${source}"]`);
  const targetRow = page.locator(`[data-dept-id="${target}"]`);
  await expect(targetRow).toBeVisible();
  await sourceRow.dragTo(targetRow, { targetPosition: { x: 40, y: ((await targetRow.boundingBox())?.height ?? 40) / 2 } });
  await expect(page.getByText(`已移动「拖动源${stamp}」`)).toBeVisible();
  // Nested: the moved row is now inside the target's list item.
  await expect(page.locator(`li:has(> [data-dept-id="${target}"]) [data-dept-id="${source}"]`)).toBeVisible();
});

/** The import template with a good row and a row naming a role that does not exist. */
async function importWorkbook(page: Page): Promise<Buffer> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const template = await page.request.get(`${baseUrl()}/v2/sys/staff/admin/user/import/template`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const workbook = new ExcelJS.Workbook();
  const bytes = await template.body();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const stamp = Date.now().toString(36);
  workbook.worksheets[0]!.addRow([
    `e2e.${stamp}`,
    '导入员工',
    'Imported',
    `E2E${stamp}`.slice(0, 20),
    '',
    '',
    'sales',
    '销售一部',
    'Welcome2026x',
  ]);
  workbook.worksheets[0]!.addRow([
    `e2e.bad${stamp}`,
    '坏行',
    'Bad',
    `E2EB${stamp}`.slice(0, 20),
    '',
    '',
    'nosuchrole',
    '销售一部',
    'Welcome2026x',
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('staff import reports a bad row and creates the good one', async ({ browser }) => {
  const page = await adminIn(browser, 'zh-CN', 1440);
  await page.goto(`${baseUrl()}/setModule/authManage/user`);
  await page.getByRole('button', { name: '导入', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '从 Excel 导入员工' });
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'staff.xlsx', mimeType: XLSX, buffer: await importWorkbook(page) });
  await expect(dialog.getByText('共 2 行，可导入 1 行，发现 1 处问题')).toBeVisible();
  await expect(dialog.getByRole('cell', { name: '没有编码为「nosuchrole」的角色' })).toBeVisible();
  expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/import-zh-CN-1440.png` });
  await dialog.getByRole('button', { name: '导入 1 行' }).click();
  await expect(dialog.getByText('已创建 1 个账号；1 处问题未导入')).toBeVisible();
});

test('the staff import report passes axe in English at 1440, 900 and 375 px (checked, not imported)', async ({ browser }) => {
  const page = await adminIn(browser, 'en', 1440);
  await page.goto(`${baseUrl()}/setModule/authManage/user`);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import staff from Excel' });
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'staff.xlsx', mimeType: XLSX, buffer: await importWorkbook(page) });
  await expect(dialog.getByText('Rows read: 2 · can be imported: 1 · problems: 1')).toBeVisible();
  for (const width of [1440, 900, 375]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
    await expect(dialog.getByRole('button', { name: 'Import valid rows (1)' })).toBeVisible();
    expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/import-en-${width}.png` });
  }
});
