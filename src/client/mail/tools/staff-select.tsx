import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffEmailPage } from '../../../shared/api/mail-tools-calls';
import { useCall } from '../../api/use-call';

/** Picks a colleague who has a mailbox (search by name or address); `allowNone` offers "nobody" (shared). */
export function StaffSelect({
  id,
  label,
  value,
  currentName,
  allowNone,
  noneLabel,
  onChange,
}: {
  id: string;
  label: string;
  value: number | null;
  currentName: string | null;
  allowNone?: boolean;
  noneLabel?: string;
  onChange(staffId: number | null): void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const list = useCall(staffEmailPage, { body: { page: 1, pageSize: 50, keyword: keyword.trim() || undefined } });
  const rows = list.data?.rows ?? [];
  const known = value === null || rows.some((row) => row.staffId === value);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        type="search"
        aria-label={t('mailTools.staffSearch')}
        placeholder={t('mailTools.staffSearch')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        className="h-9 rounded-md border border-slate-300 bg-white px-3 text-sm"
      />
      <select
        id={id}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
      >
        {(allowNone || value === null) && <option value="">{allowNone ? noneLabel : t('mailTools.pickStaff')}</option>}
        {!known && value !== null && <option value={value}>{currentName ?? `#${value}`}</option>}
        {rows.map((row) => (
          <option key={row.staffId} value={row.staffId}>
            {row.name} · {row.address}
          </option>
        ))}
      </select>
    </div>
  );
}
