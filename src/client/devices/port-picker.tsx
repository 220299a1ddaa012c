import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { portQuery } from '../../shared/api/device-calls';
import { useCall } from '../api/use-call';

const control =
  'h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500';

/** Finds a SIM-bank port by label, ICCID or IMSI and picks one (first 20 matches). */
export function PortPicker({ id, value, onChange }: { id: string; value: number | null; onChange(portId: number | null): void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useCall(portQuery, { body: { page: 1, pageSize: 20, keyword: keyword.trim() || undefined } }).data?.rows ?? [];
  return (
    <div className="flex flex-col gap-2">
      <label className="flex flex-col gap-1 text-sm text-slate-700">
        {t('devices.esim.portSearch')}
        <input type="search" className={control} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
      </label>
      <label className="flex flex-col gap-1 text-sm text-slate-700" htmlFor={id}>
        {t('devices.esim.portPick')}
        <select id={id} className={control} value={value ?? ''} onChange={(event) => onChange(Number(event.target.value) || null)}>
          <option value="">—</option>
          {found.map((port) => (
            <option key={port.id} value={port.id}>
              {`${port.label} · ${t(`devices.portState.${port.state}`)}${port.iccid ? ` · ${port.iccid}` : ''}`}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
