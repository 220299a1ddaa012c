import { z } from 'zod';
import { isIsoDate } from '../business/dates';
import { calendarDate } from './calendar-date';
import { freeText, lineText } from './text-fields';

/**
 * The fields of an apply form and the schema a submission is checked with. Server and client build
 * the same zod schema from the same field list, so a value the page accepts is one the server keeps.
 */

export const FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'money',
  'date',
  'dateRange',
  'select',
  'staff',
  'customer',
  'supplier',
  'attachment',
  'detail',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const fieldKey = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'workflow.fieldKeyFormat')
  .describe('Field key: a letter, then letters, digits or _ (at most 40)');

/** labelEn: the English label a dictionary gives (a hand-written option has one label only). */
const option = z.object({ value: lineText.min(1).max(60), label: lineText.min(1).max(60), labelEn: lineText.max(60).optional() });

const leafField = z.object({
  key: fieldKey,
  label: lineText.min(1).max(60),
  labelEn: lineText.max(60).optional(),
  type: z.enum(FIELD_TYPES).exclude(['detail']),
  required: z.boolean().default(false),
  /** text: longest value; attachment: most files. */
  max: z.number().int().min(1).max(5000).optional(),
  /** number: smallest and largest value. */
  minValue: z.number().finite().optional(),
  maxValue: z.number().finite().optional(),
  /** money: allowed currencies (ISO codes); any of CURRENCY_CODES when absent. */
  currencies: z
    .array(lineText.regex(/^[A-Z]{3,4}$/))
    .max(20)
    .optional(),
  /** select: the dictionary's options. */
  options: z.array(option).max(200).optional(),
  /** select: the dictionary whose enabled items replace the options when the form is served and checked. */
  dictCode: lineText.max(60).optional(),
});
export type LeafField = z.infer<typeof leafField>;

export const formField = z.union([
  leafField,
  leafField.omit({ type: true }).extend({
    type: z.literal('detail'),
    /** Columns of each detail row. */
    columns: z.array(leafField).min(1).max(30),
  }),
]);
export type FormField = z.infer<typeof formField>;
export const formFields = z.array(formField).max(100);

/** Currencies a money field accepts when the field names none. */
export const CURRENCY_CODES = ['USD', 'CNY', 'EUR', 'GBP', 'HKD', 'SGD', 'JPY', 'INR', 'IDR', 'BRL', 'AED', 'USDT'] as const;

/** A decimal amount as a string, up to 14 digits and 6 decimals. */
export const decimalText = z.string().regex(/^-?\d{1,14}(\.\d{1,6})?$/, 'workflow.amountFormat');
export const moneyValue = z.object({ amount: decimalText, currency: z.string().regex(/^[A-Z]{3,4}$/) });
export type MoneyValue = z.infer<typeof moneyValue>;
export const attachmentValue = z.object({ fileId: lineText.min(1).max(100), name: lineText.min(1).max(200) });
export const dateRangeValue = z
  .object({ from: calendarDate, to: calendarDate })
  .refine((range) => !isIsoDate(range.from) || !isIsoDate(range.to) || range.from <= range.to, {
    message: 'business.periodOrder',
    path: ['to'],
  });

function leafSchema(field: LeafField): z.ZodType {
  switch (field.type) {
    case 'text':
      return lineText.max(field.max ?? 200);
    case 'textarea':
      return freeText.max(field.max ?? 2000);
    case 'number': {
      let schema = z.number().finite();
      if (field.minValue !== undefined) schema = schema.min(field.minValue);
      if (field.maxValue !== undefined) schema = schema.max(field.maxValue);
      return schema;
    }
    case 'money': {
      const allowed: readonly string[] = field.currencies?.length ? field.currencies : CURRENCY_CODES;
      return moneyValue.extend({
        amount: decimalText.refine((amount) => !amount.startsWith('-') && /[1-9]/.test(amount), 'workflow.amountPositive'),
        currency: z.string().refine((code) => allowed.includes(code), 'workflow.currencyNotAllowed'),
      });
    }
    case 'date':
      return calendarDate;
    case 'dateRange':
      return dateRangeValue;
    case 'select': {
      const values = (field.options ?? []).map((entry) => entry.value);
      return z.string().refine((value) => values.includes(value), 'workflow.optionUnknown');
    }
    case 'staff':
      return z.number().int().positive();
    case 'customer':
    case 'supplier':
      return lineText.min(1).max(40);
    case 'attachment':
      return z.array(attachmentValue).max(field.max ?? 20);
  }
}

function fieldSchema(field: FormField): z.ZodType {
  if (field.type === 'detail') {
    const row = z.strictObject(Object.fromEntries(field.columns.map((column) => [column.key, optionalUnless(column, leafSchema(column))])));
    return z
      .array(row)
      .min(field.required ? 1 : 0)
      .max(field.max ?? 200);
  }
  return leafSchema(field);
}

function optionalUnless(field: FormField, schema: z.ZodType): z.ZodType {
  if (field.required) return field.type === 'attachment' ? (schema as z.ZodArray<z.ZodType>).min(1) : schema;
  return schema.optional();
}

/**
 * The schema of a form's data. `only` limits it to some fields (what an approver may edit); those
 * fields keep their own required rule.
 */
export function buildFormSchema(fields: readonly FormField[], only?: ReadonlySet<string>) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    if (only && !only.has(field.key)) continue;
    shape[field.key] = optionalUnless(field, fieldSchema(field));
  }
  return z.strictObject(shape);
}

/** Form data as stored: values by field key. */
export const formData = z.record(z.string().max(40), z.unknown());
export type FormData = Record<string, unknown>;
