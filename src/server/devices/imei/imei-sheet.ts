import ExcelJS from 'exceljs';
import type { Context } from 'hono';
import type { ImeiCheck } from '../../../shared/api/device-calls';
import { APP_CODES } from '../../../shared/error-codes';
import type { Lang } from '../../../shared/messages';
import type { AppDeps } from '../../deps';
import { AppError, fail } from '../../http/app-error';
import { addToPool, batchNumber, checkImeis } from './imei-pool';

/** Most IMEI rows one spreadsheet may hold. */
export const MAX_SHEET_ROWS = 5000;

type SheetRow = ImeiCheck & { row: number };

const unreadable = () => new AppError(APP_CODES.VALIDATION, 'devices.fileUnreadable', {}, 400, { field: 'file' });

/** The uploaded spreadsheet (multipart `file`, within the request body limit). */
async function uploadedBytes(c: Context): Promise<Uint8Array> {
  if (!(c.req.header('Content-Type') ?? '').startsWith('multipart/form-data'))
    throw new AppError(APP_CODES.VALIDATION, 'devices.fileMissing', {}, 400, { field: 'file' });
  let form: Record<string, string | File>;
  try {
    form = (await c.req.parseBody()) as Record<string, string | File>;
  } catch {
    throw fail.validation('body', 'multipart/form-data');
  }
  const file = form.file;
  if (!(file instanceof File) || file.size === 0)
    throw new AppError(APP_CODES.VALIDATION, 'devices.fileMissing', {}, 400, { field: 'file' });
  return new Uint8Array(await file.arrayBuffer());
}

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  // A 15-digit IMEI typed into Excel becomes a number; it fits a double exactly (< 2^53).
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'object' && 'richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '').trim();
  return cell.text.trim();
}

/** IMEIs of the first column of the first sheet; a first row that is not digits is a header and skipped. */
export async function readImeiSheet(bytes: Uint8Array): Promise<{ row: number; imei: string }[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable();
  const rows: { row: number; imei: string }[] = [];
  sheet.eachRow((row, number) => {
    const imei = cellText(row.getCell(1)).replace(/\s+/g, '');
    if (imei === '') return;
    if (number === 1 && !/\d{6,}/.test(imei)) return;
    rows.push({ row: number, imei });
  });
  if (rows.length > MAX_SHEET_ROWS)
    throw new AppError(APP_CODES.VALIDATION, 'devices.fileTooManyRows', { limit: MAX_SHEET_ROWS }, 400, { field: 'file' });
  return rows;
}

async function checkedRows(deps: AppDeps, c: Context, lang: Lang): Promise<SheetRow[]> {
  const rows = await readImeiSheet(await uploadedBytes(c));
  const checks = await checkImeis(
    deps.db,
    rows.map((row) => row.imei),
    lang,
  );
  return rows.map((row, index) => ({ ...checks[index]!, row: row.row }));
}

export async function parseImeiSheet(deps: AppDeps, c: Context, lang: Lang) {
  const rows = await checkedRows(deps, c, lang);
  const valid = rows.filter((row) => row.ok).length;
  return { rows, valid, invalid: rows.length - valid };
}

/** Adds the sheet's valid IMEIs; the refused rows come back with their reasons. */
export async function uploadImeiSheet(deps: AppDeps, c: Context, lang: Lang, staffId: number) {
  const rows = await checkedRows(deps, c, lang);
  const batchNo = batchNumber(deps, 'U');
  const added = await addToPool(
    deps,
    rows.filter((row) => row.ok).map((row) => row.imei),
    'upload',
    batchNo,
    staffId,
  );
  return { batchNo, added, refused: rows.filter((row) => !row.ok) };
}
