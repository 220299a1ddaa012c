import { expect, test, type Locator, type Page } from '@playwright/test';
import type { PerformanceResult } from '../../src/shared/api/business-calls';
import { formatUsd } from '../../src/shared/business/figures';
import { linkedQuery } from '../../src/shared/business/page-links';
import { signInWithSso } from './support';
import { api, ask, openAssistant } from './assistant-support';

/**
 * An answer's link opens a page that shows the answer's figures: for three questions, the page
 * opened from the answer shows the totals and first rows its own query gives, and the answer
 * wrote the same totals and rows.
 */
const CALL_PATHS = { performance: '/v2/bq/performance/query', profit: '/v2/rpt/profit/query' } as const;

async function followAnswerLink(page: Page, chat: Locator, linkName: RegExp): Promise<PerformanceResult> {
  await expect(chat).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  const link = chat.getByRole('link', { name: linkName });
  const href = (await link.getAttribute('href')) ?? '';
  const query = linkedQuery(href);
  expect(query, href).not.toBeNull();
  await link.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  // The page's own query for the link, as the page asks it.
  return api<PerformanceResult>(page, 'POST', CALL_PATHS[query?.call ?? 'profit'], query?.body);
}

/** Signs in, asks in the assistant panel and returns the answer. */
async function askAs(page: Page, user: string, question: string): Promise<Locator> {
  await signInWithSso(page, user);
  await openAssistant(page);
  return ask(page, question);
}

/** The first column of the answer's table, as the answer shows it. */
const answerRows = (chat: Locator) => chat.getByTestId('assistant-answer').locator('table tbody tr td:first-child').allTextContents();

async function expectPageShows(page: Page, data: PerformanceResult, field: 'revenue' | 'profit', rows: number): Promise<void> {
  await expect(page.getByTestId(`totals-${field}`)).toHaveAttribute('data-value', data.totals[field]);
  const keys = page.getByTestId('metric-table').locator('tbody tr td:first-child');
  await expect(keys.first()).toBeVisible();
  expect((await keys.allTextContents()).slice(0, rows)).toEqual(data.rows.slice(0, rows).map((row) => row.key));
}

test('finance: the customer with the highest profit last month opens the all-products profit page on that customer', async ({ page }) => {
  const chat = await askAs(page, 'finance', '上个月利润最高的客户是谁');
  const data = await followAnswerLink(page, chat, /在「用户报表」中查看/);
  const [top] = data.rows;
  expect(top).toBeDefined();
  await expect(chat.getByTestId('assistant-answer')).toContainText(
    `利润最高的客户是 ${top?.label} (${top?.key})：利润 ${formatUsd(top?.profit ?? '0')}`,
  );
  await expect(chat.getByTestId('assistant-answer')).toContainText(`利润 ${formatUsd(data.totals.profit)}`);
  await expect(page.getByRole('navigation', { name: '标签页' }).getByRole('link', { name: '用户报表' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectPageShows(page, data, 'profit', 1);
});

test('finance: profit by country last month shows the same ten countries on the profit page', async ({ page }) => {
  const chat = await askAs(page, 'finance', '上个月按国家看利润');
  const data = await followAnswerLink(page, chat, /在「用户报表」中查看/);
  const answer = chat.getByTestId('assistant-answer');
  await expect(answer).toContainText(`利润 ${formatUsd(data.totals.profit)}`);
  expect(await answerRows(chat)).toEqual(data.rows.slice(0, 10).map((row) => row.label));
  await expectPageShows(page, data, 'profit', Math.min(10, data.rows.length));
});

test("admin: this year's monthly trend lists every month it sums, and the month page shows them all on one page", async ({ page }) => {
  const chat = await askAs(page, 'admin', '今年每月的业绩趋势');
  const data = await followAnswerLink(page, chat, /在「月度业绩」中查看/);
  const answer = chat.getByTestId('assistant-answer');
  await expect(answer).toContainText(`共 ${data.count} 个月`);
  await expect(answer).toContainText(`收入 ${formatUsd(data.totals.revenue)}`);
  expect(await answerRows(chat)).toEqual(data.rows.map((row) => row.key));
  expect(data.rows).toHaveLength(data.count);
  await expectPageShows(page, data, 'revenue', data.count);
});
