import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DONGLE_STATES, dongleQuery, serverLists, type DongleView } from '../../shared/api/device-calls';
import { useCall } from '../api/use-call';
import { Button } from '../ui/button';
import { PageFrame } from '../ui/page-frame';
import { useDateTime } from '../ui/use-date-time';
import { FilterBar, SelectFilter, TextFilter } from './device-filters';
import { DeviceListBody, PAGE_SIZE } from './device-list';
import { DONGLE_TONES } from './device-states';
import { DeviceTable } from './device-table';
import { DongleActionDialog, DongleAddDialog, type DongleAction } from './dongle-dialogs';
import { SimulatedBadge, StatePill } from './simulated-badge';
import { useListState } from './use-list-state';

const column = createColumnHelper<DongleView>();
const ACTIONS = [
  { action: 'network', key: 'devices.dongles.networkAction' },
  { action: 'link', key: 'devices.dongles.link' },
  { action: 'imei', key: 'devices.dongles.imei' },
  { action: 'reboot', key: 'devices.dongles.reboot' },
] as const satisfies readonly { action: DongleAction; key: string }[];

/** /businessOperations/simbank/dongle: USB dongles — network mode, IMEI, SIM-bank link, restart. */
export default function DonglePage() {
  const { t } = useTranslation();
  const at = useDateTime();
  const list = useListState<{ keyword?: string; serverId?: number; state?: DongleView['state'] }>({});
  const [adding, setAdding] = useState(false);
  const [acting, setActing] = useState<{ action: DongleAction; dongle: DongleView } | null>(null);
  const query = useCall(
    dongleQuery,
    { body: { ...list.body, page: list.page, pageSize: PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );
  const servers = useCall(serverLists).data ?? [];
  const columns = useMemo(
    () =>
      [
        column.accessor('deviceCode', {
          header: t('devices.dongles.code'),
          cell: ({ row }) => (
            <span className="font-mono text-xs">
              {row.original.deviceCode}
              <SimulatedBadge simulated={row.original.simulated} />
            </span>
          ),
        }),
        column.accessor('name', { header: t('devices.dongles.name') }),
        column.accessor('serverName', { header: t('devices.filter.server') }),
        column.accessor('state', {
          header: t('devices.filter.state'),
          cell: ({ getValue }) => <StatePill tone={DONGLE_TONES[getValue()]}>{t(`devices.bankState.${getValue()}`)}</StatePill>,
        }),
        column.accessor('network', { header: t('devices.dongles.network'), cell: ({ getValue }) => t(`devices.networks.${getValue()}`) }),
        column.accessor('signal', { header: t('devices.port.signal'), cell: ({ getValue }) => getValue() ?? '—' }),
        column.accessor('imei', { header: 'IMEI', cell: ({ getValue }) => <span className="font-mono text-xs">{getValue() ?? '—'}</span> }),
        column.accessor('portLabel', {
          header: t('devices.dongles.linked'),
          cell: ({ getValue }) => <span className="font-mono text-xs">{getValue() ?? '—'}</span>,
        }),
        column.accessor('syncedAt', { header: t('devices.port.synced'), cell: ({ getValue }) => at(getValue()) }),
        column.display({
          id: 'actions',
          header: t('devices.table.actions'),
          cell: ({ row }) => (
            <span className="flex gap-1">
              {ACTIONS.map(({ action, key }) => (
                <Button key={action} size="sm" variant="secondary" onClick={() => setActing({ action, dongle: row.original })}>
                  {t(key)}
                  <span className="sr-only"> {row.original.name}</span>
                </Button>
              ))}
            </span>
          ),
        }),
      ] as ColumnDef<DongleView, unknown>[],
    [t, at],
  );
  return (
    <PageFrame
      id="dongle-title"
      title={t('devices.dongles.title')}
      intro={t('devices.dongles.intro')}
      actions={<Button onClick={() => setAdding(true)}>{t('devices.dongles.add')}</Button>}
    >
      <FilterBar label={t('devices.filter.label')}>
        <TextFilter
          label={t('devices.dongles.keyword')}
          value={list.filter.keyword ?? ''}
          onChange={(keyword) => list.update({ keyword })}
        />
        <SelectFilter
          label={t('devices.filter.server')}
          value={list.filter.serverId}
          options={servers.map((server) => ({
            value: server.id,
            label: server.simulated ? `${server.name}（${t('devices.simulated')}）` : server.name,
          }))}
          onChange={(serverId) => list.update({ serverId })}
        />
        <SelectFilter
          label={t('devices.filter.state')}
          value={list.filter.state}
          options={DONGLE_STATES.map((state) => ({ value: state, label: t(`devices.bankState.${state}`) }))}
          onChange={(state) => list.update({ state })}
        />
      </FilterBar>
      <DeviceListBody query={query} page={list.page} onPage={list.setPage} filtered={list.filtered} emptyText={t('devices.dongles.empty')}>
        {(rows) => (
          <DeviceTable
            caption={t('devices.dongles.title')}
            rows={rows}
            columns={columns}
            rowId={(row) => String(row.id)}
            minWidth="min-w-[72rem]"
          />
        )}
      </DeviceListBody>
      {adding && <DongleAddDialog onClose={() => setAdding(false)} />}
      {acting && <DongleActionDialog action={acting.action} dongle={acting.dongle} onClose={() => setActing(null)} />}
    </PageFrame>
  );
}
