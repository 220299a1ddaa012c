import { expect, type Page } from '@playwright/test';

/** Helpers of the shell's browser tests. */

/** Client-side navigation (what a link does): the page, its tabs and their state stay. */
export async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  // As a person would: the page is on screen before the next step.
  const pathname = new URL(path, 'http://x').pathname;
  await expect(page.locator('main#main [data-tab-key]').filter({ visible: true })).toHaveAttribute(
    'data-tab-key',
    new RegExp(`^${pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
}

export const tabBar = (page: Page) => page.getByRole('navigation', { name: /标签页|Tabs/ });

/** Keys of the open tabs, in order. */
export function tabKeys(page: Page): Promise<string[]> {
  return tabBar(page)
    .locator('li[data-tab]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-tab') ?? ''));
}

/** Waits until the tab bar holds exactly these tabs. */
export async function expectTabs(page: Page, keys: string[]): Promise<void> {
  await expect.poll(() => tabKeys(page)).toEqual(keys);
}

/** Opens the tab menu and returns its item of that name. */
export async function tabMenuItem(page: Page, name: string) {
  await page.getByRole('button', { name: /标签操作|Tab actions/ }).click();
  return page.getByRole('menuitem', { name });
}

export async function runTabAction(page: Page, name: string): Promise<void> {
  await (await tabMenuItem(page, name)).click();
}

/** Width of the side navigation in the layout. */
export async function sideNavWidth(page: Page): Promise<number> {
  return page.getByTestId('side-nav').evaluate((node) => Math.round(node.getBoundingClientRect().width));
}
