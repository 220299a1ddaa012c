import { expect, test, type Page } from '@playwright/test';
import { openPalette, paletteDialog, search, shownKeys } from './palette-support';
import { api } from './assistant-support';
import { baseUrl } from './support';
import { axeProblems, signedIn } from './workflow-support';

/**
 * Issue 16, palette: the administrator disables 张伟 (sales2) from `@` after confirming and enables him again;
 * 重置密码… and 分配角色… open his dialogs on the users page; the own account offers neither 禁用 nor 重置密码;
 * sales sees no such actions.
 */

async function openPerson(page: Page, name: string): Promise<void> {
  await openPalette(page);
  await search(page, `@${name}`);
  await expect(paletteDialog(page).getByRole('option').first()).toContainText(name);
  await page.keyboard.press('Enter');
  await expect(paletteDialog(page).getByRole('region', { name })).toBeVisible();
}

test('admin disables sales2 from the palette after confirming', async ({ browser }) => {
  const page = await signedIn(browser, 'admin');
  const dialog = paletteDialog(page);
  await openPerson(page, '张伟');
  await dialog.getByRole('option', { name: /禁用账号/ }).click();
  const confirm = dialog.getByRole('option', { name: /确认禁用 张伟 的账号/ });
  await expect(confirm).toBeVisible();
  expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
  await confirm.click();
  await expect(page.getByText('已禁用 张伟 的账号')).toBeVisible();

  // Later suites sign in as 张伟: the palette enables him again, the next search showing the new status at once.
  await openPerson(page, '张伟');
  await expect(dialog.getByRole('option', { name: /禁用账号/ })).toHaveCount(0);
  await dialog.getByRole('option', { name: /启用账号/ }).click();
  await dialog.getByRole('option', { name: /确认启用 张伟 的账号/ }).click();
  await expect(page.getByText('已启用 张伟 的账号')).toBeVisible();
  expect((await sales2Row(page)).status).toBe('active');
});

interface UserRow {
  id: number;
  username: string;
  status: string;
  roles: { id: number; name: string }[];
}
async function sales2Row(page: Page): Promise<UserRow> {
  const users = await api<{ rows: UserRow[] }>(page, 'POST', '/v2/sys/staff/admin/user/query', { keyword: 'sales2' });
  return users.rows.find((row) => row.username === 'sales2')!;
}

test('重置密码… and 分配角色… open 张伟 on the users page; the own account has neither 禁用 nor 重置密码', async ({ browser }) => {
  const page = await signedIn(browser, 'admin');
  const dialog = paletteDialog(page);
  const sales2 = await sales2Row(page);
  expect(sales2.status).toBe('active');

  await openPerson(page, '张伟');
  await dialog.getByRole('option', { name: /重置密码/ }).click();
  await expect(dialog).toBeHidden();
  const reset = page.getByRole('dialog', { name: '重置 张伟 的密码' });
  await expect(reset).toBeVisible();
  // The flag leaves the address once the dialog is open (a reload does not open it again).
  await expect(page).toHaveURL(/\/setModule\/authManage\/user$/);
  expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
  // No new password for 张伟: later suites sign in as him.
  await page.keyboard.press('Escape');
  await expect(reset).toBeHidden();

  await openPerson(page, '张伟');
  await dialog.getByRole('option', { name: /分配角色/ }).click();
  const edit = page.getByRole('dialog', { name: '编辑用户' });
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('姓名', { exact: true })).toHaveValue('张伟');
  expect(sales2.roles.length).toBeGreaterThan(0);
  for (const role of sales2.roles) await expect(edit.getByRole('checkbox', { name: role.name, exact: true })).toBeChecked();
  expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  // Both dialogs were opened through the address and it was put back at once: still one tab for the page.
  await expect(page.getByRole('navigation', { name: '标签页' }).getByRole('button', { name: '关闭「用户管理」' })).toHaveCount(1);

  // The own account (周启明): only 分配角色 in the palette; on the page no 禁用 and no 重置密码 button.
  await openPerson(page, '周启明');
  await expect.poll(() => shownKeys(page)).toContain('action:userAssignRoles');
  const own = await shownKeys(page);
  expect(own.filter((key) => ['action:userDisable', 'action:userResetPassword'].includes(key))).toEqual([]);
  // Escape steps back (actions, then the search) until the palette closes.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden({ timeout: 500 });
  }).toPass();
  await expect(page.getByRole('button', { name: '编辑 周启明' })).toBeVisible();
  await expect(page.getByRole('button', { name: '重置密码 张伟' })).toBeVisible();
  await expect(page.getByRole('button', { name: '重置密码 周启明' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '禁用 周启明' })).toHaveCount(0);

  // An address naming no one: a toast, no dialog.
  await page.goto(`${baseUrl()}/setModule/authManage/user?reset=999999`);
  await expect(page.getByText('找不到这位同事（编号 999999）')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('sales finds colleagues in @ but gets no administrator actions', async ({ browser }) => {
  const page = await signedIn(browser, 'sales');
  await openPalette(page);
  await search(page, '@');
  await expect(paletteDialog(page).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect.poll(() => shownKeys(page)).toContain('action:copyJobNumber');
  const keys = await shownKeys(page);
  expect(keys.filter((key) => key === 'action:userDisable' || key === 'action:userEnable')).toEqual([]);
});
