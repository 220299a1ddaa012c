import { keepPreviousData } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { customerQuery } from '../../../shared/api/crm-calls';
import { PERMISSION_KEYS } from '../../../shared/permissions';
import { useCall } from '../../api/use-call';
import { permissionsOf, useSessionUser } from '../../auth';
import { Input } from '../../ui/input';
import { Combobox, useSettled } from './combobox';

interface CustomerPickerProps {
  ref?: Ref<HTMLInputElement>;
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
  value: string | undefined;
  onChange(value: string | undefined): void;
}

/** Whether the person may search customers (the picker); otherwise the code is typed. */
export function useCanSearchCustomers(): boolean {
  return permissionsOf(useSessionUser()).has(PERMISSION_KEYS.crm);
}

/**
 * A customer field: the value is the customer code. Searches the customers in the person's own
 * scope by code or name; without the CRM key it is a code box (the server checks the code exists).
 */
export function CustomerPicker({ value, onChange, ...control }: CustomerPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const keyword = useSettled(text.trim());
  const searching = useCanSearchCustomers();
  const query = useCall(customerQuery, searching && keyword ? { body: { keyword, page: 1, pageSize: 20 } } : null, {
    placeholderData: keepPreviousData,
  });
  if (!searching) {
    return (
      <Input
        {...control}
        value={value ?? ''}
        placeholder={t('workflowApply.customerCodeHint')}
        onChange={(event) => onChange(event.target.value.trim() || undefined)}
      />
    );
  }
  const options = keyword ? (query.data?.rows ?? []).map((row) => ({ value: row.code, label: row.name, detail: row.code })) : [];
  return (
    <Combobox
      {...control}
      text={text}
      onTextChange={(next) => {
        setText(next);
        // A typed code counts until something is picked: the list is a help, not a gate.
        onChange(next.trim() || undefined);
      }}
      options={options}
      loading={query.isFetching}
      placeholder={t('workflowApply.searchCustomer')}
      onPick={(option) => {
        setText(`${option.label} (${option.value})`);
        onChange(String(option.value));
      }}
    />
  );
}
