import ExcelJS from 'exceljs';
import type { Context } from 'hono';
import { sql } from 'drizzle-orm';
import { userCreateBody } from '../../../shared/api/admin-calls';
import type { StaffImportPreview } from '../../../shared/api/admin-org-calls';
import { APP_CODES } from '../../../shared/error-codes';
import { formatMessage, isServerMessageKey, type Lang, type ServerMessageKey } from '../../../shared/messages';
import { departments, roles, staff } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { AppError, fail } from '../../http/app-error';
import { createUser } from '../user-admin';

/**
 * Staff import: one row per person, columns read by position so a template in either language
 * imports the same. The file is checked whole first (view); the import creates only the valid rows
 * and answers the refused ones with why — one bad row does not hold back a hundred good ones, and
 * fixing it means importing a file of that row alone.
 */
export const MAX_IMPORT_ROWS = 500;

const COLUMNS = [
  {
    id: 'username',
    zh: '账号',
    en: 'Username',
    note: { zh: '字母开头，字母、数字或 . _ -', en: 'A letter, then letters, digits, . _ or -' },
  },
  { id: 'name', zh: '姓名', en: 'Name', note: { zh: '中文姓名', en: 'Chinese name' } },
  { id: 'nameEn', zh: '英文名', en: 'English name', note: { zh: '英文姓名', en: 'Name in English' } },
  { id: 'jobNumber', zh: '工号', en: 'Job number', note: { zh: '唯一', en: 'Unique' } },
  { id: 'email', zh: '邮箱', en: 'Email', note: { zh: '可不填', en: 'Optional' } },
  { id: 'mobile', zh: '手机', en: 'Mobile', note: { zh: '可不填', en: 'Optional' } },
  { id: 'roles', zh: '角色编码', en: 'Role codes', note: { zh: '逗号分隔，如 sales', en: 'Comma-separated, e.g. sales' } },
  {
    id: 'departments',
    zh: '部门',
    en: 'Departments',
    note: { zh: '部门名称，逗号分隔，第一个为主部门', en: 'Department names, comma-separated; the first is the primary one' },
  },
  { id: 'password', zh: '初始密码', en: 'First password', note: { zh: '首次登录须修改', en: 'Must be changed at the first sign-in' } },
] as const;
type ColumnId = (typeof COLUMNS)[number]['id'];

export async function staffImportTemplate(lang: Lang): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'zh' ? '员工' : 'Staff', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({ header: column[lang], key: column.id, width: 18 }));
  sheet.getRow(1).font = { bold: true };
  const guide = workbook.addWorksheet(lang === 'zh' ? '填写说明' : 'How to fill in');
  guide.columns = [{ width: 18 }, { width: 60 }];
  for (const column of COLUMNS) guide.addRow([column[lang], column.note[lang]]);
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

async function uploaded(c: Context): Promise<Uint8Array> {
  const missing = () => new AppError(APP_CODES.VALIDATION, 'adminOrg.fileMissing', {}, 400, { field: 'file' });
  if (!(c.req.header('Content-Type') ?? '').startsWith('multipart/form-data')) throw missing();
  let form: Record<string, string | File>;
  try {
    form = (await c.req.parseBody()) as Record<string, string | File>;
  } catch {
    throw fail.validation('body', 'multipart/form-data');
  }
  const file = form.file;
  if (!(file instanceof File) || file.size === 0) throw missing();
  return new Uint8Array(await file.arrayBuffer());
}

const split = (text: string) =>
  text
    .split(/[,，;；、]/)
    .map((part) => part.trim())
    .filter(Boolean);

interface Candidate {
  row: number;
  body: typeof userCreateBody._output | null;
}

async function check(deps: AppDeps, bytes: Uint8Array, lang: Lang): Promise<{ preview: StaffImportPreview; valid: Candidate[] }> {
  const workbook = new ExcelJS.Workbook();
  const unreadable = () => new AppError(APP_CODES.VALIDATION, 'adminOrg.fileUnreadable', {}, 400, { field: 'file' });
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable();
  const lines: { row: number; cells: Record<ColumnId, string> }[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells = Object.fromEntries(COLUMNS.map((column, index) => [column.id, row.getCell(index + 1).text.trim()])) as Record<
      ColumnId,
      string
    >;
    if (Object.values(cells).some((value) => value !== '')) lines.push({ row: number, cells });
  });
  if (lines.length > MAX_IMPORT_ROWS)
    throw new AppError(APP_CODES.VALIDATION, 'adminOrg.tooManyRows', { max: MAX_IMPORT_ROWS }, 400, { field: 'file' });

  const roleRows = await deps.db.select({ id: roles.id, code: roles.code }).from(roles);
  const deptRows = await deps.db
    .select({ id: departments.id, name: departments.name, nameEn: departments.nameEn, code: departments.code })
    .from(departments);
  const existing = await deps.db.select({ username: sql<string>`lower(${staff.username})`, jobNumber: staff.jobNumber }).from(staff);
  const takenNames = new Set(existing.map((row) => row.username));
  const takenJobs = new Set(existing.map((row) => row.jobNumber));
  const seenNames = new Map<string, number>();
  const seenJobs = new Map<string, number>();

  const errors: StaffImportPreview['errors'] = [];
  const valid: Candidate[] = [];
  const title = (id: ColumnId | '') => (id === '' ? '' : COLUMNS.find((column) => column.id === id)![lang]);
  for (const { row, cells } of lines) {
    const before = errors.length;
    const say = (column: ColumnId, key: ServerMessageKey, params: Record<string, string | number> = {}) =>
      errors.push({ row, column: title(column), message: formatMessage(key, lang, params) });
    const roleIds: number[] = [];
    for (const code of split(cells.roles)) {
      const role = roleRows.find((r) => r.code === code.toLowerCase());
      if (role) roleIds.push(role.id);
      else say('roles', 'adminOrg.importUnknownRole', { code });
    }
    const deptIds: number[] = [];
    for (const name of split(cells.departments)) {
      const dept = deptRows.find((d) => d.name === name || d.nameEn.toLowerCase() === name.toLowerCase() || d.code === name);
      if (dept) deptIds.push(dept.id);
      else say('departments', 'adminOrg.importUnknownDept', { name });
    }
    const parsed = userCreateBody.safeParse({ ...cells, roleIds, deptIds });
    if (!parsed.success) {
      const reported = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        const column: ColumnId | undefined =
          field === 'roleIds' ? 'roles' : field === 'deptIds' ? 'departments' : COLUMNS.find((c) => c.id === field)?.id;
        if (!column || reported.has(column) || errors.some((e) => e.row === row && e.column === title(column))) continue;
        reported.add(column);
        if (cells[column] === '') say(column, 'adminOrg.importRequired');
        else
          say(column, 'adminOrg.importInvalid', {
            detail: isServerMessageKey(issue.message) ? formatMessage(issue.message, lang) : issue.message,
          });
      }
    }
    const name = cells.username.toLowerCase();
    if (name !== '') {
      if (takenNames.has(name)) say('username', 'adminOrg.importTaken');
      else if (seenNames.has(name)) say('username', 'adminOrg.importDuplicateInFile', { other: seenNames.get(name)! });
      seenNames.set(name, seenNames.get(name) ?? row);
    }
    if (cells.jobNumber !== '') {
      if (takenJobs.has(cells.jobNumber)) say('jobNumber', 'adminOrg.importTaken');
      else if (seenJobs.has(cells.jobNumber)) say('jobNumber', 'adminOrg.importDuplicateInFile', { other: seenJobs.get(cells.jobNumber)! });
      seenJobs.set(cells.jobNumber, seenJobs.get(cells.jobNumber) ?? row);
    }
    if (errors.length === before && parsed.success) valid.push({ row, body: parsed.data });
  }
  return { preview: { rows: lines.length, valid: valid.length, errors }, valid };
}

export async function viewStaffImport(deps: AppDeps, c: Context, lang: Lang): Promise<StaffImportPreview> {
  return (await check(deps, await uploaded(c), lang)).preview;
}

/** Creates the valid rows one by one; a row that became invalid meanwhile (a name just taken) joins the refused. */
export async function runStaffImport(deps: AppDeps, c: Context, lang: Lang): Promise<StaffImportPreview & { created: number }> {
  const { preview, valid } = await check(deps, await uploaded(c), lang);
  let created = 0;
  const errors = [...preview.errors];
  for (const { row, body } of valid) {
    try {
      await createUser(deps, body!);
      created++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors.push({ row, column: '', message: formatMessage(error.key, lang, error.params as Record<string, string | number>) });
    }
  }
  return { ...preview, valid: created, errors: errors.sort((a, b) => a.row - b.row), created };
}
