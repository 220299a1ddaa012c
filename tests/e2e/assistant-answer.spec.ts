import { expect, test } from '@playwright/test';
import { formatUsd } from '../../src/shared/business/figures';
import { signInWithSso } from './support';
import { api, ask, lastMonth, openAssistant } from './assistant-support';

interface Totals {
  revenue: string;
  volume: number;
}

test('sales asks for last month’s SMS performance: the streamed figure is the API’s, and its link opens the month page as a tab with the same total', async ({
  page,
}) => {
  await signInWithSso(page, 'sales');
  await openAssistant(page);
  const chat = await ask(page, '上个月短信业绩是多少？');
  await expect(chat).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  const { from, to } = lastMonth();
  const answer = await api<{ totals: Totals }>(page, 'POST', '/v2/bq/performance/query', { from, to, product: 'sms' });
  await expect(chat.getByTestId('assistant-answer')).toContainText(`收入 ${formatUsd(answer.totals.revenue)}`);
  // Cited documents and follow-up questions come with the answer.
  await expect(chat.getByRole('link', { name: '查看个人业绩与收入、成本、利润的含义' })).toBeVisible();
  await expect(chat.getByRole('button', { name: /按客户排名前5/ })).toBeVisible();

  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await chat.getByRole('link', { name: /在「月度业绩」中查看/ }).click();
  await expect(page).toHaveURL(new RegExp(`/businessInquiry/resultsQuery/month\\?from=${from}&to=${to}&product=sms$`));
  await expect(page.getByRole('navigation', { name: '标签页' }).getByRole('link', { name: '月度业绩' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByTestId('totals-revenue')).toHaveAttribute('data-value', answer.totals.revenue);
  // Opened in place: no reload happened.
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});

test('the home page starts with the assistant’s input; a question asked there opens the assistant with the answer', async ({ page }) => {
  await signInWithSso(page, 'sales');
  const home = page.getByTestId('home-ask');
  await expect(home.getByTestId('assistant-suggestions').getByRole('listitem')).toHaveCount(3);
  await home.getByRole('textbox').fill('收不到验证码怎么办？');
  await home.getByRole('textbox').press('Enter');
  const chat = page.getByRole('dialog', { name: 'AI 助手' }).getByTestId('assistant-chat').last();
  await expect(chat).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(chat).toContainText('《收不到登录验证码怎么办》');
  await chat.getByRole('link', { name: '收不到登录验证码怎么办' }).first().click();
  await expect(page).toHaveURL(/\/message\/help\?id=fault-verification-code-not-received$/);
  await expect(page.getByTestId('kb-article')).toContainText('收不到登录验证码怎么办');
});
