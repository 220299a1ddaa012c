import { expect, test } from '@playwright/test';
import { baseUrl } from './support';
import { signedIn } from './workflow-support';

/**
 * Acceptance 4 of the mailbox, as two colleagues live it: 李娜 writes with her template and an
 * attachment; 张伟, at his desk, gets the new-mail notice and follows 前往查看; his reply keeps the
 * header block of the original; and he finds the mail again by a Chinese word of its body.
 */
test('compose with a template and an attachment, read it with the push notice, reply, search', async ({ browser }) => {
  test.setTimeout(180_000);
  const unique = `#${Date.now() % 100000}`;
  const word = '验收报价';
  const zhang = await signedIn(browser, 'sales2');
  await zhang.goto(`${baseUrl()}/home`);

  const li = await signedIn(browser, 'sales');
  await li.goto(`${baseUrl()}/message/email/write`);
  const to = li.getByRole('combobox', { name: '收件人' });
  await to.fill('sales2@switchboard.example');
  await to.press('Enter');
  await li.getByRole('combobox', { name: '模板' }).selectOption({ label: '短信报价' });
  await expect(li.getByLabel('主题')).toHaveValue('短信报价 — {{国家}}');
  await li.getByLabel('主题').fill(`短信报价 — 印度尼西亚 ${unique}`);
  await li.getByRole('textbox', { name: '正文' }).click();
  await li.keyboard.press('Control+End');
  await li.keyboard.type('请确认本周的验收报价。');
  await li
    .locator('input[type=file]')
    .setInputFiles({ name: '报价单.csv', mimeType: 'text/csv', buffer: Buffer.from('国家,单价\n印度尼西亚,0.0285\n') });
  await expect(li.getByText('报价单.csv')).toBeVisible();
  await li.getByRole('button', { name: '发送', exact: true }).click();
  await expect(li).toHaveURL(/\/message\/email\/sent/);

  // The notice of sections.md §4, persistent, and 前往查看 to the inbox.
  const notice = zhang.getByText('您收到 1 封新邮件');
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await zhang.getByRole('button', { name: '前往查看' }).click();
  await expect(zhang).toHaveURL(/\/message\/email\/inbox$/);
  await zhang.getByText(`短信报价 — 印度尼西亚 ${unique}`).click();
  await expect(zhang).toHaveURL(/\/message\/email\/details\?/);
  await expect(zhang.getByRole('button', { name: '下载 报价单.csv' })).toBeVisible();
  const body = zhang.frameLocator('main iframe').locator('body');
  await expect(body).toContainText('印度尼西亚');
  await expect(body).toContainText('请确认本周的验收报价。');

  // Reply: the input part, a divider, then 发件人 / 发送时间 / 收件人 / 主题 and the original.
  await zhang.getByRole('button', { name: '回复', exact: true }).click();
  await expect(zhang).toHaveURL(/\/message\/email\/write\?replyTo=/);
  await expect(zhang.getByLabel('主题')).toHaveValue(`Re: 短信报价 — 印度尼西亚 ${unique}`);
  const editor = zhang.getByRole('textbox', { name: '正文' });
  for (const label of ['发件人', '发送时间', '收件人', '主题']) await expect(editor).toContainText(label);
  await editor.click();
  await zhang.keyboard.press('Control+Home');
  await zhang.keyboard.type('已确认，谢谢。');
  await zhang.getByRole('button', { name: '发送', exact: true }).click();
  await expect(zhang).toHaveURL(/\/message\/email\/sent/);

  await li.goto(`${baseUrl()}/message/email/inbox`);
  await li.getByText(`Re: 短信报价 — 印度尼西亚 ${unique}`).click();
  const reply = li.frameLocator('main iframe').locator('body');
  await expect(reply).toContainText('已确认，谢谢。');
  for (const label of ['发件人', '发送时间', '收件人', '主题']) await expect(reply).toContainText(label);
  await expect(reply).toContainText('请确认本周的验收报价。');

  // Search by a Chinese word of the body.
  await zhang.goto(`${baseUrl()}/message/email/inbox`);
  await zhang.getByRole('searchbox').fill(word);
  await zhang.getByRole('searchbox').press('Enter');
  await expect(zhang.getByText(`短信报价 — 印度尼西亚 ${unique}`)).toBeVisible();
  await expect(zhang.getByText('11 月经营分析会议通知')).toHaveCount(0);
});
