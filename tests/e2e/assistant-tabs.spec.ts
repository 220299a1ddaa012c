import { expect, test, type Locator, type Page } from '@playwright/test';
import type { PerformanceResult } from '../../src/shared/api/business-calls';
import { linkedQuery } from '../../src/shared/business/page-links';
import { signInWithSso } from './support';
import { api, ask, openAssistant, panel } from './assistant-support';
import { go, tabKeys } from './shell-support';

/**
 * Following answers' links: the page opens in the one tab of that page (its filters replaced), and
 * on a wide window the panel docks beside the page, so the answer and the page are read side by
 * side; on a narrower window the panel closes and its opener brings the conversation back.
 */
const MONTH = '/businessInquiry/resultsQuery/month';
const MONTH_LINK = /在「月度业绩」中查看/;

async function followLink(page: Page, chat: Locator): Promise<string> {
  await expect(chat).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  const link = chat.getByRole('link', { name: MONTH_LINK });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href.startsWith(`${MONTH}?`), href).toBe(true);
  await link.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  return href;
}

const monthTabs = async (page: Page) => (await tabKeys(page)).filter((key) => key.startsWith(MONTH));

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('two answers linking to 月度业绩 leave one 月度业绩 tab with the second figures, the panel docked beside the page', async ({
    page,
  }) => {
    await signInWithSso(page, 'admin');
    // The month page opened the ordinary way first: the answers' links reuse its tab.
    await go(page, MONTH);
    await go(page, '/home');
    await openAssistant(page);

    await followLink(page, await ask(page, '上个月短信业绩是多少？'));
    await expect(panel(page)).toHaveAttribute('data-layout', 'docked');
    await expect.poll(() => monthTabs(page)).toHaveLength(1);

    const second = await followLink(page, await ask(page, '上个月业绩按客户排名前5'));
    const query = linkedQuery(second);
    expect(query?.call).toBe('performance');
    const data = await api<PerformanceResult>(page, 'POST', '/v2/bq/performance/query', query?.body);
    await expect(page.getByTestId('totals-revenue')).toHaveAttribute('data-value', data.totals.revenue);
    const keys = page.getByTestId('metric-table').locator('tbody tr td:first-child');
    await expect(keys.first()).toHaveText(data.rows[0]?.key ?? '');
    expect((await keys.allTextContents()).slice(0, 5)).toEqual(data.rows.slice(0, 5).map((row) => row.key));
    await expect.poll(() => monthTabs(page)).toEqual([second]);
    await expect(page.getByRole('navigation', { name: '标签页' }).getByRole('link', { name: '月度业绩' })).toHaveCount(1);

    // Docked: the page narrows beside the panel; nothing of either is covered.
    await expect(panel(page)).toHaveAttribute('data-layout', 'docked');
    const panelBox = await panel(page).boundingBox();
    const mainBox = await page.locator('main#main').boundingBox();
    const tabsBox = await page.getByRole('navigation', { name: '标签页' }).boundingBox();
    expect(panelBox && mainBox && tabsBox).toBeTruthy();
    if (!panelBox || !mainBox || !tabsBox) return;
    expect(mainBox.x + mainBox.width).toBeLessThanOrEqual(panelBox.x + 0.5);
    expect(tabsBox.x + tabsBox.width).toBeLessThanOrEqual(panelBox.x + 0.5);
    expect(panelBox.x + panelBox.width).toBeCloseTo(1440, 0);
    expect(mainBox.width).toBeGreaterThan(700);
    await expect(page.locator('main#main').getByRole('heading', { name: '月度业绩', level: 1 })).toBeInViewport();
    await expect(panel(page).getByTestId('assistant-chat').last()).toBeInViewport();
    // The quick-access handle on the right edge moves left with the page, out from under the panel.
    const handleBox = await page.locator('[data-quick-access]').boundingBox();
    expect(handleBox).toBeTruthy();
    if (handleBox) expect(handleBox.x + handleBox.width).toBeLessThanOrEqual(panelBox.x + 0.5);

    // Undocked it floats again and the page takes the whole width back.
    await panel(page).getByRole('button', { name: '浮动在页面上' }).click();
    await expect(panel(page)).toHaveAttribute('data-layout', 'floating');
    await expect.poll(async () => (await page.locator('main#main').boundingBox())?.width).toBeGreaterThan(1100);
  });
});

test.describe('at 900 px', () => {
  test.use({ viewport: { width: 900, height: 800 } });

  test("following an answer's link closes the panel over the page; the opener brings the conversation back", async ({ page }) => {
    await signInWithSso(page, 'admin');
    await openAssistant(page);
    await followLink(page, await ask(page, '上个月短信业绩是多少？'));
    await expect(panel(page)).toHaveCount(0);
    await expect(page.getByTestId('totals-revenue')).toBeVisible();
    await openAssistant(page);
    await expect(panel(page).getByTestId('assistant-chat').last()).toContainText('上个月短信业绩是多少？');
  });
});
