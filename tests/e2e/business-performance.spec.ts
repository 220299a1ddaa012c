import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { baseUrl, signInWithSso } from './support';

test('sales changes the month performance period, the totals match the API, the URL and the export reproduce them', async ({
  page,
  context,
}) => {
  await signInWithSso(page, 'sales');
  await page.goto(`${baseUrl()}/businessInquiry/resultsQuery/month`);
  await expect(page.getByRole('heading', { name: '月度业绩' })).toBeVisible();
  await page.getByRole('button', { name: '本季度' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}/);
  const url = new URL(page.url());
  const body = {
    from: url.searchParams.get('from'),
    to: url.searchParams.get('to'),
    granularity: 'month',
    groupBy: 'date',
    page: 1,
    pageSize: 50,
  };
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await (
    await page.request.post(`${baseUrl()}/v2/bq/performance/query`, { data: body, headers: { Authorization: `Bearer ${token}` } })
  ).json();
  expect(answer.code).toBe(0);
  const revenue = page.getByTestId('totals-revenue');
  await expect(revenue).toHaveAttribute('data-value', answer.data.totals.revenue);
  await expect(page.getByTestId('totals-volume')).toHaveAttribute('data-value', String(answer.data.totals.volume));

  const fresh = await context.newPage();
  await fresh.goto(url.toString());
  await expect(fresh.getByTestId('totals-revenue')).toHaveAttribute('data-value', answer.data.totals.revenue);
  await fresh.close();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const file = await (await download).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  let totalRevenue: number | null = null;
  sheet?.eachRow((row) => {
    if (row.getCell(2).text === '合计') totalRevenue = Number(row.getCell(5).value);
  });
  expect(totalRevenue).not.toBeNull();
  expect(totalRevenue).toBeCloseTo(Number(answer.data.totals.revenue), 2);
});
