import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { baseUrl } from './support';
import { signedIn } from './workflow-support';

/** Serious and critical axe problems of the page's own content; the body preview frame is a script-less sandbox axe cannot enter. */
async function axeProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('main').exclude('iframe').options({ iframes: false }).setLegacyMode(true).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Marketing mail in the browser: the add page counts the segment live, 发送 asks with the number of
 * addresses, the detail lists each recipient's status; the list shows the campaign. axe-clean at
 * 1440 and 375 px; screenshots in /tmp/marketing-shots.
 */
const SHOTS = '/tmp/marketing-shots';
mkdirSync(SHOTS, { recursive: true });

for (const width of [1440, 375] as const) {
  test(`marketing pages at ${width}px`, async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await signedIn(browser, 'sales', 'zh-CN', width);
    await page.goto(`${baseUrl()}/message/email/marketing/add`);
    await page.getByLabel('活动名称').fill(`春季促销 ${width}`);
    await page.getByLabel('邮件主题').fill('国际短信新价格');
    await page.getByRole('textbox', { name: '邮件正文（HTML）' }).click();
    await page.keyboard.type('您好，本月国际短信降价，欢迎咨询。');
    await page.getByLabel('客户等级').selectOption('A');
    await expect(page.getByText(/\d+ 位客户，\d+ 个联系地址/)).toBeVisible();
    // All of the seller's customers: the demo's A-level ones may have none of theirs.
    await page.getByLabel('客户等级').selectOption('');
    const reach = page.getByText(/[1-9]\d* 位客户，\d+ 个联系地址/);
    await expect(reach).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/add-${width}.png`, fullPage: true });
    expect(await axeProblems(page)).toEqual([]);

    await page.getByRole('button', { name: '发送', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '确认发送' });
    await expect(dialog).toContainText(/将向 \d+ 个地址各发送一封邮件/);
    await page.screenshot({ path: `${SHOTS}/confirm-${width}.png` });
    await dialog.getByRole('button', { name: '确认发送' }).click();
    await expect(page).toHaveURL(/\/message\/email\/marketing\/detail\?id=\d+/, { timeout: 120_000 });
    await expect(page.getByRole('heading', { name: `春季促销 ${width}` })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('等待发信服务器');
    await page.screenshot({ path: `${SHOTS}/detail-${width}.png`, fullPage: true });
    expect(await axeProblems(page)).toEqual([]);

    await page.goto(`${baseUrl()}/message/email/marketing`);
    await expect(page.getByRole('link', { name: `春季促销 ${width}` }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/list-${width}.png`, fullPage: true });
    expect(await axeProblems(page)).toEqual([]);
    await page.getByRole('tab', { name: '收到的营销邮件' }).click();
    await page.screenshot({ path: `${SHOTS}/received-${width}.png`, fullPage: true });
    expect(await axeProblems(page)).toEqual([]);
  });
}
