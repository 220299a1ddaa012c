import { expect, type Locator, type Page } from '@playwright/test';

/** Helpers of the command palette's browser tests. */

export const paletteDialog = (page: Page): Locator => page.getByRole('dialog', { name: /命令面板|Command palette/ });
export const paletteBox = (page: Page): Locator => paletteDialog(page).getByRole('combobox');
export const paletteOptions = (page: Page): Locator => paletteDialog(page).getByRole('listbox').getByRole('option');

/** Ctrl+K (⌘K on a Mac) from wherever focus is; waits until the box has focus. */
export async function openPalette(page: Page): Promise<Locator> {
  await page.keyboard.press('ControlOrMeta+k');
  const box = paletteBox(page);
  await expect(box).toBeFocused();
  return box;
}

/** Replaces the text in the box (one input event, as a paste would). */
export async function search(page: Page, text: string): Promise<void> {
  await paletteBox(page).fill(text);
  await expect(paletteBox(page)).toHaveValue(text.replace(/^[>?@#]/, ''));
}

/** The row the 待办 group shows while the to-dos are still being read (todo-rows.ts `todoSection`). */
export const TODOS_LOADING_KEY = 'todos:status';

/** Keys (`page:/path`, `cmd:id`, …) of the options on screen, top to bottom. */
export function shownKeys(page: Page): Promise<string[]> {
  return paletteOptions(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-key') ?? ''));
}

/** The key of the selected option (the one aria-activedescendant names). */
export async function activeKey(page: Page): Promise<string | null> {
  const id = await paletteBox(page).getAttribute('aria-activedescendant');
  if (!id) return null;
  return page.locator(`[id="${id}"]`).getAttribute('data-key');
}

/**
 * Every option of the (virtualised) list, walked with the keyboard from the first to the last:
 * what is in the DOM is only what is on screen.
 */
export async function allKeys(page: Page): Promise<string[]> {
  const keys: string[] = [];
  await page.keyboard.press('Home');
  for (let guard = 0; guard < 2000; guard += 1) {
    const key = await activeKey(page);
    if (key === null || keys.at(-1) === key) break;
    keys.push(key);
    await page.keyboard.press('ArrowDown');
  }
  return keys;
}
