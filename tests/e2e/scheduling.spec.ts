import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { addDays, shanghaiDate, weekStart } from '../../src/shared/business/dates';
import { baseUrl, watchShellPopups } from './support';
import { axeProblems, signedIn } from './workflow-support';

/**
 * Issue 14 for scheduling: a scheduler (ops, who holds OC) assigns a week of shifts by keyboard and
 * publishes; the person's home page shows today's shift. The new pages pass axe at desktop, tablet
 * and phone widths in both languages; screenshots land in /tmp/scheduling-shots.
 */
const SHOTS = '/tmp/scheduling-shots';
mkdirSync(SHOTS, { recursive: true });

const page$ = (page: Page) => page.locator('section[data-page]:visible');

test('a scheduler assigns a week by keyboard and publishes; the person sees today’s shift at home', async ({ browser }) => {
  const today = shanghaiDate(new Date());
  const monday = weekStart(today);
  const ops = await signedIn(browser, 'ops');
  await ops.goto(`${baseUrl()}/businessOperations/schedule`);
  const section = page$(ops);
  await expect(section.getByRole('heading', { level: 1, name: '排班管理' })).toBeVisible();
  // The week may reach into next month: show the month of its Monday.
  await section.getByLabel('月份').fill(monday.slice(0, 7));
  const grid = section.getByRole('grid');
  const cell = (date: string) => grid.locator(`td[aria-label^="周启明 ${date}"]`);
  await expect(cell(monday)).toBeVisible();
  await cell(monday).click();
  for (let day = 1; day < 7; day += 1) await ops.keyboard.press('Shift+ArrowRight');
  const inMonth = [0, 1, 2, 3, 4, 5, 6].filter((n) => addDays(monday, n).slice(0, 7) === monday.slice(0, 7)).length;
  await expect(grid.locator('td[aria-selected="true"]')).toHaveCount(inMonth);
  await ops.keyboard.press('3');
  await expect(ops.getByText(/已保存 \d+ 个单元格/)).toBeVisible();
  await expect(cell(monday)).toHaveAttribute('aria-label', new RegExp(`周启明 ${monday}：晚班`));
  await section.getByRole('button', { name: /发布排班（\d+ 处变化）/ }).click();
  await expect(ops.getByText(/已发布：\d+ 天有变化，已通知 1 人/)).toBeVisible();
  await expect(section.getByRole('button', { name: '没有未发布的变化' })).toBeDisabled();

  const person = await signedIn(browser, 'admin');
  await person.goto(`${baseUrl()}/home`);
  const column = person.locator('section[aria-labelledby="home-schedule"]');
  const me = column.getByRole('listitem').filter({ hasText: '周启明' }).first();
  await expect(me).toContainText('晚班 14:00–22:00');
  await expect(column.locator('#home-my-week')).toContainText('晚班 14:00–22:00');
  await person.context().close();
  await ops.context().close();
});

const PAGES = [
  { path: '/businessOperations/schedule', zh: '排班管理', en: 'Shift management', name: 'schedule', part: 1 },
  { path: '/hrm/monthly-report/monthly-attendance-report', zh: '考勤月报', en: 'Monthly attendance report', name: 'report', part: 1 },
  { path: '/hrm/monthly-report/over-work-list', zh: '加班记录', en: 'Overtime records', name: 'overtime', part: 2 },
  { path: '/hrm/holiday-manage/users-holidays', zh: '员工假期', en: 'Staff holidays', name: 'holidays', part: 2 },
] as const;

/** Signed in as admin in this language at this width, with the shell's first-visit popups cleared. */
async function adminPage(browser: Browser, locale: 'zh-CN' | 'en', width: number): Promise<Page> {
  const page = await signedIn(browser, 'admin', 'zh-CN', 1440);
  await watchShellPopups(page)();
  // The language is the person's setting: choose it on the wide header, then narrow the window.
  await page
    .getByRole('group', { name: /^(语言|Language)$/ })
    .getByRole('button', { name: locale === 'en' ? 'English' : '中文' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en' : 'zh-CN');
  await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
  return page;
}

/** A section's first-visit tour would cover the page in the screenshot: skip it when it shows. */
async function skipSectionTour(page: Page): Promise<void> {
  const skip = page.getByTestId('nav-tour').getByRole('button', { name: /^(跳过|Skip)$/ });
  if (await skip.isVisible().catch(() => false)) await skip.click();
}

for (const width of [1440, 900, 375] as const) {
  for (const locale of ['zh-CN', 'en'] as const) {
    for (const part of [1, 2] as const) {
      test(`scheduling and HR pages (${part}) pass axe at ${width}px (${locale})`, async ({ browser }) => {
        const page = await adminPage(browser, locale, width);
        for (const entry of PAGES.filter((item) => item.part === part)) {
          await page.goto(`${baseUrl()}${entry.path}`);
          const section = page$(page);
          await expect(section.getByRole('heading', { level: 1, name: locale === 'en' ? entry.en : entry.zh })).toBeVisible();
          await expect(section.getByRole('status')).toHaveCount(0);
          await expect(section.locator('table').first()).toBeVisible();
          expect(await axeProblems(page, 'section[data-page]'), entry.path).toEqual([]);
          await skipSectionTour(page);
          await page.screenshot({
            path: `${SHOTS}/${entry.name}-${width}-${locale}.png`,
            fullPage: width !== 1440 || entry.name !== 'schedule',
          });
        }
        if (part === 2) {
          // A person's holiday detail, reached from the list.
          await page$(page)
            .getByRole('link', { name: locale === 'en' ? /^Details / : /^明细 / })
            .first()
            .click();
          const detail = page$(page);
          await expect(detail.getByRole('heading', { level: 2 }).first()).toBeVisible();
          expect(await axeProblems(page, 'section[data-page]')).toEqual([]);
          await page.screenshot({ path: `${SHOTS}/holiday-detail-${width}-${locale}.png`, fullPage: true });
        }
        await page.context().close();
      });
    }
  }
}
