import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseUrl, dismissFirstVisitOverlay, firstVisitTurn, submitSsoSignIn } from './support';
import { axeProblems, signedIn } from './workflow-support';

/**
 * Issue 14, version notes: an administrator publishes a force-popup release note, a signed-in user
 * sees the popup once and the timeline shows it; a newly deployed build shows open tabs the upgrade
 * banner; the three pages pass axe at 1440/900/375 in both languages (screenshots in /tmp/versions-shots).
 */
const SHOTS = '/tmp/versions-shots';
mkdirSync(SHOTS, { recursive: true });

const TITLE = '9.1 版本：审批提醒合并';
const TITLE_EN = '9.1: approval reminders in one place';

async function publishNote(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/setModule/publicnotice/noticeconfig`);
  const section = page.locator('section[aria-labelledby="version-config-title"]:visible');
  await section.getByRole('button', { name: '写版本说明' }).click();
  const editor = section.locator('section[aria-labelledby="note-editor-title"]');
  await editor.getByLabel('版本号').fill('9.1.0');
  await editor.getByLabel('弹窗').selectOption('1');
  const zh = editor.getByRole('group', { name: '中文' });
  await zh.getByLabel('标题').fill(TITLE);
  // Raw HTML in the markdown must never run or render as markup.
  await zh.getByLabel('正文（Markdown）').fill('- 待办提醒**合并为一条**\n- <img src="x" onerror="window.__xss=1">不执行\n');
  const en = editor.getByRole('group', { name: 'English' });
  await en.getByLabel('标题').fill(TITLE_EN);
  await en.getByLabel('正文（Markdown）').fill('- To-do reminders **merged into one**');
  await editor.getByRole('button', { name: '添加文档' }).click();
  await editor.getByLabel('文档 1 名称').fill('审批操作手册');
  await editor.getByLabel('文档 1 地址').fill('/message/help');
  await editor.getByRole('button', { name: '预览' }).click();
  await expect(zh.locator('strong', { hasText: '合并为一条' })).toBeVisible();
  await editor.getByRole('button', { name: '发布', exact: true }).click();
  const row = section.getByRole('row').filter({ hasText: 'v9.1.0' });
  await expect(row).toContainText('已发布');
  await expect(row).toContainText('重要');
}

test('an administrator publishes a force-popup note; a signed-in user sees it once and on the timeline', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  await publishNote(admin);
  await admin.context().close();

  const page = await (await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } })).newPage();
  await submitSsoSignIn(page, 'sales');
  await expect(page.locator('main#main')).toHaveAttribute('aria-busy', 'false');
  expect(await firstVisitTurn(page)).toBe('version');
  const popup = page.getByRole('dialog', { name: TITLE });
  await expect(popup.locator('strong', { hasText: '合并为一条' })).toBeVisible();
  await expect(popup.locator('img')).toHaveCount(0);
  for (let turn = await firstVisitTurn(page); turn !== 'idle'; turn = await firstVisitTurn(page)) {
    await dismissFirstVisitOverlay(page, turn);
  }
  // Once: after a reload the shell asks again and the note stays closed.
  await page.reload();
  await expect(page.locator('main#main')).toHaveAttribute('aria-busy', 'false');
  expect(await firstVisitTurn(page)).toBe('idle');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(`${baseUrl()}/message/publicnotice/timeaxis`);
  const timeline = page.locator('section[aria-labelledby="version-timeline-title"]:visible');
  const first = timeline.getByRole('article').first();
  await expect(first.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(first).toContainText('v9.1.0');
  await expect(first.getByRole('link', { name: '审批操作手册' })).toHaveAttribute('href', '/message/help');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await page.context().close();
});

test('a newly deployed build shows open tabs the upgrade banner', async ({ browser }) => {
  const clientDir = process.env.CLIENT_DIR;
  test.skip(!clientDir, 'runs against the build of scripts/test-e2e.sh');
  const index = path.join(clientDir ?? '', 'index.html');
  const original = readFileSync(index, 'utf8');
  const page = await signedIn(browser, 'sales');
  await expect(page.getByRole('alert').filter({ hasText: '系统已升级' })).toHaveCount(0);
  try {
    writeFileSync(index, original.replace(/(name="switchboard-build" content=")[^"]+/, '$1e2e-next-build'));
    const banner = page.getByRole('alert').filter({ hasText: '系统已升级到新版本' });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await expect(banner.getByRole('button', { name: '刷新页面' })).toBeVisible();
  } finally {
    writeFileSync(index, original);
  }
  await page.context().close();
});

const PAGES = [
  { path: '/message/publicnotice/timeaxis', section: 'version-timeline-title', shot: 'timeline' },
  { path: '/message/publicnotice/noticelist', section: 'version-list-title', shot: 'list' },
  { path: '/setModule/publicnotice/noticeconfig', section: 'version-config-title', shot: 'config' },
] as const;

for (const locale of ['zh-CN', 'en-US'] as const) {
  for (const width of [1440, 900, 375] as const) {
    test(`the version pages pass axe at ${width}px (${locale})`, async ({ browser }) => {
      const page = await signedIn(browser, 'admin', 'zh-CN', width);
      // The stored language choice (shell.md §3 local settings), as the language switch leaves it.
      if (locale === 'en-US') await page.evaluate(() => localStorage.setItem('locale', 'en'));
      for (const target of PAGES) {
        await page.goto(`${baseUrl()}${target.path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en-US' ? 'en' : 'zh-CN');
        const selector = `section[aria-labelledby="${target.section}"]`;
        const section = page.locator(`${selector}:visible`);
        await expect(section.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(section.getByRole('status')).toHaveCount(0);
        await expect(section.locator('tbody tr, article').first()).toBeVisible();
        expect(await axeProblems(page, selector), target.path).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/${target.shot}-${locale}-${width}.png`, fullPage: width === 375 });
      }
      const section = page.locator('section[aria-labelledby="version-config-title"]:visible');
      await section.getByRole('tab').nth(1).click();
      await expect(section.getByRole('switch').first()).toBeVisible();
      expect(await axeProblems(page, 'section[aria-labelledby="version-config-title"]')).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/config-chat-${locale}-${width}.png` });
      await section.getByRole('tab').first().click();
      await section.getByRole('button', { name: /写版本说明|Write a release note/ }).click();
      await expect(section.locator('section[aria-labelledby="note-editor-title"]')).toBeVisible();
      expect(await axeProblems(page, 'section[aria-labelledby="version-config-title"]')).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/editor-${locale}-${width}.png`, fullPage: width === 375 });
      await page.context().close();
    });
  }
}
