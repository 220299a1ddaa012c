import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffImport, staffImportTemplate, staffImportView, type StaffImportPreview } from '../../src/shared/api/admin-org-calls';
import { idempotenceKey } from '../../src/shared/api/staff-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { staff } from '../../src/server/db/schema/index';
import { callApi, signIn } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Staff import from the xlsx template: who may, the per-row report, and that only valid rows are created. */
let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'sales', 'newhire']) tokens.set(user, (await signIn(t, user)).token);
}, 120_000);
afterAll(async () => t.close());

async function template(lang: 'zh-CN' | 'en' = 'zh-CN'): Promise<ArrayBuffer> {
  const response = await t.app.request(staffImportTemplate.path, {
    headers: { Authorization: `Bearer ${tokens.get('admin')}`, 'Accept-Language': lang },
  });
  expect(response.status).toBe(200);
  return response.arrayBuffer();
}

async function filled(rows: string[][]): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await template());
  const sheet = workbook.worksheets[0]!;
  for (const row of rows) sheet.addRow(row);
  return new File([await workbook.xlsx.writeBuffer()], 'staff.xlsx');
}

async function upload(path: string, file: File | null, user = 'admin') {
  const token = tokens.get(user) ?? '';
  const key = ((await callApi(t.app, idempotenceKey, {}, { token })).body.data as { key: string } | null)?.key ?? 'none';
  const form = new FormData();
  if (file) form.set('file', file);
  const response = await t.app.request(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'X-Idempotence-Key': key },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: unknown } };
}

const PASSWORD = 'Welcome2026x';
const count = async () => (await t.services.deps.db.select({ n: sql<number>`count(*)::int` }).from(staff))[0]!.n;

describe('staff import', () => {
  it('refuses sales and newhire the template, the check and the import, and creates nobody', async () => {
    const before = await count();
    const file = await filled([['imp.refused', '拒绝', 'Refused', 'IMP900', '', '', 'sales', '销售一部', PASSWORD]]);
    for (const user of ['sales', 'newhire']) {
      const response = await t.app.request(staffImportTemplate.path, { headers: { Authorization: `Bearer ${tokens.get(user)}` } });
      expect(response.status).toBe(403);
      for (const call of [staffImportView, staffImport]) {
        const answer = await upload(call.path, file, user);
        expect(answer.status, `${user} ${call.id}`).toBe(403);
        expect(answer.body.code).toBe(APP_CODES.FORBIDDEN);
      }
    }
    expect(await count()).toBe(before);
  });

  it('answers a missing or unreadable file with the validation envelope', async () => {
    for (const call of [staffImportView, staffImport]) {
      const missing = await upload(call.path, null);
      expect(missing.body.code).toBe(APP_CODES.VALIDATION);
      expect(missing.body.msg).toContain('xlsx');
      const junk = await upload(call.path, new File(['not a spreadsheet'], 'x.xlsx'));
      expect(junk.body.code).toBe(APP_CODES.VALIDATION);
    }
  });

  it('reports every bad row with its row number, column and reason, and creates only the valid rows on import', async () => {
    const file = await filled([
      ['imp.good', '导入甲', 'Import A', 'IMP001', 'a@example.com', '', 'sales', '销售一部', PASSWORD],
      ['imp.badrole', '导入乙', 'Import B', 'IMP002', '', '', 'nosuchrole', '销售一部', PASSWORD],
      ['1bad', '', 'Import C', 'IMP003', 'not-mail', '', 'sales', '火星部', 'short'],
      ['sales', '重名', 'Taken', 'IMP004', '', '', 'sales', '销售一部', PASSWORD],
      ['imp.good', '重复', 'Dup', 'IMP001', '', '', 'sales', '销售一部', PASSWORD],
      ['imp.good2', '导入丁', 'Import D', 'IMP005', '', '', 'sales, newhire', 'Sales Dept. 1, 财务部', PASSWORD],
    ]);
    const before = await count();
    const view = await upload(staffImportView.path, file);
    expect(view.body.code, view.body.msg).toBe(0);
    const preview = view.body.data as StaffImportPreview;
    expect(preview).toMatchObject({ rows: 6 });
    const cells = preview.errors.map((error) => `${error.row}:${error.column}`);
    expect(cells).toEqual(
      expect.arrayContaining(['3:角色编码', '4:账号', '4:姓名', '4:邮箱', '4:部门', '4:初始密码', '5:账号', '6:账号', '6:工号']),
    );
    expect(preview.errors.find((error) => error.row === 3)?.message).toContain('nosuchrole');
    expect(preview.errors.find((error) => error.row === 6 && error.column === '账号')?.message).toContain('2');
    expect(preview.errors.find((error) => error.row === 4 && error.column === '姓名')?.message).toBe('必填');
    expect(await count()).toBe(before);

    const done = await upload(staffImport.path, file);
    expect(done.body.code, done.body.msg).toBe(0);
    const outcome = done.body.data as StaffImportPreview & { created: number };
    // Row 7's department "Sales Dept. 1" may be unknown in English: whatever the check says, the import agrees.
    expect(outcome.created).toBe(preview.valid);
    expect(outcome.created).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(before + outcome.created);
    const [created] = await t.services.deps.db.select().from(staff).where(eq(staff.username, 'imp.good'));
    expect(created).toMatchObject({ name: '导入甲', jobNumber: 'IMP001', mustChangePassword: true });

    // The same file again: the created rows are now taken, nothing more is created.
    const again = (await upload(staffImport.path, file)).body.data as StaffImportPreview & { created: number };
    expect(again.created).toBe(0);
  });

  it('writes the report in English for an English caller', async () => {
    const file = await filled([['imp.en', 'x', 'X', 'IMP100', '', '', 'nosuchrole', '销售一部', PASSWORD]]);
    const token = tokens.get('admin') ?? '';
    const form = new FormData();
    form.set('file', file);
    const response = await t.app.request(`${staffImportView.path}?lang=en`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' },
      body: form,
    });
    const preview = ((await response.json()) as { data: StaffImportPreview }).data;
    expect(preview.errors[0]).toMatchObject({ row: 2, column: 'Role codes' });
    expect(preview.errors[0]?.message).toContain('No role');
  });
});
