import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInWithSso } from './support';
import { go, tabBar } from './shell-support';

/**
 * The everyday shell flows at the three widths of the acceptance (1280 PC, 900 tablet, 375
 * phone), each done the way a person at that width does it: the expanded side navigation, the
 * 65 px icon rail with its flyouts, or the header's menu button that opens the drawer on a phone.
 */
type Mode = 'pc' | 'tablet' | 'mobile';
const WIDTHS = [
  { width: 1280, mode: 'pc' },
  { width: 900, mode: 'tablet' },
  { width: 375, mode: 'mobile' },
] as const satisfies readonly { width: number; mode: Mode }[];

const SECTION = { zh: '业务查询', en: 'Business inquiry' };
const PAGE = { zh: '短信发送记录', path: '/businessInquiry/sendRcdQuery' };
const OTHER_PAGE = '短信任务查询';
/** The same paths as shell-navigation.spec.ts: a finance page sales may not open, and nonsense. */
const FORBIDDEN = '/financial/entitySettle/account';
const NONSENSE = '/definitely/not/a/page';

/** Nothing sticks out sideways: not the document, not the content area, not a header control. */
async function expectFits(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const main = document.querySelector('main#main');
    const header = document.querySelector('header');
    const clipped = [...(header?.querySelectorAll('a, button') ?? [])]
      .filter((node) => node.getClientRects().length > 0)
      .filter((node) => {
        const box = node.getBoundingClientRect();
        return box.left < 0 || box.right > window.innerWidth + 1;
      })
      .map((node) => node.getAttribute('aria-label') ?? node.textContent ?? node.tagName);
    return {
      document: document.documentElement.scrollWidth - window.innerWidth,
      main: main ? main.scrollWidth - main.clientWidth : 0,
      clipped,
    };
  });
  expect(overflow.document, 'document scrollWidth beyond innerWidth').toBeLessThanOrEqual(1);
  expect(overflow.main, 'content area scrolls sideways').toBeLessThanOrEqual(1);
  expect(overflow.clipped, 'header controls outside the window').toEqual([]);
}

/** axe-core over the page as it is: no serious or critical violations. */
async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(bad.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Signs in as sales and waits for the overview of /home in the expected device mode. */
async function signIn(page: Page, mode: Mode): Promise<void> {
  await signInWithSso(page, 'sales');
  await expect(page.locator('[data-device-mode]')).toHaveAttribute('data-device-mode', mode);
  await expect(page.getByRole('heading', { level: 1, name: '你好，李娜' })).toBeVisible();
  await expect(page.getByRole('region', { name: '我的概览' })).toBeVisible();
}

/**
 * The side menu as the user reaches it: on PC and tablet it is on screen; on a phone it is 0 px
 * wide, and the header's menu button opens it as a drawer.
 */
async function openMenu(page: Page, mode: Mode, label: RegExp = /^(菜单|Menu)$/): Promise<Locator> {
  if (mode !== 'mobile') {
    const side = page.getByTestId('side-nav').getByRole('navigation', { name: label });
    await expect(side).toBeVisible();
    return side;
  }
  await expect(page.getByTestId('side-nav')).toHaveJSProperty('offsetWidth', 0);
  await page.getByRole('button', { name: /^(展开或收起侧边导航|Expand or collapse the side navigation)$/ }).click();
  const drawer = page.getByRole('dialog').getByRole('navigation', { name: label });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Closes the phone's menu drawer (Escape, as on a keyboard; the overlay tap does the same). */
async function closeDrawer(page: Page, mode: Mode): Promise<void> {
  if (mode !== 'mobile') return;
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Opens a page of a section from the menu: expand the section, or its flyout on the icon rail. */
async function openFromMenu(page: Page, mode: Mode, section: string, title: string): Promise<void> {
  const menu = await openMenu(page, mode);
  const sectionButton = menu.getByRole('button', { name: section, exact: true });
  await sectionButton.click();
  if (mode === 'tablet') {
    await page.getByRole('menuitem', { name: title, exact: true }).click();
  } else {
    await expect(sectionButton).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: title, exact: true }).click();
  }
  // On a phone the drawer closes once the page is chosen.
  if (mode === 'mobile') await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The language control at this width: the 中文/English switch, or the user menu on a phone. */
async function switchLanguage(page: Page, mode: Mode, to: 'zh' | 'en'): Promise<void> {
  const name = to === 'en' ? 'English' : '中文';
  if (mode !== 'mobile') {
    await page
      .getByRole('group', { name: /^(语言|Language)$/ })
      .getByRole('button', { name })
      .click();
    return;
  }
  await page.getByRole('button', { name: /^(用户菜单|User menu)/ }).click();
  await page.getByRole('menuitem', { name }).click();
}

async function expectErrorPage(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectFits(page);
}

for (const { width, mode } of WIDTHS) {
  test.describe(`shell at ${width} px (${mode})`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('sales signs in to /home: the overview fits the width and axe finds nothing serious', async ({ page }) => {
      await signIn(page, mode);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('region', { name: '我的流程' })).toBeVisible();
      await expect(tabBar(page).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
      await expectFits(page);
      await expectAccessible(page);
    });

    test(`opens ${PAGE.zh} from the navigation as a tab, and the logo goes home`, async ({ page }) => {
      await signIn(page, mode);
      await openFromMenu(page, mode, SECTION.zh, PAGE.zh);
      await expect(page).toHaveURL(new RegExp(`${PAGE.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: PAGE.zh })).toBeVisible();
      await expect(tabBar(page).getByRole('link', { name: PAGE.zh })).toHaveAttribute('aria-current', 'page');
      // The menu now highlights the page (in the drawer on a phone, which is reopened to look).
      if (mode !== 'tablet') {
        const menu = await openMenu(page, mode);
        await expect(menu.getByRole('link', { name: PAGE.zh })).toHaveAttribute('aria-current', 'page');
        await closeDrawer(page, mode);
      }
      await expectFits(page);

      await page.getByRole('link', { name: 'Switchboard 首页' }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('region', { name: '我的概览' })).toBeVisible();
      await expect(tabBar(page).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
      // The page stays open in its tab.
      await expect(tabBar(page).getByRole('link', { name: PAGE.zh })).toBeVisible();
      if (mode !== 'mobile') return;

      // The phone's other ways in: the drawer 导航 (a section opens the side drawer on it) …
      await page.getByRole('button', { name: '全部导航' }).click();
      await page.getByRole('dialog', { name: '导航' }).getByRole('button', { name: SECTION.zh }).click();
      const drawer = page.getByRole('dialog').getByRole('navigation', { name: '菜单' });
      await expect(drawer.getByRole('button', { name: SECTION.zh })).toHaveAttribute('aria-expanded', 'true');
      // Focus moved into the side drawer (not back to the closed 导航 drawer's button behind it).
      await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"] nav')))).toBe(true);
      await drawer.getByRole('link', { name: OTHER_PAGE, exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: OTHER_PAGE })).toBeVisible();
      await expect(tabBar(page).getByRole('link', { name: OTHER_PAGE })).toHaveAttribute('aria-current', 'page');
      // … and the header's search button, which opens the palette full screen.
      await page.getByRole('button', { name: '搜索页面、操作或提问' }).click();
      const palette = page.getByRole('dialog', { name: '命令面板' });
      await palette.getByRole('combobox').fill(PAGE.zh);
      await expect(palette.getByRole('option').first()).toHaveAttribute('data-key', `page:${PAGE.path}`);
      await page.keyboard.press('Enter');
      await expect(palette).toHaveCount(0);
      await expect(tabBar(page).getByRole('link', { name: PAGE.zh })).toHaveAttribute('aria-current', 'page');
      await expectFits(page);
    });

    test('404 for nonsense and 403 for a page outside the role, each with the way home; axe on 404', async ({ page }) => {
      await signIn(page, mode);
      await go(page, NONSENSE);
      await expectErrorPage(page, '页面不存在，请联系管理员');
      await expectAccessible(page);
      await page.getByRole('button', { name: '返回首页' }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('region', { name: '我的概览' })).toBeVisible();

      await go(page, FORBIDDEN);
      await expectErrorPage(page, '暂无权限，请联系管理员');
      await page.getByRole('button', { name: '返回首页' }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('region', { name: '我的概览' })).toBeVisible();
    });

    test('the user menu offers change password and sign out; zh/en changes the menu titles without a reload', async ({ page }) => {
      await signIn(page, mode);
      const userMenu = page.getByRole('button', { name: /^用户菜单：李娜/ });
      await expect(userMenu).toBeInViewport();
      await userMenu.click();
      const items = page.getByRole('menu');
      await expect(items.getByRole('menuitem', { name: '修改密码' })).toBeVisible();
      await expect(items.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
      await expect(items).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Escape');
      await expect(items).toHaveCount(0);

      await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
      await switchLanguage(page, mode, 'en');
      await expect(tabBar(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'My overview' })).toBeVisible();
      let menu = await openMenu(page, mode, /^Menu$/);
      await expect(menu.getByRole('button', { name: SECTION.en, exact: true })).toBeVisible();
      await expect(menu.getByRole('button', { name: SECTION.zh, exact: true })).toHaveCount(0);
      await closeDrawer(page, mode);
      await page.getByRole('button', { name: /^User menu/ }).click();
      await expect(items.getByRole('menuitem', { name: 'Change password' })).toBeVisible();
      await expect(items.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(items).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

      await switchLanguage(page, mode, 'zh');
      await expect(tabBar(page).getByRole('link', { name: '首页', exact: true })).toBeVisible();
      menu = await openMenu(page, mode);
      await expect(menu.getByRole('button', { name: SECTION.zh, exact: true })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    });
  });
}
