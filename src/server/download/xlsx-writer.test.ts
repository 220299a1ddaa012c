import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import type { ExportSpec } from './export-registry';
import { writeXlsx, xlsxBuffer } from './xlsx-writer';

const dir = mkdtempSync(path.join(tmpdir(), 'sb-xlsx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A spec over fixed rows, yielded in batches of `batch`; `failAfter` batches, it throws. */
function spec(rows: Record<string, unknown>[], batch = 2, failAfter?: number): ExportSpec {
  return {
    title: { zh: '测试/导出', en: 'Test export' },
    columns: [
      { key: 'at', title: { zh: '时间', en: 'At' }, type: 'date' },
      { key: 'name', title: { zh: '名称', en: 'Name' }, type: 'text' },
      { key: 'n', title: { zh: '数量', en: 'Count' }, type: 'integer' },
      { key: 'amount', title: { zh: '金额', en: 'Amount' }, type: 'money' },
      { key: 'price', title: { zh: '单价', en: 'Price' }, type: 'price' },
      { key: 'margin', title: { zh: '利润率', en: 'Margin' }, type: 'percent' },
    ],
    count: async () => rows.length,
    async *batches() {
      for (let from = 0, sent = 0; from < rows.length; from += batch, sent += 1) {
        if (sent === failAfter) throw new Error('the source went away');
        yield rows.slice(from, from + batch);
      }
    },
  };
}

const ROWS = [
  {
    at: '2026-11-01T15:59:42.000Z',
    name: { zh: '成功', en: 'Delivered' },
    n: 3,
    amount: '158204.076208',
    price: '0.012300',
    margin: '0.2966',
  },
  { at: '2026-10-31', name: 'plain', n: '1200', amount: 'n/a', price: '0.074982', margin: null },
  { at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), name: '', n: null, amount: -0.125, price: 2, margin: '' },
];

async function sheetOf(bytes: Uint8Array | Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('xlsx writer (exceljs in the xlsx thread)', () => {
  it('writes titles, localised pairs, numbers, China-time date-times and days, in memory', async () => {
    const { buffer, rows } = await xlsxBuffer(spec(ROWS), 'zh');
    expect(rows).toBe(3);
    const sheet = await sheetOf(buffer);
    expect(sheet.name).toBe('测试 导出');
    expect(sheet.getRow(1).values).toEqual([undefined, '时间', '名称', '数量', '金额', '单价', '利润率']);
    expect(sheet.getRow(2).values).toEqual([undefined, new Date('2026-11-01T23:59:42.000Z'), '成功', 3, 158204.08, 0.0123, 0.2966]);
    expect(sheet.getRow(3).values).toEqual([undefined, '2026-10-31', 'plain', 1200, 'n/a', 0.074982]);
    expect(sheet.getRow(4).values).toEqual([undefined, new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), undefined, undefined, -0.13, 2]);
    // Money is the page's cents (158,204.08), a unit price keeps the send-record page's six decimals.
    expect(sheet.getRow(2).getCell(4).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('#,##0.000000');
    // A ratio in a percent format: Excel shows 29.66%, as the portal does.
    expect(sheet.getRow(2).getCell(6).numFmt).toBe('0.00%');
  });

  it('writes a file and reports the rows the thread has written after each batch', async () => {
    const file = path.join(dir, 'en.xlsx');
    const progress: number[] = [];
    const written = await writeXlsx(spec(ROWS, 1), 'en', { filename: file }, (rows) => {
      progress.push(rows);
    });
    expect(written).toBe(3);
    // After batch i (one row each) the thread has written i rows, or all i + 1 if it was quick.
    expect(progress).toHaveLength(3);
    progress.forEach((rows, i) => expect([i, i + 1]).toContain(rows));
    const sheet = await sheetOf(readFileSync(file));
    expect(sheet.getRow(1).values).toEqual([undefined, 'At', 'Name', 'Count', 'Amount', 'Price', 'Margin']);
    expect(sheet.getRow(2).getCell(2).value).toBe('Delivered');
  });

  it('fails the export whose rows fail, and the next export still writes', async () => {
    await expect(xlsxBuffer(spec(ROWS, 1, 2), 'zh')).rejects.toThrow('the source went away');
    await expect(xlsxBuffer(spec([{ at: '2026-11-01', name: () => 'not data' }]), 'zh')).rejects.toThrow(/could not be cloned/);
    const { rows } = await xlsxBuffer(spec(ROWS), 'zh');
    expect(rows).toBe(3);
  });
});
