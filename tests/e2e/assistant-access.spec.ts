import { expect, test } from '@playwright/test';
import { signInWithSso } from './support';
import { ask, openAssistant } from './assistant-support';
import { openPalette, paletteDialog, search } from './palette-support';

test('finance asks to open a page it has no permission for: told so, and no link given', async ({ page }) => {
  await signInWithSso(page, 'finance');
  await openAssistant(page);
  const chat = await ask(page, '打开短信发送记录');
  await expect(chat).toHaveAttribute('data-status', 'done', { timeout: 15_000 });
  const answer = chat.getByTestId('assistant-answer');
  await expect(answer).toContainText('你没有打开「短信发送记录」');
  await expect(answer.getByRole('link')).toHaveCount(0);
});

test('a question outside the portal gets an honest refusal with suggestions and no invented figures', async ({ page }) => {
  await signInWithSso(page, 'sales');
  await openAssistant(page);
  const chat = await ask(page, '明天北京天气如何');
  await expect(chat).toHaveAttribute('data-status', 'done', { timeout: 15_000 });
  const answer = chat.getByTestId('assistant-answer');
  await expect(answer).toContainText('这个问题我回答不了');
  await expect(answer).toContainText('你可以试试');
  expect(await answer.innerText()).not.toMatch(/\d/);
  await expect(chat.getByRole('button', { name: '上个月短信业绩是多少？' })).toBeVisible();
});

test('newhire has no assistant: no opener, no input on the home page; the palette says the permission is missing', async ({ page }) => {
  await signInWithSso(page, 'newhire');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('assistant-opener')).toHaveCount(0);
  await expect(page.getByTestId('home-ask')).toHaveCount(0);
  await openPalette(page);
  await search(page, '?上个月业绩');
  await expect(paletteDialog(page).getByRole('option', { name: /问 AI/ })).toHaveCount(0);
  await expect(paletteDialog(page)).toContainText('你没有 AI 助手权限，无法向 AI 助手提问；如需使用，请联系管理员开通');
  await expect(paletteDialog(page)).not.toContainText('暂不可用');
  const refused = await page.evaluate(async () =>
    (await fetch('/v2/ai/api/conversations/list', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } })).json(),
  );
  expect(refused.code).toBe(10000403);
});
