import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInWithSso } from './support';
import { go, tabBar } from './shell-support';

/**
 * The shell laid out for the longer English titles: the top navigation shows whole words only
 * (never "Busi"), side-menu items and tab titles stay on one line, and whatever is cut or
 * shortened carries its full title as a tooltip and accessible name.
 */

/** How a label is laid out: its text, whether the ellipsis cut it, its tooltip, lines, and its item's full name. */
interface LabelLayout {
  text: string;
  cut: boolean;
  tooltip: string | null;
  lines: number;
  name: string;
}

/** The one-line label (FitLabel) of each shown item, with the item's full name (its aria-label, else the label). */
function labelsOf(items: Locator): Promise<LabelLayout[]> {
  return items.evaluateAll((nodes) =>
    nodes
      .filter((node) => node.getClientRects().length > 0)
      .map((node) => {
        const label = node.querySelector('span.truncate') as HTMLElement;
        const lineHeight = parseFloat(getComputedStyle(label).lineHeight) || 20;
        return {
          text: label.textContent ?? '',
          cut: label.scrollWidth > label.clientWidth,
          tooltip: label.getAttribute('title'),
          lines: Math.round(label.getBoundingClientRect().height / lineHeight),
          name: node.getAttribute('aria-label') ?? label.textContent ?? '',
        };
      }),
  );
}

/** Whole, or cut/shortened with the full title as tooltip; always one line. */
function expectReadable(labels: LabelLayout[], where: string): void {
  for (const label of labels) {
    expect(label.lines, `${where} "${label.text}" wraps`).toBe(1);
    if (label.cut || label.text !== label.name) expect(label.tooltip, `${where} "${label.text}" has no full title`).toBe(label.name);
  }
}

async function signInInEnglish(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await signInWithSso(page, 'admin');
  await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

const topNav = (page: Page) => page.getByRole('navigation', { name: /^(Top navigation|顶部导航)$/ });

/** Every shown top-level menu lies wholly inside the row, and its label is whole or carries its full title. */
async function expectWholeTopItems(page: Page): Promise<string[]> {
  const row = await topNav(page).boundingBox();
  const items = topNav(page).locator('[data-top-key]');
  const boxes = await items.evaluateAll((nodes) =>
    nodes.filter((node) => node.getClientRects().length > 0).map((node) => node.getBoundingClientRect().toJSON() as DOMRect),
  );
  expect(boxes.length, 'the row shows at least one menu').toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual((row?.x ?? 0) - 0.5);
    expect(box.right).toBeLessThanOrEqual((row?.x ?? 0) + (row?.width ?? 0) + 0.5);
  }
  const labels = await labelsOf(items);
  expectReadable(labels, 'top navigation');
  return labels.map((label) => label.text);
}

test.describe('English layout', () => {
  test('at 1280 px the top navigation shows whole words, side-menu items and tabs one line each', async ({ page }) => {
    await signInInEnglish(page, 1280);
    await go(page, '/businessInquiry/resultsQuery/day/c-end');
    await go(page, '/businessInquiry/day/c/performance/preview');

    // The active section is always shown, under its short label, with its full title as name and tooltip.
    const shown = await expectWholeTopItems(page);
    expect(shown).toContain('Inquiry');
    const inquiry = topNav(page).locator('[data-top-key="BQ"]');
    await expect(inquiry).toHaveAccessibleName('Business inquiry');
    await expect(inquiry.locator('span[title]')).toHaveAttribute('title', 'Business inquiry');
    // Menus that do not fit are in the drawer, never half shown.
    await page.getByRole('button', { name: 'All menus' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation' }).locator('[data-top-key]')).toHaveCount(18);
    await page.keyboard.press('Escape');

    // Every section opened: each page and group stays on one line.
    const menu = page.getByTestId('side-nav').getByRole('navigation', { name: 'Menu' });
    const closed = menu.locator('button[aria-expanded="false"]');
    while ((await closed.count()) > 0) await closed.first().click();
    const pages = menu.locator('a[data-menu-id]');
    expect(await pages.count()).toBeGreaterThan(100);
    await expect.poll(async () => (await labelsOf(pages)).filter((label) => label.cut && !label.tooltip).length).toBe(0);
    const pageLabels = await labelsOf(pages);
    expectReadable(pageLabels, 'side menu');
    expect(pageLabels.some((label) => label.cut)).toBe(true);
    expectReadable(await labelsOf(menu.locator('button[aria-expanded]')), 'side-menu section');
    await expect(menu.getByRole('link', { name: 'Direct customer daily performance' })).toHaveText('Direct daily');

    // Tabs: a short label, and a long title cut with its full title on hover.
    const tabs = tabBar(page).locator('li[data-tab] a');
    const tabLabels = await labelsOf(tabs);
    expectReadable(tabLabels, 'tab');
    expect(tabLabels.map((label) => label.text)).toEqual(['Home', 'Direct daily', 'Direct customer daily performance preview']);
    expect(tabLabels.at(-1)).toMatchObject({ cut: true, tooltip: 'Direct customer daily performance preview' });
  });

  test('at 1440 px more whole menus fit, and the Chinese menu shows every title in full', async ({ page }) => {
    await signInInEnglish(page, 1440);
    const english = await expectWholeTopItems(page);
    expect(english.length).toBeGreaterThanOrEqual(3);
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '中文' }).click();
    const chinese = await expectWholeTopItems(page);
    expect(chinese.slice(0, 3)).toEqual(['首页', '客户管理', '业务查询']);
  });

  test('page search finds 短信发送记录 by its pinyin initials and by its English title', async ({ page }) => {
    await signInInEnglish(page, 1280);
    const box = page.getByRole('combobox', { name: 'Page search' });
    const results = page.getByRole('listbox', { name: 'Search results' });
    await box.fill('dxfsjl');
    await expect(results.getByRole('option').first()).toHaveText(/^SMS send records/);
    await box.fill('sms send rec');
    await expect(results.getByRole('option').first()).toHaveText(/^SMS send records/);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/businessInquiry\/sendRcdQuery$/);
  });
});
