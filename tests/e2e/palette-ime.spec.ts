import { expect, test } from '@playwright/test';
import { signInWithSso } from './support';
import { TODOS_LOADING_KEY, openPalette, paletteBox, paletteDialog, paletteOptions, shownKeys } from './palette-support';

test('while an input method composes, the list does not filter and Enter does nothing', async ({ page }) => {
  await signInWithSso(page, 'sales');
  await openPalette(page);
  // The list the composition must leave alone is the settled one: the to-dos read has answered.
  await expect.poll(() => shownKeys(page)).not.toContain(TODOS_LOADING_KEY);
  const before = await shownKeys(page);
  const ime = await page.context().newCDPSession(page);
  // A Chinese input method typing "duanxin": composition text in the box, nothing committed yet.
  await ime.send('Input.imeSetComposition', { text: 'duan', selectionStart: 4, selectionEnd: 4 });
  await ime.send('Input.imeSetComposition', { text: 'duanxin', selectionStart: 7, selectionEnd: 7 });
  await expect(paletteBox(page)).toHaveValue('duanxin');
  await page.waitForTimeout(200);
  expect(await shownKeys(page)).toEqual(before);
  const enterWhileComposing = await page.evaluate(() => {
    const box = document.activeElement as HTMLInputElement;
    const event = new KeyboardEvent('keydown', { key: 'Enter', keyCode: 229, isComposing: true, bubbles: true, cancelable: true });
    box.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(enterWhileComposing).toBe(false);
  await expect(paletteDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  // The input method commits 短信: now the list filters.
  await ime.send('Input.insertText', { text: '短信' });
  await expect(paletteBox(page)).toHaveValue('短信');
  await expect.poll(() => shownKeys(page)).not.toEqual(before);
  await expect(paletteOptions(page).first()).toContainText('短信');
  expect(await shownKeys(page)).toContain('page:/businessInquiry/sendRcdQuery');
});
