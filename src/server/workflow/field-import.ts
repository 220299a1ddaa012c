import ExcelJS from 'exceljs';
import { z } from 'zod';
import type { ImportPreview } from '../../shared/api/workflow-field-calls';
import { FIELD_TYPES, formField, type FieldType, type FormField } from '../../shared/api/workflow-form';
import { formatMessage, isServerMessageKey, type Lang, type ServerMessageKey } from '../../shared/messages';
import { MAX_FIELDS } from './form-fields-service';

/**
 * The field import template: one row per field, columns in a fixed order (read by position, so a
 * template in either language imports the same). A row naming a detail field in its last column is
 * a column of that detail field.
 */
const COLUMNS = [
  {
    id: 'key',
    zh: '字段标识',
    en: 'Key',
    note: { zh: '字母开头，字母、数字或 _，如 amount', en: 'A letter, then letters, digits or _, e.g. amount' },
  },
  { id: 'label', zh: '名称', en: 'Label', note: { zh: '表单上显示的名称', en: 'Shown on the form' } },
  { id: 'labelEn', zh: '英文名称', en: 'English label', note: { zh: '可不填', en: 'Optional' } },
  { id: 'type', zh: '类型', en: 'Type', note: { zh: '见下方类型表（中文名或代码）', en: 'See the types below (name or code)' } },
  { id: 'required', zh: '必填', en: 'Required', note: { zh: '是 / 否，默认否', en: 'yes / no, default no' } },
  {
    id: 'max',
    zh: '最大长度/数量',
    en: 'Max length/count',
    note: { zh: '文本的最大长度、附件或明细的最多条数', en: 'Text length, most files or detail rows' },
  },
  { id: 'minValue', zh: '最小值', en: 'Min value', note: { zh: '数字字段', en: 'Number fields' } },
  { id: 'maxValue', zh: '最大值', en: 'Max value', note: { zh: '数字字段', en: 'Number fields' } },
  {
    id: 'currencies',
    zh: '币种',
    en: 'Currencies',
    note: { zh: '金额字段可选币种，逗号分隔，如 USD,CNY', en: 'Money fields: allowed currencies, e.g. USD,CNY' },
  },
  {
    id: 'options',
    zh: '选项',
    en: 'Options',
    note: { zh: '下拉选择：值=名称，分号分隔，如 A=一类;B=二类', en: 'Select: value=label separated by ;, e.g. A=Class A;B=Class B' },
  },
  {
    id: 'dictCode',
    zh: '字典编码',
    en: 'Dictionary code',
    note: { zh: '下拉选项来源字典，可不填', en: 'Dictionary of the options, optional' },
  },
  {
    id: 'detail',
    zh: '所属明细',
    en: 'Detail field',
    note: { zh: '填写明细字段的标识时，本行是该明细的一列', en: 'The key of a detail field: this row is one of its columns' },
  },
] as const;
type ColumnId = (typeof COLUMNS)[number]['id'];

const TYPE_NAMES: Record<FieldType, { zh: string; en: string }> = {
  text: { zh: '单行文本', en: 'Text' },
  textarea: { zh: '多行文本', en: 'Long text' },
  number: { zh: '数字', en: 'Number' },
  money: { zh: '金额', en: 'Money' },
  date: { zh: '日期', en: 'Date' },
  dateRange: { zh: '日期区间', en: 'Date range' },
  select: { zh: '下拉选择', en: 'Select' },
  staff: { zh: '人员', en: 'Staff' },
  customer: { zh: '客户', en: 'Customer' },
  supplier: { zh: '供应商', en: 'Supplier' },
  attachment: { zh: '附件', en: 'Attachment' },
  detail: { zh: '明细', en: 'Detail rows' },
};

const SHEET = { zh: '字段', en: 'Fields' };
const GUIDE = { zh: '填写说明', en: 'How to fill in' };

/** The empty template in the caller's language, with a guide sheet of columns and types. */
export async function importTemplate(lang: Lang): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET[lang], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({ header: column[lang], key: column.id, width: 16 }));
  sheet.getRow(1).font = { bold: true };
  const guide = workbook.addWorksheet(GUIDE[lang]);
  guide.columns = [{ width: 18 }, { width: 60 }];
  for (const column of COLUMNS) guide.addRow([column[lang], column.note[lang]]);
  guide.addRow([]);
  for (const type of FIELD_TYPES) guide.addRow([TYPE_NAMES[type][lang], type]);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}

type RowIssue = ImportPreview['rows'][number]['errors'][number];
interface ParsedRow {
  row: number;
  cells: Record<ColumnId, string>;
  candidate: Record<string, unknown>;
  errors: RowIssue[];
}

const YES = ['是', 'y', 'yes', 'true', '1', '必填'];
const NO = ['否', 'n', 'no', 'false', '0', ''];

function typeOf(text: string): FieldType | null {
  const wanted = text.trim().toLowerCase();
  return (
    FIELD_TYPES.find(
      (type) => type.toLowerCase() === wanted || TYPE_NAMES[type].zh === text.trim() || TYPE_NAMES[type].en.toLowerCase() === wanted,
    ) ?? null
  );
}

/** One spreadsheet row as the field it describes, with the cell problems found on the way. */
function readRow(row: number, cells: Record<ColumnId, string>, lang: Lang): ParsedRow {
  const errors: RowIssue[] = [];
  const say = (column: string, key: ServerMessageKey, params: Record<string, string | number> = {}) =>
    errors.push({ column, message: formatMessage(key, lang, params) });
  const candidate: Record<string, unknown> = { key: cells.key, label: cells.label };
  if (cells.labelEn) candidate.labelEn = cells.labelEn;
  const type = typeOf(cells.type);
  if (type) candidate.type = type;
  else
    say('type', 'workflow.importTypeUnknown', {
      types: FIELD_TYPES.map((each) => TYPE_NAMES[each][lang]).join(lang === 'zh' ? '、' : ', '),
    });
  const required = cells.required.toLowerCase();
  if (YES.includes(required)) candidate.required = true;
  else if (!NO.includes(required)) say('required', 'workflow.importYesNo');
  for (const column of ['max', 'minValue', 'maxValue'] as const) {
    if (!cells[column]) continue;
    const value = Number(cells[column]);
    if (Number.isFinite(value)) candidate[column] = value;
    else say(column, 'workflow.importNumber');
  }
  if (cells.currencies)
    candidate.currencies = cells.currencies
      .toUpperCase()
      .split(/[\s,，、;；]+/)
      .filter(Boolean);
  if (cells.options) {
    candidate.options = cells.options
      .split(/[;；\n]+/)
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const [value = '', ...label] = entry.split(/[=＝]/);
        return { value: value.trim(), label: (label.join('=') || value).trim() };
      });
  }
  if (cells.dictCode) candidate.dictCode = cells.dictCode;
  return { row, cells, candidate, errors };
}

const DEFAULT_MARK = '\u0000';
const locales = { zh: z.locales.zhCN(), en: z.locales.en() };

/** A union's failure as the problems of its closest branch (a field is a leaf or a detail). */
function unionBranch(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
  return closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }));
}

/** Schema problems as row issues: a detail's column problems go to that column's own row. */
function schemaIssues(parent: ParsedRow, children: ParsedRow[], lang: Lang): void {
  const candidate =
    parent.candidate.type === 'detail' ? { ...parent.candidate, columns: children.map((child) => child.candidate) } : parent.candidate;
  const result = formField.safeParse(candidate, {
    error: (issue) => {
      const text = locales[lang].localeError(issue);
      return { message: DEFAULT_MARK + (typeof text === 'string' ? text : (text?.message ?? issue.code)) };
    },
  });
  if (result.success) return;
  const seen = new Set<string>();
  for (const issue of result.error.issues.flatMap(unionBranch)) {
    const [head, index, column] = issue.path.map(String);
    const inColumn = head === 'columns' && index !== undefined && children[Number(index)];
    const target = inColumn ? (children[Number(index)] as ParsedRow) : parent;
    const where = (inColumn ? column : head) ?? 'row';
    const message = issue.message.startsWith(DEFAULT_MARK)
      ? issue.message.slice(1)
      : isServerMessageKey(issue.message)
        ? formatMessage(issue.message, lang)
        : issue.message;
    // A union reports the same cell once per branch: one message per cell is enough.
    if (target.errors.some((known) => known.column === where) || seen.has(`${target.row}:${where}:${message}`)) continue;
    seen.add(`${target.row}:${where}:${message}`);
    target.errors.push({ column: COLUMNS.some((col) => col.id === where) ? where : head === 'columns' ? 'detail' : 'row', message });
  }
}

const cellText = (cell: ExcelJS.Cell) => cell.text.trim();

/** Reads a filled template: every row with its problems, and the fields when there are none. */
export async function readImport(bytes: Uint8Array, lang: Lang): Promise<ImportPreview | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const parsed: ParsedRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells = Object.fromEntries(COLUMNS.map((column, index) => [column.id, cellText(row.getCell(index + 1))])) as Record<
      ColumnId,
      string
    >;
    if (Object.values(cells).every((text) => text === '')) return;
    parsed.push(readRow(number, cells, lang));
  });

  const say = (target: ParsedRow, column: string, key: ServerMessageKey, params: Record<string, string | number> = {}) =>
    target.errors.push({ column, message: formatMessage(key, lang, params) });
  const top = parsed.filter((row) => !row.cells.detail);
  const parents = new Map(top.filter((row) => row.candidate.type === 'detail').map((row) => [row.cells.key, row]));
  const childrenOf = new Map<string, ParsedRow[]>();
  for (const row of parsed.filter((each) => each.cells.detail)) {
    if (!parents.has(row.cells.detail)) say(row, 'detail', 'workflow.importDetailParent');
    else childrenOf.set(row.cells.detail, [...(childrenOf.get(row.cells.detail) ?? []), row]);
  }
  const duplicates = (rows: ParsedRow[]) => {
    const seen = new Set<string>();
    for (const row of rows) {
      if (seen.has(row.cells.key)) say(row, 'key', 'workflow.importDuplicateKey');
      seen.add(row.cells.key);
    }
  };
  duplicates(top);
  for (const children of childrenOf.values()) duplicates(children);
  top.slice(MAX_FIELDS).forEach((row) => say(row, 'row', 'workflow.importTooMany', { max: MAX_FIELDS }));
  for (const row of top) schemaIssues(row, childrenOf.get(row.cells.key) ?? [], lang);

  const valid = parsed.length > 0 && parsed.every((row) => row.errors.length === 0);
  return {
    rows: parsed.map((row) => ({
      row: row.row,
      key: row.cells.key,
      label: row.cells.label,
      type: row.cells.type,
      detail: row.cells.detail,
      errors: row.errors,
    })),
    fields: valid
      ? top.map(
          (row) =>
            formField.parse(
              row.candidate.type === 'detail'
                ? { ...row.candidate, columns: (childrenOf.get(row.cells.key) ?? []).map((child) => child.candidate) }
                : row.candidate,
            ) as FormField,
        )
      : [],
    valid,
  };
}
