import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { signInWithSso } from './support';
import { go } from './shell-support';

/** Data rows of a sheet too large to load whole (streamed). */
async function streamedDataRows(path: string): Promise<number> {
  let rows = 0;
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(path, {})) {
    for await (const row of sheet) if (row.number > 1) rows += 1;
  }
  return rows;
}

/** Asia/Shanghai calendar date `days` from today. */
const shanghaiDay = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function dataRows(path: string): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile(path);
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return (workbook.worksheets[0]?.actualRowCount ?? 1) - 1;
}

test.describe('export (acceptance 4)', () => {
  test('a small export (the message query, 61 rows and more) downloads at once', async ({ page }) => {
    await signInWithSso(page, 'sales');
    await go(page, '/message/notification');
    // 李娜's 50 seeded messages and the 11 notices of her seeded approval history, and the new-mail
    // notices of mail the mailbox's browser tests (run before this one) delivered to her.
    await expect(page.getByTestId('message-total')).toHaveText(/共 [1-9]\d* 条/);
    const total = Number(((await page.getByTestId('message-total').textContent()) ?? '').match(/共 (\d+) 条/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(61);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^消息查询_\d{8}-\d{6}\.xlsx$/);
    expect(await dataRows((await file.path()) ?? '')).toBe(total);
    // Nothing went to the download centre.
    await expect(page.getByTestId('download-dot')).toHaveCount(0);
  });

  test('a 200,000-row export (a week of send records) becomes a task, finishes, and downloads with every row', async ({ page }) => {
    test.setTimeout(300_000);
    await signInWithSso(page, 'admin');
    await go(page, `/businessInquiry/sendRcdQuery?from=${shanghaiDay(-7)}&to=${shanghaiDay(-1)}`);
    await page.getByRole('button', { name: '导出' }).click();
    const dialog = page.getByRole('dialog', { name: '导出任务已生成' });
    await expect(dialog).toContainText(/预计需要约 \d+ 分钟/);
    // The dialog answers at once with the database's row estimate; the task counts exactly as it writes.
    const estimate = Number(((await dialog.textContent()) ?? '').match(/约 ([\d,]+) 行/)?.[1]?.replace(/,/g, ''));
    expect(estimate).toBeGreaterThanOrEqual(150_000);
    await expect(page.getByTestId('download-dot')).toBeVisible();

    await dialog.getByRole('button', { name: '前往下载中心' }).click();
    await expect(page).toHaveURL(/\/general\/download$/);
    const job = page.getByRole('row').filter({ hasText: '短信发送记录' }).first();
    // The list follows the running task on its own until it is done.
    await expect(job.getByRole('button', { name: '下载' })).toBeVisible({ timeout: 240_000 });
    const download = page.waitForEvent('download');
    await job.getByRole('button', { name: '下载' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^短信发送记录_\d{8}-\d{6}\.xlsx$/);
    const rows = await streamedDataRows((await file.path()) ?? '');
    expect(rows).toBeGreaterThanOrEqual(200_000);
    expect(Math.abs(rows - estimate) / rows).toBeLessThan(0.25);
    // The finished task lists the exact count, which is what the file holds.
    await expect(job.getByRole('cell', { name: rows.toLocaleString('en-US'), exact: true })).toBeVisible();
  });
});
