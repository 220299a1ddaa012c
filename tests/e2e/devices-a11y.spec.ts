import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseUrl, watchShellPopups } from './support';
import { axeProblems, signedIn } from './workflow-support';
import { DEVICE_PAGES, deviceSection } from './devices-support';

/**
 * Issue 15 acceptance 4: every device page passes axe in both languages (at desktop width; the
 * port manager and the IMEI pool also at tablet and phone width, where their tables scroll
 * sideways in their own region). Screenshots land in /tmp/devices-pages-shots.
 */
const SHOTS = '/tmp/devices-pages-shots';
mkdirSync(SHOTS, { recursive: true });

/** Operations (刘洋) in this language at this width, with the shell's first-visit popups cleared. */
async function opsPage(browser: Browser, locale: 'zh-CN' | 'en', width: number): Promise<Page> {
  const page = await signedIn(browser, 'ops', 'zh-CN', 1440);
  await watchShellPopups(page)();
  await page
    .getByRole('group', { name: /^(语言|Language)$/ })
    .getByRole('button', { name: locale === 'en' ? 'English' : '中文' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en' : 'zh-CN');
  await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
  return page;
}

async function skipSectionTour(page: Page): Promise<void> {
  const skip = page.getByTestId('nav-tour').getByRole('button', { name: /^(跳过|Skip)$/ });
  if (await skip.isVisible().catch(() => false)) await skip.click();
}

/** Opens the page and waits until its list has settled (a table, or the empty / failure sentence). */
async function openDevicePage(page: Page, entry: (typeof DEVICE_PAGES)[number], locale: 'zh-CN' | 'en'): Promise<void> {
  await page.goto(`${baseUrl()}${entry.path}`);
  const section = page.locator(deviceSection(entry.id));
  await expect(section.getByRole('heading', { level: 1, name: locale === 'en' ? entry.en : entry.zh })).toBeVisible();
  await expect(section.getByText(/^(加载中…|Loading…)$/)).toHaveCount(0);
}

// Three or four pages a test, so that each stays well under 20 s.
const PARTS = [DEVICE_PAGES.slice(0, 4), DEVICE_PAGES.slice(4, 7), DEVICE_PAGES.slice(7, 10), DEVICE_PAGES.slice(10)] as const;

for (const locale of ['zh-CN', 'en'] as const) {
  PARTS.forEach((pages, part) => {
    test(`device pages (${part + 1}) pass axe at 1440px (${locale})`, async ({ browser }) => {
      const page = await opsPage(browser, locale, 1440);
      for (const entry of pages) {
        await openDevicePage(page, entry, locale);
        expect(await axeProblems(page, deviceSection(entry.id)), entry.path).toEqual([]);
      }
      await page.context().close();
    });
  });
}

const SHOWN = DEVICE_PAGES.filter((entry) => entry.id === 'port-manager-title' || entry.id === 'imei-title');

for (const width of [1440, 900, 375] as const) {
  for (const locale of ['zh-CN', 'en'] as const) {
    test(`port manager and IMEI pool at ${width}px (${locale}): axe, no page-wide sideways scroll, screenshots`, async ({ browser }) => {
      const page = await opsPage(browser, locale, width);
      for (const entry of SHOWN) {
        await openDevicePage(page, entry, locale);
        expect(await axeProblems(page, deviceSection(entry.id)), entry.path).toEqual([]);
        // Wide tables scroll inside their own region; the page itself never scrolls sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, entry.path).toBeLessThanOrEqual(0);
        await skipSectionTour(page);
        await page.screenshot({ path: `${SHOTS}/${entry.id.replace('-title', '')}-${width}-${locale}.png`, fullPage: true });
      }
      await page.context().close();
    });
  }
}
