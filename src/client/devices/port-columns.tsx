import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { PortView } from '../../shared/api/device-calls';
import { PORT_TONES } from './device-states';
import { SimulatedBadge, StatePill } from './simulated-badge';

const column = createColumnHelper<PortView>();

/** Signal 0–31 (AT+CSQ) as bars a person reads at a glance, with the number for screen readers. */
function Signal({ value, label }: { value: number | null; label: string }) {
  if (value === null) return <span className="text-slate-500">—</span>;
  const bars = value >= 20 ? 4 : value >= 14 ? 3 : value >= 8 ? 2 : value > 0 ? 1 : 0;
  return (
    <span className="inline-flex items-end gap-0.5" role="img" aria-label={label}>
      {[1, 2, 3, 4].map((bar) => (
        <span key={bar} className={bar <= bars ? 'w-1 bg-emerald-600' : 'w-1 bg-slate-200'} style={{ height: `${bar * 3 + 2}px` }} />
      ))}
      <span className="ml-1 text-xs text-slate-600 tabular-nums">{value}</span>
    </span>
  );
}

/** The columns every port table shares (the port manager adds row actions, the look-up does not). */
export function portColumns(t: TFunction, at: (iso: string | null) => string): ColumnDef<PortView, unknown>[] {
  return [
    column.accessor('label', {
      header: t('devices.port.label'),
      cell: ({ row }) => (
        <span className="font-mono text-xs">
          {row.original.label}
          <SimulatedBadge simulated={row.original.simulated} />
        </span>
      ),
    }),
    column.accessor('slot', { header: t('devices.port.slot') }),
    column.accessor('state', {
      header: t('devices.port.state'),
      cell: ({ row }) => (
        <span className="inline-flex items-center gap-1">
          <StatePill tone={PORT_TONES[row.original.state]}>{t(`devices.portState.${row.original.state}`)}</StatePill>
          {row.original.jobId !== null && <StatePill tone="busy">{t('devices.port.inJob', { id: row.original.jobId })}</StatePill>}
        </span>
      ),
    }),
    column.accessor('iccid', { header: 'ICCID', cell: ({ getValue }) => <span className="font-mono text-xs">{getValue() ?? '—'}</span> }),
    column.accessor('imsi', { header: 'IMSI', cell: ({ getValue }) => <span className="font-mono text-xs">{getValue() ?? '—'}</span> }),
    column.accessor('operator', {
      header: t('devices.port.operator'),
      cell: ({ row }) => `${row.original.operator ?? '—'} · ${row.original.countryName}`,
    }),
    column.accessor('signal', {
      header: t('devices.port.signal'),
      cell: ({ getValue }) => <Signal value={getValue()} label={t('devices.port.signalText', { value: getValue() })} />,
    }),
    column.accessor('imei', { header: 'IMEI', cell: ({ getValue }) => <span className="font-mono text-xs">{getValue() ?? '—'}</span> }),
    column.accessor('balance', { header: t('devices.port.balanceCol'), cell: ({ getValue }) => getValue() ?? '—' }),
    column.accessor('syncedAt', { header: t('devices.port.synced'), cell: ({ getValue }) => at(getValue()) }),
  ] as ColumnDef<PortView, unknown>[];
}
