import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormField } from '../../../shared/api/workflow-form';
import { useLanguage } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { useErrorText } from '../../ui/form';
import { fieldLabel } from './apply-schema';
import { LeafWidget } from './field-widget';

type DetailField = Extract<FormField, { type: 'detail' }>;

/** Detail rows (费用明细…): each row is the columns' fields; rows are added and removed by button. */
export function DetailRows({ field }: { field: DetailField }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = `formData.${field.key}`;
  const { control, formState } = useFormContext();
  const rows = useFieldArray({ control, name });
  const errorText = useErrorText();
  const label = fieldLabel(field, language);
  // An error of the list itself (too few rows), not of a cell.
  const listError = (
    formState.errors.formData as Record<string, { root?: { type?: string; message?: string }; message?: string; type?: string }> | undefined
  )?.[field.key];
  const message = errorText(listError?.message ? listError : listError?.root, label);
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{field.required ? `${label} *` : label}</legend>
      {rows.fields.length === 0 && <p className="text-sm text-slate-500">{t('workflowApply.noRows')}</p>}
      {rows.fields.map((row, index) => (
        <div key={row.id} role="group" aria-label={t('workflowApply.row', { index: index + 1 })} className="rounded-md bg-slate-50 p-2">
          <div className="mb-1 flex items-center justify-between text-xs text-slate-600">
            <span>{t('workflowApply.row', { index: index + 1 })}</span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('workflowApply.removeRow', { index: index + 1 })}
              onClick={() => rows.remove(index)}
            >
              <Trash2 aria-hidden size={14} />
            </Button>
          </div>
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {field.columns.map((column) => (
              <LeafWidget key={column.key} field={column} name={`${name}.${index}.${column.key}`} />
            ))}
          </div>
        </div>
      ))}
      <div>
        <Button variant="secondary" size="sm" disabled={rows.fields.length >= (field.max ?? 200)} onClick={() => rows.append({})}>
          <Plus aria-hidden size={14} />
          {t('workflowApply.addRow')}
        </Button>
      </div>
      {message && (
        <p role="alert" className="text-xs text-red-600">
          {message}
        </p>
      )}
    </fieldset>
  );
}
