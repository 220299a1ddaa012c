import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { baseUrl } from './support';
import { axeProblems, signedIn } from './workflow-support';

/** The compose page at desktop, tablet and phone widths: axe-clean, a malformed recipient shown red; screenshots in /tmp/compose-shots. */
const SHOTS = '/tmp/compose-shots';
mkdirSync(SHOTS, { recursive: true });

for (const width of [1440, 900, 375] as const) {
  test(`compose page at ${width}px`, async ({ browser }) => {
    const page = await signedIn(browser, 'sales', 'zh-CN', width);
    await page.goto(`${baseUrl()}/message/email/write`);
    const to = page.getByRole('combobox', { name: '收件人' });
    await expect(to).toBeVisible();
    await to.fill('sales2@switchboard.example,');
    await to.fill('not-an-address');
    await to.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: '输入邮箱格式有误，请更正' })).toBeVisible();
    await page.getByLabel('主题').fill('短信报价');
    await page.getByRole('textbox', { name: '正文' }).click();
    await page.keyboard.type('您好，附件是本月报价。');
    // Typed on the top line, above the default signature, wherever the click landed.
    const html = await page.getByRole('textbox', { name: '正文' }).innerHTML();
    expect(html.indexOf('您好，附件是本月报价。')).toBeGreaterThanOrEqual(0);
    expect(html.indexOf('您好，附件是本月报价。')).toBeLessThan(html.indexOf('data-signature'));
    await page.screenshot({ path: `${SHOTS}/compose-${width}.png`, fullPage: true });
    expect(await axeProblems(page, 'main')).toEqual([]);
  });
}
