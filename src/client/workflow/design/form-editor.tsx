import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useFormContext, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import type { z } from 'zod';
import { FIELD_TYPES, type FormField as FieldDef } from '../../../shared/api/workflow-form';
import { formQueryPage, formSave } from '../../../shared/api/workflow-process-calls';
import { invalidateCall, useCallMutation } from '../../api/use-call';
import { Button } from '../../ui/button';
import { callBody, Form, FormError, FormField, SubmitButton, TextArea } from '../../ui/form';
import { Input } from '../../ui/input';
import { FieldImport } from './field-import';
import { Select } from './select';

const saveBody = callBody(formSave);
type Values = z.input<typeof saveBody>;
type Output = z.output<typeof saveBody>;
type Row = z.output<NonNullable<typeof formSave.response>>;
/** Detail rows keep the columns they have; new fields are plain ones. */
const NEW_TYPES = FIELD_TYPES.filter((type) => type !== 'detail');

const numberOrUndefined = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

/** A form's code, names and field list, saved whole through formSave (id and rev name the version edited). */
export function FormEditor({ row, onSaved }: { row: Row | null; onSaved(row: Row): void }) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(saveBody) as unknown as Resolver<Values, unknown, Output>,
    defaultValues: row
      ? { id: row.id, rev: row.rev, code: row.code, name: row.name, nameEn: row.nameEn, fields: row.fields }
      : { code: '', name: '', nameEn: '', fields: [] },
  });
  const fields = useFieldArray({ control: form.control, name: 'fields' });
  const save = useCallMutation(formSave, { silent: true });
  return (
    <Form
      form={form}
      className="flex flex-col gap-4 rounded-md border border-slate-200 bg-white p-4"
      onSubmit={async (values) => {
        const saved = await save.mutateAsync({ body: values });
        await invalidateCall(formQueryPage);
        toast.success(t('workflowDesign.forms.saved'));
        onSaved(saved);
      }}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <FormField<Values> name="code" label={t('workflowDesign.forms.code')} hint={t('workflowDesign.basics.codeFormat')}>
          <Input autoComplete="off" readOnly={!!row} className={row ? 'bg-slate-50' : undefined} />
        </FormField>
        <FormField<Values> name="name" label={t('workflowDesign.forms.name')}>
          <Input autoComplete="off" />
        </FormField>
        <FormField<Values> name="nameEn" label={t('workflowDesign.forms.nameEn')}>
          <Input autoComplete="off" />
        </FormField>
      </div>
      {row && <FieldImport formId={row.id} rev={row.rev} />}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('workflowDesign.forms.fields')}</legend>
        {fields.fields.length === 0 && <p className="text-sm text-slate-500">{t('workflowDesign.forms.noFields')}</p>}
        {fields.fields.map((item, index) => (
          <FieldRow
            key={item.id}
            index={index}
            count={fields.fields.length}
            onMove={(delta) => fields.move(index, index + delta)}
            onRemove={() => fields.remove(index)}
          />
        ))}
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => fields.append({ key: `field${fields.fields.length + 1}`, label: '', type: 'text', required: false })}
        >
          <Plus size={14} aria-hidden />
          {t('workflowDesign.forms.addField')}
        </Button>
      </fieldset>
      <FormError />
      <div className="flex justify-end">
        <SubmitButton busyLabel={t('workflowDesign.saving')}>{t('workflowDesign.forms.save')}</SubmitButton>
      </div>
    </Form>
  );
}

function FieldRow({ index, count, onMove, onRemove }: { index: number; count: number; onMove(delta: -1 | 1): void; onRemove(): void }) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<Values>();
  const field = useWatch({ control, name: `fields.${index}` }) as FieldDef;
  const name = field.label || field.key;
  return (
    <div
      role="group"
      aria-label={t('workflowDesign.forms.fieldN', { n: index + 1, name })}
      className="rounded-md border border-slate-200 p-3"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FormField<Values> name={`fields.${index}.key`} label={t('workflowDesign.forms.key')}>
          <Input autoComplete="off" />
        </FormField>
        <FormField<Values> name={`fields.${index}.label`} label={t('workflowDesign.forms.label')}>
          <Input autoComplete="off" />
        </FormField>
        <FormField<Values> name={`fields.${index}.labelEn`} label={t('workflowDesign.forms.labelEn')}>
          <Input autoComplete="off" />
        </FormField>
        {field.type === 'detail' ? (
          <p className="flex flex-col gap-1 text-sm">
            <span className="font-medium text-slate-700">{t('workflowDesign.forms.type')}</span>
            <span className="py-2">{t('workflowDesign.fieldType.detail')}</span>
          </p>
        ) : (
          <FormField<Values> name={`fields.${index}.type`} label={t('workflowDesign.forms.type')}>
            <Select>
              {NEW_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`workflowDesign.fieldType.${type}`)}
                </option>
              ))}
            </Select>
          </FormField>
        )}
      </div>
      <TypeOptions index={index} field={field} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" {...register(`fields.${index}.required`)} />
          {t('workflowDesign.forms.required')}
        </label>
        <span className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={index === 0}
            onClick={() => onMove(-1)}
            aria-label={t('workflowDesign.forms.moveUp', { name })}
          >
            <ArrowUp size={14} aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            aria-label={t('workflowDesign.forms.moveDown', { name })}
          >
            <ArrowDown size={14} aria-hidden />
          </Button>
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t('workflowDesign.forms.remove', { name })}>
            <Trash2 size={14} aria-hidden />
          </Button>
        </span>
      </div>
    </div>
  );
}

/** The settings only some types have: length, range, currencies, options, detail columns. */
function TypeOptions({ index, field }: { index: number; field: FieldDef }) {
  const { t } = useTranslation();
  const { control } = useFormContext<Values>();
  if (field.type === 'text' || field.type === 'textarea' || field.type === 'attachment') {
    return (
      <div className="mt-3 max-w-56">
        <FormField<Values>
          name={`fields.${index}.max`}
          label={t(field.type === 'attachment' ? 'workflowDesign.forms.maxFiles' : 'workflowDesign.forms.maxLength')}
          options={{ setValueAs: numberOrUndefined }}
        >
          <Input type="number" min={1} inputMode="numeric" />
        </FormField>
      </div>
    );
  }
  if (field.type === 'number') {
    return (
      <div className="mt-3 grid max-w-md grid-cols-2 gap-3">
        <FormField<Values>
          name={`fields.${index}.minValue`}
          label={t('workflowDesign.forms.minValue')}
          options={{ setValueAs: numberOrUndefined }}
        >
          <Input type="number" inputMode="decimal" />
        </FormField>
        <FormField<Values>
          name={`fields.${index}.maxValue`}
          label={t('workflowDesign.forms.maxValue')}
          options={{ setValueAs: numberOrUndefined }}
        >
          <Input type="number" inputMode="decimal" />
        </FormField>
      </div>
    );
  }
  if (field.type === 'money') {
    return (
      <Controller
        control={control}
        name={`fields.${index}.currencies`}
        render={({ field: bound }) => (
          <ListInput
            label={t('workflowDesign.forms.currencies')}
            hint={t('workflowDesign.forms.currenciesHint')}
            value={(bound.value ?? []).join(', ')}
            onCommit={(text) => {
              const codes = text
                .split(/[,，\s]+/)
                .map((code) => code.trim().toUpperCase())
                .filter(Boolean);
              bound.onChange(codes.length ? codes : undefined);
            }}
          />
        )}
      />
    );
  }
  if (field.type === 'select') {
    return (
      <Controller
        control={control}
        name={`fields.${index}.options`}
        render={({ field: bound }) => (
          <ListInput
            multiline
            label={t('workflowDesign.forms.options')}
            hint={t('workflowDesign.forms.optionsHint')}
            value={(bound.value ?? [])
              .map((option) => (option.value === option.label ? option.value : `${option.value}=${option.label}`))
              .join('\n')}
            onCommit={(text) =>
              bound.onChange(
                text
                  .split('\n')
                  .map((line) => line.trim())
                  .filter(Boolean)
                  .map((line) => {
                    const [value = '', label] = line.split('=');
                    return { value: value.trim(), label: (label ?? value).trim() };
                  }),
              )
            }
          />
        )}
      />
    );
  }
  if (field.type === 'detail') {
    return (
      <p className="mt-3 text-xs text-slate-600">
        {t('workflowDesign.forms.detailColumns', {
          columns: field.columns.map((column) => column.label).join(t('workflowDesign.listSeparator')),
        })}
      </p>
    );
  }
  return null;
}

/** A text box edited freely and turned into a list when it loses focus. */
function ListInput({
  label,
  hint,
  value,
  multiline = false,
  onCommit,
}: {
  label: string;
  hint: string;
  value: string;
  multiline?: boolean;
  onCommit(text: string): void;
}) {
  const [text, setText] = useState(value);
  const props = { value: text, onBlur: () => onCommit(text) };
  return (
    <label className="mt-3 flex max-w-md flex-col gap-1 text-sm font-medium text-slate-700">
      {label}
      {multiline ? (
        <TextArea rows={4} {...props} onChange={(event) => setText(event.target.value)} />
      ) : (
        <Input {...props} onChange={(event) => setText(event.target.value)} />
      )}
      <span className="text-xs font-normal text-slate-500">{hint}</span>
    </label>
  );
}
