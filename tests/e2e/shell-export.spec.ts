import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { signInWithSso } from './support';
import { go } from './shell-support';

async function dataRows(path: string): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile(path);
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return (workbook.worksheets[0]?.actualRowCount ?? 1) - 1;
}

test.describe('export (acceptance 4)', () => {
  test('a 50-row export (the message query) downloads at once', async ({ page }) => {
    await signInWithSso(page, 'sales');
    await go(page, '/message/notification');
    await expect(page.getByTestId('message-total')).toHaveText('共 50 条');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^消息查询_\d{8}-\d{6}\.xlsx$/);
    expect(await dataRows((await file.path()) ?? '')).toBe(50);
    // Nothing went to the download centre.
    await expect(page.getByTestId('download-dot')).toHaveCount(0);
  });
});
