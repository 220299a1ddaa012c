import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoneyValue } from '../../../shared/api/workflow-form';
import { Input } from '../../ui/input';

interface ControlProps {
  ref?: Ref<HTMLInputElement>;
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
}

const SELECT_CLASS =
  'h-10 rounded-md border bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500';

/**
 * An amount with its currency. The amount stays the decimal text typed (thousands separators
 * dropped), never a float; an empty amount leaves the field empty so "required" is what it says.
 */
export function MoneyInput({
  value,
  onChange,
  currencies,
  ...control
}: ControlProps & { value: MoneyValue | undefined; onChange(value: MoneyValue | undefined): void; currencies: readonly string[] }) {
  const { t } = useTranslation();
  const [currency, setCurrency] = useState(value?.currency ?? currencies[0] ?? 'USD');
  const [amount, setAmount] = useState(value?.amount ?? '');
  const send = (nextAmount: string, nextCurrency: string) =>
    onChange(nextAmount === '' ? undefined : { amount: nextAmount, currency: nextCurrency });
  return (
    <div className="flex gap-2">
      <Input
        {...control}
        inputMode="decimal"
        autoComplete="off"
        className="tabular-nums"
        value={amount}
        onChange={(event) => {
          const next = event.target.value.replace(/[,\s，]/g, '');
          setAmount(next);
          send(next, currency);
        }}
      />
      <select
        aria-label={t('workflowApply.currency')}
        className={`${SELECT_CLASS} border-slate-300`}
        value={currency}
        onChange={(event) => {
          setCurrency(event.target.value);
          send(amount, event.target.value);
        }}
      >
        {currencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </div>
  );
}

type Range = { from: string; to: string };

/** Two calendar dates; both empty leaves the field empty, one empty is an error the schema names. */
export function DateRangeInput({
  value,
  onChange,
  ...control
}: ControlProps & { value: Range | undefined; onChange(value: Range | undefined): void }) {
  const { t } = useTranslation();
  // The field's label names the first date; the second says what it is.
  const from = value?.from ?? '';
  const to = value?.to ?? '';
  const send = (next: Range) => onChange(next.from === '' && next.to === '' ? undefined : next);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Input
        {...control}
        type="date"
        className="min-w-0 flex-1"
        value={from}
        onChange={(event) => send({ from: event.target.value, to })}
      />
      <span aria-hidden className="text-slate-500">
        –
      </span>
      <Input
        type="date"
        aria-label={t('workflowApply.rangeTo')}
        invalid={control.invalid}
        className="min-w-0 flex-1"
        value={to}
        onChange={(event) => send({ from, to: event.target.value })}
      />
    </div>
  );
}

export { SELECT_CLASS };
