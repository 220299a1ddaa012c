import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { baseUrl } from './support';
import { axeProblems, send, signedIn } from './workflow-support';

/**
 * Issue 13, acceptance 6 for the mailbox tools: the settings page (every tab) and the accounts
 * administration pass axe, at desktop, tablet and phone widths; screenshots land in /tmp/tools-shots.
 */
const SHOTS = '/tmp/tools-shots';
mkdirSync(SHOTS, { recursive: true });

const TABS = ['模板', '签名', '白名单', '黑名单', '通知', '账户'] as const;

for (const width of [1440, 900, 375] as const) {
  test(`mail settings: every tab passes axe at ${width}px`, async ({ browser }) => {
    const page = await signedIn(browser, 'admin', 'zh-CN', width);
    await page.goto(`${baseUrl()}/message/email/set`);
    const section = page.locator('section[aria-labelledby="mailbox-title"]:visible');
    await expect(section.getByRole('heading', { level: 1, name: '邮箱设置' })).toBeVisible();
    for (const tab of TABS) {
      await section.getByRole('tab', { name: tab }).click();
      await expect(section.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(section.getByRole('status')).toHaveCount(0);
      expect(await axeProblems(page, 'section[aria-labelledby="mailbox-title"]'), tab).toEqual([]);
    }
    await section.getByRole('tab', { name: '通知' }).click();
    await expect(section.getByText('新邮件提醒').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/set-notices-${width}.png`, fullPage: true });
    await section.getByRole('tab', { name: '模板' }).click();
    await section.getByRole('button', { name: '新建模板' }).click();
    await expect(page.getByRole('dialog', { name: '新建模板' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await expect(
      page
        .getByRole('dialog')
        .getByText(/模板名称/)
        .first(),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/set-template-dialog-${width}.png`, fullPage: true });
    expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
  });

  test(`mail accounts administration passes axe at ${width}px`, async ({ browser }) => {
    const page = await signedIn(browser, 'admin', 'zh-CN', width);
    await page.goto(`${baseUrl()}/setModule/email/account`);
    const section = page.locator('section[aria-labelledby="mail-accounts-title"]:visible');
    await expect(section.getByRole('heading', { level: 1, name: '邮箱账号' })).toBeVisible();
    await expect(section.getByRole('row').nth(1)).toBeVisible();
    expect(await axeProblems(page, 'section[aria-labelledby="mail-accounts-title"]')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/accounts-${width}.png`, fullPage: true });
    await section
      .getByRole('button', { name: /绑定邮箱/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('IMAP 邮箱').check();
    await expect(dialog.getByLabel('IMAP 服务器')).toBeVisible();
    expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/accounts-bind-${width}.png`, fullPage: true });
  });
}

test('address book: add a contact in the dialog, then write to it from its row', async ({ browser }) => {
  const page = await signedIn(browser, 'sales', 'zh-CN', 1440);
  await page.goto(`${baseUrl()}/message/email/adb`);
  const section = page.locator('section[aria-labelledby="mailbox-title"]:visible');
  await expect(section.getByRole('heading', { level: 1, name: '通讯录' })).toBeVisible();
  const name = `联系人${Date.now() % 100000}`;
  await section.getByRole('button', { name: '添加联系人' }).click();
  const dialog = page.getByRole('dialog', { name: '添加联系人' });
  await dialog.getByLabel('姓名').fill(name);
  await dialog.getByLabel('邮箱').fill('not-an-address');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('输入邮箱格式有误，请更正')).toBeVisible();
  await dialog.getByLabel('邮箱').fill(`c${Date.now()}@partner.example`);
  await dialog.getByLabel('分组').fill('伙伴');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const row = section.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: new RegExp(`写邮件 ${name}`) })).toHaveAttribute(
    'href',
    /\/message\/email\/write\?to=c\d+%40partner\.example/,
  );
  await expect(section.getByRole('button', { name: /伙伴/ })).toBeVisible();
  expect(await axeProblems(page, 'section[aria-labelledby="mailbox-title"]')).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/adb-1440.png`, fullPage: true });
});

const OTHER_PAGES = [
  { path: '/message/email/logs', section: 'mailbox-title', heading: { zh: '客户邮件日志', en: 'Customer mail log' } },
  { path: '/message/email/um', section: 'mailbox-title', heading: { zh: '使用手册', en: 'Manual' } },
  { path: '/setModule/email/domain', section: 'mail-domains-title', heading: { zh: '邮箱域名', en: 'Mail domains' } },
  { path: '/setModule/email/inbox', section: 'mail-follow-title', heading: { zh: '邮件跟进规则', en: 'Follow-up rules' } },
  {
    path: '/setModule/email/signature',
    section: 'mail-share-title',
    heading: { zh: '共享模板与签名', en: 'Shared templates and signatures' },
  },
] as const;

for (const language of ['zh', 'en'] as const) {
  test(`log, manual and the other administration pages pass axe (${language})`, async ({ browser }) => {
    const page = await signedIn(browser, 'admin', 'zh-CN', 1440);
    if (language === 'en') {
      await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
    for (const item of OTHER_PAGES) {
      await page.goto(`${baseUrl()}${item.path}`);
      const selector = `section[aria-labelledby="${item.section}"]`;
      const section = page.locator(`${selector}:visible`);
      await expect(section.getByRole('heading', { level: 1, name: item.heading[language] })).toBeVisible();
      await expect(section.getByRole('status')).toHaveCount(0);
      expect(await axeProblems(page, selector), item.path).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${item.path.split('/').pop()}-${language}.png`, fullPage: true });
    }
  });
}

test('a colleague’s shared template is read-only and previews in a sandboxed frame', async ({ browser }) => {
  const owner = await signedIn(browser, 'sales2', 'zh-CN', 1440);
  const name = `共享报价${Date.now() % 100000}`;
  await send(owner, '/v2/emailbox/email/temp/save', {
    name,
    subject: '报价单',
    html: '<p>您好，<b>附上报价</b><script>alert(1)</script></p>',
    shared: true,
  });

  const page = await signedIn(browser, 'sales', 'zh-CN', 1440);
  await page.goto(`${baseUrl()}/message/email/set?tab=templates`);
  const section = page.locator('section[aria-labelledby="mailbox-title"]:visible');
  const row = section.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('同事共享，只读')).toBeVisible();
  await expect(row.getByRole('button', { name: /编辑/ })).toHaveCount(0);
  await row.getByRole('button', { name: `预览 ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `预览“${name}”` });
  await expect(dialog.getByText('主题：报价单')).toBeVisible();
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('[role="dialog"] iframe').getByText('附上报价')).toBeVisible();
  expect(await frame.getAttribute('srcdoc')).not.toContain('script');
  // The sandboxed frame runs no script, so axe cannot enter it: the dialog around it is checked.
  const result = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .exclude('iframe')
    .options({ iframes: false })
    .setLegacyMode(true)
    .analyze();
  expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/set-preview-1440.png` });
});
