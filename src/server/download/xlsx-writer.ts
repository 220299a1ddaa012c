import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Lang } from '../../shared/messages';
import type { ExportColumn, ExportSpec } from './export-registry';

/**
 * Writes an export spec as one xlsx sheet with exceljs' streaming writer: each row is committed
 * as soon as it is added, so memory stays flat for a million rows.
 */
const NUMBER_FORMATS: Partial<Record<ExportColumn['type'], string>> = {
  integer: '#,##0',
  money: '#,##0.00####',
  percent: '0.00"%"',
  date: 'yyyy-mm-dd hh:mm:ss',
};

/** A `{ zh, en }` pair (type names, statuses) is written in the export's language. */
function localised(value: unknown, lang: Lang): unknown {
  if (value && typeof value === 'object' && !(value instanceof Date) && 'zh' in value && 'en' in value) {
    return (value as Record<Lang, unknown>)[lang];
  }
  return value;
}

function cellValue(type: ExportColumn['type'], raw: unknown, lang: Lang): ExcelJS.CellValue {
  const value = localised(raw, lang);
  if (value === null || value === undefined || value === '') return null;
  switch (type) {
    case 'integer':
    case 'money':
    case 'percent': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? n : String(value);
    }
    case 'date': {
      if (value instanceof Date) return value;
      const text = String(value);
      // A business day stays a day; date-times are shown in China time, as in the portal.
      if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
      const at = new Date(text);
      return Number.isNaN(at.getTime()) ? text : new Date(at.getTime() + 8 * 3600_000);
    }
    default:
      return typeof value === 'string' ? value : String(value);
  }
}

function sheetName(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';
}

export interface WriteProgress {
  (written: number): void | Promise<void>;
}

/** Streams the spec into `target` (a file path or a writable stream); resolves with the row count. */
export async function writeXlsx(
  spec: ExportSpec,
  lang: Lang,
  target: { filename: string } | { stream: Writable },
  onBatch?: WriteProgress,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ ...target, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(spec.title[lang]), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map((column) => ({
    header: column.title[lang],
    key: column.key,
    width: Math.min(40, Math.max(12, column.title[lang].length * 2 + 4)),
    style: NUMBER_FORMATS[column.type] ? { numFmt: NUMBER_FORMATS[column.type] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let written = 0;
  for await (const batch of spec.batches()) {
    for (const row of batch) {
      sheet.addRow(spec.columns.map((column) => cellValue(column.type, row[column.key], lang))).commit();
    }
    written += batch.length;
    await onBatch?.(written);
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/** The whole file in memory: for exports small enough to answer at once. */
export async function xlsxBuffer(spec: ExportSpec, lang: Lang): Promise<{ buffer: Buffer; rows: number }> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const rows = await writeXlsx(spec, lang, { stream });
  stream.end();
  await done;
  return { buffer: Buffer.concat(chunks), rows };
}
