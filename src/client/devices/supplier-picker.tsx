import { keepPreviousData } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { supplierOptions } from '../../shared/api/device-calls';
import { useCall } from '../api/use-call';
import { Combobox, useSettled } from '../workflow';

interface SupplierPickerProps {
  ref?: Ref<HTMLInputElement>;
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
  value: number | undefined;
  /** What the box shows for the current value (an edited server's supplier name). */
  initialLabel: string;
  onChange(value: number | undefined): void;
}

/**
 * The device server's supplier: a searchable list by code or name (devices.supplierOptions, names in
 * the page's language). The value is the supplier id and is set only by picking; typing clears it.
 */
export function SupplierPicker({ value, initialLabel, onChange, ...control }: SupplierPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialLabel);
  const [typed, setTyped] = useState(false);
  const keyword = useSettled(typed ? text.trim() : '');
  const query = useCall(supplierOptions, { query: keyword ? { keyword } : {} }, { placeholderData: keepPreviousData });
  const options = (query.data ?? []).map((row) => ({ value: row.id, label: row.name, detail: row.code }));
  return (
    <Combobox
      {...control}
      text={text}
      onTextChange={(next) => {
        setText(next);
        setTyped(true);
        if (value !== undefined) onChange(undefined);
      }}
      options={options}
      loading={query.isFetching}
      placeholder={t('devices.servers.supplierSearch')}
      onPick={(option) => {
        setText(`${option.label} (${option.detail ?? ''})`);
        setTyped(false);
        onChange(Number(option.value));
      }}
    />
  );
}
