import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fieldDelete,
  fieldImport,
  fieldImportTemplate,
  fieldImportView,
  fieldQueryPage,
  fieldSave,
  formSave,
  type ImportPreview,
} from '../../src/shared/api/workflow-calls';
import type { FormField } from '../../src/shared/api/workflow-form';
import { APP_CODES } from '../../src/shared/error-codes';
import type { TestApp } from '../helpers/test-app';
import { type WorkflowDriver, type WorkflowUser, REASON_FORM, workflowTestApp } from '../helpers/workflow';

/** A form's fields one by one (field/*) and from the xlsx template (field/import/*). */
let t: TestApp;
let w: WorkflowDriver;
let serial = 0;

beforeAll(async () => {
  ({ t, w } = await workflowTestApp());
}, 120_000);
afterAll(async () => t.close());

type Form = { id: number; rev: number; fields: FormField[] };
const newForm = () => {
  serial += 1;
  return w.ok<Form>('admin', formSave, { body: { code: `ff-${serial}`, name: '字段表单', nameEn: 'Fields', fields: REASON_FORM } });
};
const AMOUNT: FormField = { key: 'amount', label: '金额', type: 'money', required: true, currencies: ['USD', 'CNY'] };

describe('field/queryPage, field/save, field/delete', () => {
  it('adds, finds, renames and removes a field, each on the revision it read', async () => {
    const form = await newForm();
    const added = await w.ok<Form>('admin', fieldSave, { body: { formId: form.id, rev: form.rev, field: AMOUNT } });
    expect(added.fields.map((field) => field.key)).toEqual(['reason', 'amount']);
    const page = await w.ok<{ rows: { position: number; field: FormField }[]; count: number; rev: number }>('admin', fieldQueryPage, {
      body: { formId: form.id, keyword: '金额' },
    });
    expect(page).toEqual({ rows: [{ position: 1, field: { ...AMOUNT } }], count: 1, rev: added.rev });

    const renamed = await w.ok<Form>('admin', fieldSave, {
      body: { formId: form.id, rev: added.rev, originalKey: 'amount', field: { ...AMOUNT, key: 'total', label: '合计' } },
    });
    expect(renamed.fields.map((field) => [field.key, field.label])).toEqual([
      ['reason', '事由'],
      ['total', '合计'],
    ]);
    const stale = await w.call('admin', fieldSave, { body: { formId: form.id, rev: added.rev, field: { ...AMOUNT, key: 'late' } } });
    expect([stale.status, stale.body.code]).toEqual([409, APP_CODES.CONFLICT]);
    const taken = await w.call('admin', fieldSave, {
      body: { formId: form.id, rev: renamed.rev, originalKey: 'total', field: { ...AMOUNT, key: 'reason' } },
    });
    expect([taken.body.code, (taken.body.data as { field: string }).field, taken.body.msg]).toEqual([
      APP_CODES.VALIDATION,
      'field.key',
      '该字段标识已被本表单的其他字段使用',
    ]);
    const removed = await w.ok<Form>('admin', fieldDelete, { params: { id: form.id }, body: { key: 'reason', rev: renamed.rev } });
    expect(removed.fields.map((field) => field.key)).toEqual(['total']);
    const gone = await w.call('admin', fieldDelete, { params: { id: form.id }, body: { key: 'reason', rev: removed.rev } });
    expect((gone.body.data as { field: string }).field).toBe('key');
  });

  it('refuses a malformed field, an unknown form and callers without form rights', async () => {
    const form = await newForm();
    const bad = await w.call('admin', fieldSave, { body: { formId: form.id, rev: form.rev, field: { ...AMOUNT, key: '1st' } } });
    expect([bad.status, bad.body.code]).toEqual([400, APP_CODES.VALIDATION]);
    expect((await w.call('admin', fieldQueryPage, { body: { formId: 999_999 } })).body.code).toBe(APP_CODES.NOT_FOUND);
    expect((await w.call('admin', fieldDelete, { params: { id: 999_999 }, body: { key: 'reason', rev: 0 } })).body.code).toBe(
      APP_CODES.NOT_FOUND,
    );
    expect((await w.call('sales', fieldQueryPage, { body: { formId: form.id } })).body.code).toBe(APP_CODES.FORBIDDEN);
    expect((await w.call('sales', fieldSave, { body: { formId: form.id, rev: form.rev, field: AMOUNT } })).body.code).toBe(
      APP_CODES.FORBIDDEN,
    );
  });
});

const HEAD = ['字段标识', '名称', '英文名称', '类型', '必填', '最大长度/数量', '最小值', '最大值', '币种', '选项', '字典编码', '所属明细'];

async function template(user: WorkflowUser = 'admin'): Promise<Response> {
  return t.app.request(fieldImportTemplate.path, { headers: { Authorization: `Bearer ${w.tokens.get(user) ?? ''}` } });
}

/** The downloaded template with these rows filled in, as an upload. */
async function filled(rows: (string | number)[][]): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await (await template()).arrayBuffer());
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  for (const row of rows) sheet.addRow(row);
  return new File([await workbook.xlsx.writeBuffer()], 'fields.xlsx');
}

async function upload(path: string, file: File | null, extra: Record<string, string> = {}, user: WorkflowUser = 'admin') {
  const form = new FormData();
  if (file) form.set('file', file);
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  const headers = { Authorization: `Bearer ${w.tokens.get(user) ?? ''}`, 'X-Idempotence-Key': await w.key(user) };
  const response = await t.app.request(path, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: unknown } };
}

const GOOD_ROWS = [
  ['reason', '申请事由', 'Reason', '多行文本', '是', 500],
  ['amount', '金额', 'Amount', 'money', '是', '', '', '', 'USD, CNY'],
  ['level', '等级', '', '下拉选择', '否', '', '', '', '', 'A=一类;B=二类'],
  ['items', '明细', 'Items', '明细', '是', 20],
  ['sku', '品名', '', '单行文本', '是', '', '', '', '', '', '', 'items'],
  ['qty', '数量', '', '数字', '否', '', 1, 999, '', '', '', 'items'],
  ['period', '期间', '', 'dateRange'],
];
const GOOD_FIELDS: FormField[] = [
  { key: 'reason', label: '申请事由', labelEn: 'Reason', type: 'textarea', required: true, max: 500 },
  { key: 'amount', label: '金额', labelEn: 'Amount', type: 'money', required: true, currencies: ['USD', 'CNY'] },
  {
    key: 'level',
    label: '等级',
    type: 'select',
    required: false,
    options: [
      { value: 'A', label: '一类' },
      { value: 'B', label: '二类' },
    ],
  },
  {
    key: 'items',
    label: '明细',
    labelEn: 'Items',
    type: 'detail',
    required: true,
    max: 20,
    columns: [
      { key: 'sku', label: '品名', type: 'text', required: true },
      { key: 'qty', label: '数量', type: 'number', required: false, minValue: 1, maxValue: 999 },
    ],
  },
  { key: 'period', label: '期间', type: 'dateRange', required: false },
];

describe('field/import', () => {
  it('offers an xlsx template with the columns in order and a guide sheet', async () => {
    const response = await template();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('Content-Disposition')).toContain("filename*=UTF-8''%E8%A1%A8%E5%8D%95");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['字段', '填写说明']);
    expect((workbook.worksheets[0]?.getRow(1).values as unknown[]).slice(1)).toEqual(HEAD);
    expect((await w.call('sales', fieldImportTemplate, {})).body.code).toBe(APP_CODES.FORBIDDEN);
  });

  it('shows each row’s problems and saves nothing', async () => {
    const form = await newForm();
    const file = await filled([
      ['amount', '金额', '', '钱'],
      ['count', '数量', '', '数字', '也许', 'abc'],
      ['sku', '品名', '', '单行文本', '', '', '', '', '', '', '', 'nowhere'],
      ['count', '重复', '', '单行文本'],
      ['Bad Key', '坏标识', '', '单行文本'],
    ]);
    const view = await upload(fieldImportView.path, file);
    expect(view.body.code).toBe(0);
    const preview = view.body.data as ImportPreview;
    expect(preview.valid).toBe(false);
    expect(preview.fields).toEqual([]);
    expect(preview.rows.map((row) => [row.row, row.errors.map((error) => error.column)])).toEqual([
      [2, ['type']],
      [3, ['required', 'max']],
      [4, ['detail']],
      [5, ['key']],
      [6, ['key']],
    ]);
    expect(preview.rows[0]?.errors[0]?.message).toBe(
      '类型不正确，可填：单行文本、多行文本、数字、金额、日期、日期区间、下拉选择、人员、客户、供应商、附件、明细',
    );
    expect(preview.rows[2]?.errors[0]?.message).toBe('所属明细须为本文件中类型为“明细”的字段标识');
    expect(preview.rows[4]?.errors[0]?.message).toBe('字段标识须以字母开头，最多 40 个字母、数字或 _');

    const applied = await upload(fieldImport.path.replace(':id', String(form.id)), file, { rev: String(form.rev) });
    expect([applied.status, applied.body.code, applied.body.msg]).toEqual([
      400,
      APP_CODES.VALIDATION,
      '导入文件有 5 行存在问题，未做任何修改',
    ]);
    expect((applied.body.data as { rows: unknown[] }).rows).toHaveLength(5);
    const page = await w.ok<{ rows: { field: FormField }[] }>('admin', fieldQueryPage, { body: { formId: form.id } });
    expect(page.rows.map((row) => row.field.key)).toEqual(['reason']);
  });

  it('reads every field type and applies the file all at once, replacing same-key fields', async () => {
    const form = await newForm();
    const file = await filled(GOOD_ROWS);
    const preview = (await upload(fieldImportView.path, file)).body.data as ImportPreview;
    expect(preview.valid).toBe(true);
    expect(preview.fields).toEqual(GOOD_FIELDS);

    const stale = await upload(fieldImport.path.replace(':id', String(form.id)), file, { rev: String(form.rev + 5) });
    expect(stale.body.code).toBe(APP_CODES.CONFLICT);
    const applied = await upload(fieldImport.path.replace(':id', String(form.id)), file, { rev: String(form.rev) });
    expect(applied.body.code).toBe(0);
    expect((applied.body.data as Form).fields).toEqual(GOOD_FIELDS);
  });

  it('refuses a file that is not the template, a missing file or revision, and callers without form rights', async () => {
    const form = await newForm();
    const text = await upload(fieldImportView.path, new File(['key,label\n'], 'fields.csv'));
    expect([text.body.code, text.body.msg]).toEqual([APP_CODES.VALIDATION, '请上传填写好的 .xlsx 导入模板']);
    expect((await upload(fieldImportView.path, null)).body.code).toBe(APP_CODES.VALIDATION);
    const noRev = await upload(fieldImport.path.replace(':id', String(form.id)), await filled(GOOD_ROWS));
    expect([noRev.body.code, (noRev.body.data as { field: string }).field]).toEqual([APP_CODES.VALIDATION, 'rev']);
    const empty = await upload(fieldImport.path.replace(':id', String(form.id)), await filled([]), { rev: String(form.rev) });
    expect(empty.body.msg).toBe('文件中没有字段');
    expect((await upload(fieldImportView.path, await filled(GOOD_ROWS), {}, 'sales')).body.code).toBe(APP_CODES.FORBIDDEN);
  });
});
