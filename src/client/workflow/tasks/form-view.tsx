import { Paperclip } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formField, moneyValue, type FormField, type LeafField } from '../../../shared/api/workflow-form';
import { formatMoney } from '../../../shared/business/figures';
import { useLanguage } from '../../i18n/i18n';
import { FieldError, useErrorText } from '../../ui/form';

/** The version's fields as the server sent them (unknown[]), each checked; a field this client cannot read is left out. */
export function readFields(raw: readonly unknown[]): FormField[] {
  return raw.flatMap((entry) => {
    const parsed = formField.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Field types an approver edits in place here; others stay read-only even where the node allows editing. */
const INLINE_EDIT = new Set(['text', 'textarea', 'number', 'date', 'select']);
export const editsInline = (field: FormField): boolean => INLINE_EDIT.has(field.type);

/** A stored value as a person reads it. */
export function fieldText(field: LeafField, value: unknown, language: 'zh' | 'en'): string {
  if (value === undefined || value === null || value === '') return '-';
  switch (field.type) {
    case 'money': {
      const money = moneyValue.safeParse(value);
      return money.success ? `${formatMoney(money.data.amount)} ${money.data.currency}` : '-';
    }
    case 'select':
      return field.options?.find((option) => option.value === value)?.label ?? String(value);
    case 'dateRange': {
      const range = value as { from?: string; to?: string };
      return `${range.from ?? ''} ~ ${range.to ?? ''}`;
    }
    case 'staff':
      return `#${String(value)}`;
    case 'attachment':
      return Array.isArray(value) ? value.map((file: { name?: string }) => file.name ?? '').join(language === 'zh' ? '、' : ', ') : '-';
    case 'number':
      return typeof value === 'number' ? value.toLocaleString(language === 'zh' ? 'zh-CN' : 'en-GB') : String(value);
    default:
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
}

const label = (field: { label: string; labelEn?: string | undefined }, language: 'zh' | 'en') =>
  language === 'en' && field.labelEn ? field.labelEn : field.label;

/**
 * The request's form as the caller's node may see it: every visible field read-only, and the
 * fields the node may edit as inputs bound to `form` (checked by the same schema the server uses).
 */
export function FormView({
  fields,
  data,
  editable,
  form,
}: {
  fields: FormField[];
  data: Record<string, unknown>;
  editable: ReadonlySet<string>;
  form: UseFormReturn<Record<string, unknown>>;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (fields.length === 0) return <p className="text-sm text-slate-500">{t('workflowTasks.profile.noFields')}</p>;
  return (
    <dl className="grid grid-cols-[minmax(4.5rem,max-content)_1fr] gap-x-4 gap-y-3 text-sm sm:gap-x-6">
      {fields.map((field) => {
        const name = label(field, language);
        const edit = editable.has(field.key) && editsInline(field);
        return (
          <div key={field.key} className="contents">
            <dt className="text-slate-500">
              {name}
              {edit && <span className="ml-1 rounded bg-amber-50 px-1 text-xs text-amber-800">{t('workflowTasks.profile.editable')}</span>}
            </dt>
            <dd className="min-w-0 break-words text-slate-900">
              {edit ? (
                <EditField field={field as LeafField} name={name} form={form} />
              ) : field.type === 'detail' ? (
                <DetailTable field={field} rows={data[field.key]} language={language} />
              ) : field.type === 'attachment' ? (
                <Attachments value={data[field.key]} />
              ) : (
                <span className={field.type === 'textarea' ? 'whitespace-pre-wrap' : undefined}>
                  {fieldText(field, data[field.key], language)}
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

const inputClass = 'w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm';

function EditField({ field, name, form }: { field: LeafField; name: string; form: UseFormReturn<Record<string, unknown>> }) {
  const errorId = `field-error-${field.key}`;
  const error = useErrorText()(form.formState.errors[field.key] as { message?: string } | undefined, name);
  const common = {
    'aria-label': name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: inputClass,
  };
  const blankAsUndefined = (value: string) => (value === '' ? undefined : value);
  let input;
  if (field.type === 'textarea') input = <textarea {...common} rows={3} {...form.register(field.key, { setValueAs: blankAsUndefined })} />;
  else if (field.type === 'select')
    input = (
      <select {...common} {...form.register(field.key, { setValueAs: blankAsUndefined })}>
        <option value="" />
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  else if (field.type === 'number')
    input = (
      <input
        {...common}
        type="number"
        {...form.register(field.key, { setValueAs: (value: string) => (value === '' ? undefined : Number(value)) })}
      />
    );
  else
    input = (
      <input {...common} type={field.type === 'date' ? 'date' : 'text'} {...form.register(field.key, { setValueAs: blankAsUndefined })} />
    );
  return (
    <>
      {input}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </>
  );
}

function Attachments({ value }: { value: unknown }) {
  const files = Array.isArray(value) ? (value as { fileId: string; name: string }[]) : [];
  if (files.length === 0) return <span>-</span>;
  return (
    <ul className="flex flex-col gap-1">
      {files.map((file) => (
        <li key={file.fileId} className="flex items-center gap-1">
          <Paperclip size={14} aria-hidden className="text-slate-400" />
          {file.name}
        </li>
      ))}
    </ul>
  );
}

function DetailTable({ field, rows, language }: { field: Extract<FormField, { type: 'detail' }>; rows: unknown; language: 'zh' | 'en' }) {
  const list = Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
  if (list.length === 0) return <span>-</span>;
  return (
    <div className="overflow-x-auto rounded border border-slate-200">
      <table className="w-full text-xs">
        <thead className="bg-slate-50 text-left">
          <tr>
            {field.columns.map((column) => (
              <th key={column.key} scope="col" className="px-2 py-1 font-medium">
                {label(column, language)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.map((row, index) => (
            <tr key={index} className="border-t border-slate-100">
              {field.columns.map((column) => (
                <td key={column.key} className="px-2 py-1">
                  {fieldText(column, row[column.key], language)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
