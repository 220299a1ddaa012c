import { expect, test, type Page } from '@playwright/test';
import { go } from './shell-support';
import { baseUrl, DEMO_PASSWORD, dismissFirstVisitOverlay, firstVisitTurn, logMark, signInWithSso, waitForCode } from './support';

test.use({ viewport: { width: 1440, height: 900 } });

const CODE_SENT = '验证码已发送到你的工作通知，5 分钟内有效';

/** Everything that floats over the page: dialogs and popovers, the sign-in prompt, an open quick-access panel, toasts. */
function visibleOverlays(page: Page): Promise<number> {
  return page.evaluate(() => {
    const selector =
      '[role="dialog"], [role="alertdialog"], aside[aria-label], [data-quick-access][data-collapsed="false"], [data-sonner-toast]';
    return [...document.querySelectorAll(selector)].filter((node) => {
      const box = node.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(node).visibility !== 'hidden';
    }).length;
  });
}

/**
 * The part of the page scroller that the sign-in prompt's card lies over, less the room the
 * scroller keeps below its content: at most 0 when, scrolled to the end, nothing stays under the card.
 */
function uncoverableUnderPrompt(page: Page): Promise<number> {
  return page.evaluate(() => {
    const card = [...document.querySelectorAll('aside[aria-label]')].find((node) => getComputedStyle(node).position === 'fixed');
    const main = document.querySelector('main#main');
    if (!card || !main) throw new Error('no prompt card or page area');
    const under = main.getBoundingClientRect().bottom - card.getBoundingClientRect().top;
    return under - parseFloat(getComputedStyle(main).paddingBottom);
  });
}

test('a first sign-in shows one overlay at a time, in order, and no toast of the sign-in page', async ({ page }) => {
  // A generated sales rep no other suite signs in as: every first-visit overlay is still due.
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('用户名').fill('rep10');
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  const mark = logMark();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('验证码').fill(await waitForCode('rep10', mark));
  const codeSent = page.getByText(CODE_SENT);
  await expect(codeSent).toBeVisible();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  // The toast lives 3 s; the sign-in ends it before the loading screen: by /home it is only fading out (200 ms).
  await expect(page.locator('[data-sonner-toast]:not([data-removed="true"])').filter({ hasText: CODE_SENT })).toHaveCount(0, {
    timeout: 200,
  });
  await expect(codeSent).toHaveCount(0, { timeout: 1_000 });

  const turns: string[] = [];
  for (let turn = await firstVisitTurn(page); turn !== 'idle'; turn = await firstVisitTurn(page)) {
    turns.push(turn);
    await expect.poll(() => visibleOverlays(page)).toBe(1);
    // Held for a moment: nothing else joins the overlay on screen.
    await page.waitForTimeout(300);
    expect(await visibleOverlays(page)).toBe(1);
    if (turn === 'loginPrompt') expect(await uncoverableUnderPrompt(page)).toBeLessThanOrEqual(0);
    if (turn === 'searchGuide') {
      // A drawer the person opens takes the screen: the tip steps aside, and is back when it closes.
      const guide = page.getByRole('dialog', { name: '页面搜索，快速直达' });
      await page.getByRole('button', { name: /^消息通知/ }).click();
      const drawer = page.getByRole('dialog', { name: '消息通知' });
      await expect(drawer).toBeVisible();
      await expect(guide).toBeHidden();
      expect(await visibleOverlays(page)).toBe(1);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(guide).toBeVisible();
    }
    await dismissFirstVisitOverlay(page, turn);
  }
  expect(turns).toEqual(['version', 'searchGuide', 'loginPrompt']);
  expect(await visibleOverlays(page)).toBe(0);
  // The room kept for the card goes with it.
  await expect(page.locator('main#main')).not.toHaveAttribute('style', /padding-bottom/);
  await expect(page.getByRole('region', { name: '快捷入口' })).toHaveAttribute('data-collapsed', 'true');

  await page.reload();
  await expect(page.locator('main#main')).toHaveAttribute('aria-busy', 'false');
  expect(await firstVisitTurn(page)).toBe('idle');
  expect(await visibleOverlays(page)).toBe(0);
});

/** The controls resting on the right edge: the quick-access handle, the assistant's opener and 评价本页. */
const EDGE_TABS = ['[data-quick-access]', '[data-testid="assistant-opener"]', '[data-testid="page-evaluation"]'] as const;

/**
 * What the edge tab at `selector` covers: interactive elements, table cells and chart canvases
 * whose visible part (clipped by scrolling ancestors) overlaps it, described for the failure message.
 */
function coveredBy(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((tabSelector) => {
    const tab = document.querySelector(tabSelector);
    if (!tab) throw new Error(`no ${tabSelector}`);
    const area = tab.getBoundingClientRect();
    const visiblePart = (node: Element) => {
      let { left, top, right, bottom } = node.getBoundingClientRect();
      for (let parent = node.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflow === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      return { left, top, right, bottom };
    };
    const content =
      'button, input, select, textarea, a[href], th, td, canvas, [role="button"], [role="combobox"], [role="tab"], [tabindex="0"]';
    return [...document.querySelectorAll(content)]
      .filter((node) => !tab.contains(node) && node.checkVisibility())
      .filter((node) => {
        const part = visiblePart(node);
        if (part.right <= part.left || part.bottom <= part.top) return false;
        return part.left < area.right && part.right > area.left && part.top < area.bottom && part.bottom > area.top;
      })
      .map((node) => `${tabSelector}: ${node.tagName.toLowerCase()} “${(node.textContent ?? '').trim().slice(0, 20)}”`);
  }, selector);
}

/** The page scroller's scrollbar gutter: the edge tabs rest just left of it (0 where scrollbars overlay the page). */
function scrollbarGutter(page: Page): Promise<number> {
  return page.locator('main#main').evaluate((main: HTMLElement) => main.offsetWidth - main.clientWidth);
}

/** Each edge tab rests inside the page's right padding (12 px on phones, 20 px from 768 px) and covers nothing. */
async function expectEdgeTabsCoverNothing(page: Page, width: number, where: string): Promise<void> {
  const edge = width - (await scrollbarGutter(page));
  for (const selector of EDGE_TABS) {
    const tab = page.locator(selector);
    if ((await tab.count()) === 0) continue;
    const box = (await tab.boundingBox())!;
    expect([Math.round(box.x + box.width), box.width <= (width < 768 ? 12 : 16)], `${selector} ${where}`).toEqual([edge, true]);
    expect(await coveredBy(page, selector), where).toEqual([]);
  }
}

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 900, height: 900 },
  { width: 375, height: 812 },
];

test('the edge tabs (quick access, assistant, 评价本页) cover nothing on home, 月度业绩 and 短信发送记录 at 1440, 900 and 375 px', async ({
  page,
}) => {
  // Nine page views, each waiting for its data.
  test.setTimeout(180_000);
  await signInWithSso(page, 'sales');
  const bar = page.getByRole('region', { name: '快捷入口' });
  const rate = page.getByRole('button', { name: '评价本页' });
  const firstHeader = page.locator('main#main table th').filter({ visible: true }).first();
  const pages = [
    { path: '/home', ready: page.getByTestId('home-assistant-slot').getByRole('button', { name: '发送', exact: true }) },
    { path: '/businessInquiry/resultsQuery/month', ready: firstHeader },
    { path: '/businessInquiry/sendRcdQuery', ready: firstHeader },
  ];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const { path, ready } of pages) {
      await go(page, path);
      await expect(ready).toBeVisible();
      await expect(bar).toHaveAttribute('data-collapsed', 'true');
      await expect(page.getByTestId('assistant-opener')).toBeVisible();
      // Home is the overview, not a page to rate; the two others are not rated yet.
      await expect(rate).toHaveCount(path === '/home' ? 0 : 1);
      // The pointer rests on the header, so that no tab is shown expanded.
      await page.mouse.move(viewport.width / 2, 1);
      const where = `${path} at ${viewport.width} px`;
      await expectEdgeTabsCoverNothing(page, viewport.width, where);
      if (path === '/home') continue;
      // Scrolled so that the table's rows pass under the opener and 评价本页 near the bottom.
      await page
        .locator('main#main table')
        .filter({ visible: true })
        .first()
        .evaluate((table) => table.scrollIntoView({ block: 'end' }));
      await expectEdgeTabsCoverNothing(page, viewport.width, `${where}, table scrolled into view`);
    }
  }
});

test('the assistant opener and 评价本页 show their names on hover and keyboard focus; the opener starts 120 px above the bottom and drags along the edge', async ({
  page,
}) => {
  await signInWithSso(page, 'sales');
  await go(page, '/businessInquiry/resultsQuery/month');
  const opener = page.getByRole('button', { name: '打开 AI 助手' });
  const rate = page.getByRole('button', { name: '评价本页' });
  await expect(rate).toBeVisible();
  await page.mouse.move(720, 1);
  const rest = (await opener.boundingBox())!;
  const edge = 1440 - (await scrollbarGutter(page));
  expect([rest.x, rest.y + rest.height, rest.width]).toEqual([edge - 16, 900 - 120, 16]);
  await expect(opener.getByText('AI 助手')).toBeHidden();
  await expect(rate.getByText('评价本页')).toBeHidden();

  // Hovered, a tab slides its label out to the left, still flush with the edge.
  await rate.hover();
  await expect(rate.getByText('评价本页')).toBeVisible();
  const hovered = (await rate.boundingBox())!;
  expect([Math.round(hovered.x + hovered.width), hovered.width > 60]).toEqual([edge, true]);
  await page.mouse.move(720, 1);
  await expect(rate.getByText('评价本页')).toBeHidden();

  // Dragged 100 px up along the edge, the opener moves and does not open the panel.
  await page.mouse.move(rest.x + 8, rest.y + 26);
  await page.mouse.down();
  await page.mouse.move(rest.x + 8, rest.y - 30, { steps: 4 });
  await page.mouse.move(rest.x + 8, rest.y - 74, { steps: 4 });
  await page.mouse.up();
  await page.mouse.move(720, 1);
  await expect(opener.getByText('AI 助手')).toBeHidden();
  const dragged = (await opener.boundingBox())!;
  expect([dragged.x, dragged.y, dragged.width]).toEqual([edge - 16, rest.y - 100, 16]);
  await expect(page.getByRole('dialog', { name: 'AI 助手' })).toHaveCount(0);

  // From the keyboard: Tab reaches the opener, which shows its label, and Enter opens the assistant.
  await rate.focus();
  await page.keyboard.press('Tab');
  await expect(opener).toBeFocused();
  await expect(opener.getByText('AI 助手')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'AI 助手' })).toBeVisible();
});

test('the quick-access panel opens on demand and closes on Escape or a click outside', async ({ page }) => {
  await signInWithSso(page, 'sales');
  const bar = page.getByRole('region', { name: '快捷入口' });
  await expect(bar).toHaveAttribute('data-collapsed', 'true');

  // Opened on demand; Escape closes it and gives the focus back to the handle.
  await bar.getByRole('button', { name: '展开快捷入口' }).click();
  await expect(bar).toHaveAttribute('data-collapsed', 'false');
  await expect(bar.getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bar).toHaveAttribute('data-collapsed', 'true');
  await expect(bar.getByRole('button', { name: '展开快捷入口' })).toBeFocused();

  // A click on the page closes it too.
  await bar.getByRole('button', { name: '展开快捷入口' }).click();
  await expect(bar).toHaveAttribute('data-collapsed', 'false');
  await page.getByRole('heading', { level: 1 }).filter({ visible: true }).click();
  await expect(bar).toHaveAttribute('data-collapsed', 'true');

  // Nothing about an open panel is remembered for the next visit.
  await bar.getByRole('button', { name: '展开快捷入口' }).click();
  await page.reload();
  await expect(page.locator('main#main')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('region', { name: '快捷入口' })).toHaveAttribute('data-collapsed', 'true');
});
