import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { roundMoney } from '../../shared/business/figures';
import type { Lang } from '../../shared/messages';
import type { ExportColumn } from './export-registry';

/**
 * One export as one xlsx sheet, with exceljs' streaming writer: each row is committed as soon as
 * it is added, so memory stays flat for a million rows. Runs in the xlsx thread (xlsx-thread.ts).
 */
const NUMBER_FORMATS: Partial<Record<ExportColumn['type'], string>> = {
  integer: '#,##0',
  money: '#,##0.00',
  price: '#,##0.000000',
  percent: '0.00%',
  date: 'yyyy-mm-dd hh:mm:ss',
};

/** A `{ zh, en }` pair (type names, statuses) is written in the export's language. */
function localised(value: unknown, lang: Lang): unknown {
  if (value && typeof value === 'object' && !(value instanceof Date) && 'zh' in value && 'en' in value) {
    return (value as Record<Lang, unknown>)[lang];
  }
  return value;
}

function numberOrText(value: unknown): ExcelJS.CellValue {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : String(value);
}

export function cellValue(type: ExportColumn['type'], raw: unknown, lang: Lang): ExcelJS.CellValue {
  const value = localised(raw, lang);
  if (value === null || value === undefined || value === '') return null;
  switch (type) {
    case 'money': {
      // The cents the portal shows (half up on the digits), so the cell holds what it displays.
      const text = typeof value === 'number' ? String(value) : String(value).trim();
      return /^-?\d+(\.\d+)?$/.test(text) ? Number(roundMoney(text)) : numberOrText(value);
    }
    case 'integer':
    case 'price':
    case 'percent':
      return numberOrText(value);
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

export function sheetName(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';
}

export interface SheetHead {
  title: string;
  columns: ExportColumn[];
  lang: Lang;
}

export interface XlsxSheet {
  add(rows: Record<string, unknown>[]): void;
  /** Writes the rest of the file; resolves when `output` has received all of it. */
  finish(): Promise<void>;
}

/** Starts the workbook on `output`: the header row is written at once. */
export function openSheet(output: Writable, head: SheetHead): XlsxSheet {
  const { columns, lang } = head;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(head.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.title[lang],
    key: column.key,
    width: Math.min(40, Math.max(12, column.title[lang].length * 2 + 4)),
    style: NUMBER_FORMATS[column.type] ? { numFmt: NUMBER_FORMATS[column.type] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    add(rows) {
      for (const row of rows) {
        sheet.addRow(columns.map((column) => cellValue(column.type, row[column.key], lang))).commit();
      }
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
