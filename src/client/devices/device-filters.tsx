import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const control =
  'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500';

/** The row of filters above a device table; wraps on narrow screens. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="search" aria-label={label} className="flex flex-wrap items-end gap-2">
      {children}
    </div>
  );
}

/** A labelled text filter (port, ICCID, IMEI…); the caller resets its page on change. */
export function TextFilter({
  label,
  value,
  onChange,
  width = 'w-44',
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  width?: string;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs text-slate-600">
      {label}
      <input type="search" className={`${control} ${width}`} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** A labelled choice filter whose first option is 全部 (no filter). */
export function SelectFilter<V extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onChange(value: V | undefined): void;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex flex-col gap-1 text-xs text-slate-600">
      {label}
      <select
        className={`${control} min-w-[7rem] max-w-[16rem]`}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          onChange(chosen?.value);
        }}
      >
        <option value="">{t('devices.filter.all')}</option>
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A labelled date filter (Shanghai calendar day, YYYY-MM-DD). */
export function DateFilter({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange(value: string): void;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs text-slate-600">
      {label}
      <input type="date" className={control} value={value} min={min} max={max} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
