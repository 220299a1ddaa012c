import { expect, test, type Browser, type Page } from '@playwright/test';
import { api } from './assistant-support';
import { baseUrl } from './support';
import { axeProblems, signedIn } from './workflow-support';

/**
 * Issue 12, acceptance 5: axe finds no serious or critical problem on 发起流程, the to-do list, a to-do's
 * profile, the process list and the designer, in Chinese and in English. Only the page's own
 * section is checked; the shell around it has its own test (shell-a11y).
 */

type Language = 'zh' | 'en';

/** Signed in as this user, the interface switched to English where asked (as a user does, in the header). */
async function signedInAs(browser: Browser, username: string, language: Language): Promise<Page> {
  const page = await signedIn(browser, username);
  if (language === 'en') {
    await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
  return page;
}

async function open(page: Page, path: string, language: Language): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? 'en' : 'zh-CN');
}

const TEXT = {
  zh: { sponsor: '发起流程', todo: '我的待办', configer: '审批流配置', recharge: '充值申请', design: '设计' },
  en: { sponsor: 'Start a process', todo: 'My to-dos', configer: 'Approval flows', recharge: 'Recharge request', design: 'Design' },
} as const;

for (const language of ['zh', 'en'] as const) {
  const text = TEXT[language];

  test(`sponsor page has no serious axe problems (${language})`, async ({ browser }) => {
    const page = await signedInAs(browser, 'sales', language);
    await open(page, '/general/process/sponsor', language);
    const sponsor = page.locator('section[aria-labelledby="sponsor-title"]:visible');
    await expect(sponsor.getByRole('heading', { level: 1, name: text.sponsor })).toBeVisible();
    await expect(sponsor.getByRole('link', { name: new RegExp(text.recharge) }).first()).toBeVisible();
    expect(await axeProblems(page, 'section[aria-labelledby="sponsor-title"]')).toEqual([]);
  });

  test(`to-do list and a to-do's profile have no serious axe problems (${language})`, async ({ browser }) => {
    const page = await signedInAs(browser, 'finance', language);
    // 陈静 has seeded recharge requests waiting; the first one's profile is checked.
    const todo = await api<{ rows: { instanceId: number }[]; count: number }>(page, 'POST', '/v2/workflow/my/toDoPage', {
      page: 1,
      pageSize: 20,
    });
    expect(todo.count, 'finance has seeded to-dos').toBeGreaterThan(0);

    await open(page, '/general/my-agent', language);
    const list = page.locator('section[aria-labelledby="business-title"]:visible');
    await expect(list.getByRole('heading', { level: 1, name: text.todo })).toBeVisible();
    await expect(list.getByRole('row').nth(1)).toBeVisible();
    expect(await axeProblems(page, 'section[aria-labelledby="business-title"]')).toEqual([]);

    await open(page, `/general/my-agent/profile?id=${todo.rows[0]!.instanceId}`, language);
    const profile = page.locator('section[aria-labelledby="task-profile-title"]:visible');
    await expect(profile.locator('#task-profile-title')).toBeVisible();
    await expect(profile.getByRole('button').first()).toBeVisible();
    expect(await axeProblems(page, 'section[aria-labelledby="task-profile-title"]')).toEqual([]);
  });

  test(`process list and the recharge designer have no serious axe problems (${language})`, async ({ browser }) => {
    const page = await signedInAs(browser, 'admin', language);
    await open(page, '/setModule/process/configer', language);
    const list = page.locator('section[aria-labelledby="configer-title"]:visible');
    await expect(list.getByRole('heading', { level: 1, name: text.configer })).toBeVisible();
    await expect(list.locator('tr[data-code="recharge"]')).toBeVisible();
    expect(await axeProblems(page, 'section[aria-labelledby="configer-title"]')).toEqual([]);

    await list.locator('tr[data-code="recharge"]').getByRole('button', { name: text.design }).click();
    await expect(page).toHaveURL(/\/setModule\/process\/configer\?code=recharge$/);
    const designer = page.locator('section[aria-labelledby="designer-title"]:visible');
    await expect(designer.getByRole('heading', { level: 1, name: text.recharge })).toBeVisible();
    await expect(designer.getByTestId('node-lead')).toBeVisible();
    expect(await axeProblems(page, 'section[aria-labelledby="designer-title"]')).toEqual([]);

    // The settings drawer of the first approver, over the canvas.
    await designer
      .getByTestId('node-lead')
      .getByRole('button', { name: /^(审批人|Approver) 部门负责人审批/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
  });
}
