import { clsx } from 'clsx';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES, type LeafField } from '../../../shared/api/workflow-form';
import { useLanguage } from '../../i18n/i18n';
import { TextArea } from '../../ui/form';
import { Input } from '../../ui/input';
import { fieldLabel } from './apply-schema';
import { AttachmentInput } from './attachment-input';
import { DateRangeInput, MoneyInput, SELECT_CLASS } from './compound-inputs';
import { CustomerPicker } from './customer-picker';
import { StaffPicker } from './staff-picker';
import { WidgetField } from './widget-field';

/** An emptied box leaves the value out, so a required field reports "required" and an optional one is not sent. */
const orUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const selectProps = ({ invalid, ...rest }: ControlProps) => ({ ...rest, 'aria-invalid': invalid || undefined });
const asNumber = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

interface ControlProps {
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
}

/**
 * The control of one leaf field, registered or controlled under `name` (formData.<key>, or a
 * detail row's cell). Field hands it the id and description ids, which go on the focusable part.
 */
function LeafControl({ field, name, ...aria }: ControlProps & { field: LeafField; name: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { register, control } = useFormContext();
  switch (field.type) {
    case 'text':
    case 'supplier':
      return <Input {...aria} autoComplete="off" maxLength={field.max ?? 200} {...register(name, { setValueAs: orUndefined })} />;
    case 'textarea':
      return <TextArea {...aria} rows={3} maxLength={field.max ?? 2000} {...register(name, { setValueAs: orUndefined })} />;
    case 'number':
      return (
        <Input {...aria} inputMode="decimal" autoComplete="off" className="tabular-nums" {...register(name, { setValueAs: asNumber })} />
      );
    case 'date':
      return <Input {...aria} type="date" {...register(name, { setValueAs: orUndefined })} />;
    case 'select':
      return (
        <select
          {...selectProps(aria)}
          className={clsx(SELECT_CLASS, 'w-full', aria.invalid ? 'border-red-500' : 'border-slate-300')}
          {...register(name, { setValueAs: orUndefined })}
        >
          <option value="">{t('workflowApply.choose')}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {language === 'en' && option.labelEn ? option.labelEn : option.label}
            </option>
          ))}
        </select>
      );
    case 'money':
      return (
        <Controller
          name={name}
          control={control}
          render={({ field: bound }) => (
            <MoneyInput
              {...aria}
              ref={bound.ref}
              value={bound.value as never}
              onChange={bound.onChange}
              currencies={field.currencies?.length ? field.currencies : CURRENCY_CODES}
            />
          )}
        />
      );
    case 'dateRange':
      return (
        <Controller
          name={name}
          control={control}
          render={({ field: bound }) => <DateRangeInput {...aria} ref={bound.ref} value={bound.value as never} onChange={bound.onChange} />}
        />
      );
    case 'staff':
      return (
        <Controller
          name={name}
          control={control}
          render={({ field: bound }) => <StaffPicker {...aria} ref={bound.ref} value={bound.value as never} onChange={bound.onChange} />}
        />
      );
    case 'customer':
      return (
        <Controller
          name={name}
          control={control}
          render={({ field: bound }) => <CustomerPicker {...aria} ref={bound.ref} value={bound.value as never} onChange={bound.onChange} />}
        />
      );
    case 'attachment':
      return (
        <Controller
          name={name}
          control={control}
          render={({ field: bound }) => (
            <AttachmentInput
              {...aria}
              value={(bound.value as never) ?? []}
              onChange={(files) => bound.onChange(files.length > 0 ? files : undefined)}
              max={field.max ?? 20}
            />
          )}
        />
      );
  }
}

export function LeafWidget({ field, name }: { field: LeafField; name: string }) {
  const { language } = useLanguage();
  const { t } = useTranslation();
  const hint = field.type === 'supplier' ? t('workflowApply.supplierHint') : undefined;
  return (
    <WidgetField name={name} label={fieldLabel(field, language)} required={field.required} hint={hint}>
      <LeafControl field={field} name={name} />
    </WidgetField>
  );
}
