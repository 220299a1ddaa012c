import { expect, test, type Page } from '@playwright/test';
import { baseUrl } from './support';
import { deliverBySmtp, signedInWithSink, startRemoteSink } from './mail-support';
import AxeBuilder from '@axe-core/playwright';
import { signedIn } from './workflow-support';

/**
 * Reading mail as 李娜 (sales): a message from a customer arrives through the SMTP listener, is
 * found by a Chinese word of its body, opens in the sandboxed frame with its remote image held back
 * until she chooses to show it, and the folders fold into a picker on a phone.
 */
const SHOTS = process.env.READING_SHOTS ?? '/tmp/reading-shots';
const STAMP = Date.now().toString(36);
const SUBJECT = `国际短信报价 ${STAMP}`;
const REMOTE = /^https?:\/\/images\.remote-reading\.example\//;

test.beforeAll(async () => {
  await deliverBySmtp([
    {
      from: { name: '王经理', address: 'wang@reading-customer.example' },
      to: 'sales@switchboard.example',
      subject: SUBJECT,
      text: `李娜您好，请确认本月越南通道的价格。编号 ${STAMP}`,
      html: `<p>李娜您好，请确认本月<b>越南通道</b>的价格。编号 ${STAMP}</p><p><img alt="logo" src="https://images.remote-reading.example/logo.png"></p>`,
      attachments: [{ filename: '报价单.csv', content: 'country,price\nVN,0.021\n' }],
    },
  ]);
});

/** Serious and critical axe problems of the mailbox page around the body frame: axe cannot run inside a script-less sandbox, and the body is the sender's, not ours. */
async function axeProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .include('section[aria-labelledby="mailbox-title"]')
    .exclude('iframe')
    .options({ iframes: false })
    .setLegacyMode(true)
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function openInbox(page: Page) {
  await page.goto(`${baseUrl()}/message/email/inbox`);
  await expect(page.getByRole('heading', { name: '收件箱', level: 1 })).toBeVisible();
}

test('search by a Chinese word, read in the sandboxed frame, show images only when asked', async ({ browser }) => {
  const page = await signedIn(browser, 'sales', 'zh-CN', 1440);
  const remote: string[] = [];
  await page.context().route(REMOTE, (route) => {
    remote.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'image/png',
      body: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
    });
  });
  await openInbox(page);
  const folders = page.getByRole('navigation', { name: '邮箱文件夹' });
  await expect(folders.getByRole('link', { name: /收件箱/ })).toHaveAttribute('aria-current', 'page');
  await expect(folders.getByRole('link', { name: '写邮件' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/inbox-1440.png`, fullPage: true });

  await page.getByRole('searchbox').fill('越南通道');
  await page.getByRole('button', { name: '搜索邮件' }).click();
  const row = page.getByRole('link', { name: new RegExp(SUBJECT) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: SUBJECT })).toHaveCount(1);
  expect(new URL(page.url()).searchParams.get('keyword')).toBe('越南通道');
  expect(await axeProblems(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/search-1440.png`, fullPage: true });

  await row.click();
  await expect(page.getByRole('heading', { name: SUBJECT, level: 1 })).toBeVisible();
  await expect(page.getByText('王经理 <wang@reading-customer.example>')).toBeVisible();
  const frame = page.locator('iframe[title="邮件正文"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
  const blockedDoc = (await frame.getAttribute('srcdoc')) ?? '';
  expect(blockedDoc).toContain('img-src data:;');
  expect(blockedDoc).not.toContain('<script');
  await expect(page.frameLocator('iframe[title="邮件正文"]').getByText('越南通道')).toBeVisible();
  await expect(page.getByText('此邮件包含 1 张外部图片，为保护隐私已阻止加载。')).toBeVisible();
  await expect(page.getByRole('button', { name: /下载 报价单\.csv/ })).toBeVisible();
  expect(remote).toEqual([]);
  expect(await axeProblems(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/detail-blocked-1440.png`, fullPage: true });

  await page.getByRole('button', { name: '显示图片', exact: true }).click();
  await expect(frame).toHaveAttribute('srcdoc', /img-src data: https: http:;/);
  await expect(page.getByText(/此邮件包含/)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/detail-images-1440.png`, fullPage: true });

  // Back in the list the message reads as read, and the counter no longer counts it.
  await page.getByRole('link', { name: '返回列表' }).click();
  await expect(page.getByRole('heading', { name: '收件箱', level: 1 })).toBeVisible();
  await page.close();
});

test('j/k move through the list and Enter opens; at 900 and 375 px the folders stay reachable', async ({ browser }) => {
  const page = await signedIn(browser, 'sales', 'zh-CN', 900);
  await openInbox(page);
  await expect(page.getByRole('list', { name: '邮件列表' }).getByRole('listitem').first()).toBeVisible();
  await page.locator('body').press('j');
  await page.locator('body').press('k');
  const focused = page.locator('a:focus');
  await expect(focused).toHaveAttribute('href', /\/message\/email\/details\?id=\d+&detailsType=[123]/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/message\/email\/details\?id=\d+/);
  await expect(page.locator('iframe[title="邮件正文"]')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/detail-900.png`, fullPage: true });
  await openInbox(page);
  await expect(page.getByRole('list', { name: '邮件列表' }).getByRole('listitem').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/inbox-900.png`, fullPage: true });
  await page.close();

  const phone = await signedIn(browser, 'sales', 'zh-CN', 375);
  await openInbox(phone);
  const picker = phone.getByLabel('切换文件夹');
  await expect(picker).toBeVisible();
  await expect(phone.getByRole('list', { name: '邮件列表' }).getByRole('listitem').first()).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/inbox-375.png`, fullPage: true });
  await phone.getByRole('list', { name: '邮件列表' }).getByRole('link').first().click();
  await expect(phone.locator('iframe[title="邮件正文"]')).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/detail-375.png`, fullPage: true });
  await openInbox(phone);
  await picker.selectOption({ label: '已发送' });
  await expect(phone).toHaveURL(/\/message\/email\/sent$/);
  await expect(phone.getByRole('heading', { name: '已发送', level: 1 })).toBeVisible();
  await phone.goto(`${baseUrl()}/message/email/vce`);
  await expect(phone.getByRole('tab', { name: '客户' })).toHaveAttribute('aria-selected', 'true');
  await phone.screenshot({ path: `${SHOTS}/vce-375.png`, fullPage: true });
  await phone.close();
});

test('the remote image is fetched once 显示图片 is chosen', async () => {
  const sink = await startRemoteSink(['images.remote-reading.example']);
  const { page, browser } = await signedInWithSink(sink, 'sales');
  await page.goto(`${baseUrl()}/message/email/inbox?keyword=${encodeURIComponent(STAMP)}`);
  await page.getByRole('link', { name: new RegExp(SUBJECT) }).click();
  await expect(page.locator('iframe[title="邮件正文"]')).toHaveAttribute('srcdoc', /img-src data:;/);
  await page.waitForTimeout(500);
  expect(sink.hits).toEqual([]);
  await page.getByRole('button', { name: '显示图片', exact: true }).click();
  await expect(page.locator('iframe[title="邮件正文"]')).toHaveAttribute('srcdoc', /img-src data: https: http:;/);
  await expect.poll(() => sink.hits.length, { timeout: 5_000 }).toBeGreaterThan(0);
  await browser.close();
  await sink.close();
});
