import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANK_STATES, bankQuery, serverLists, type BankView } from '../../shared/api/device-calls';
import { bankReboot } from '../../shared/api/device-operation-calls';
import { invalidateCall, mutateCall, useCall } from '../api/use-call';
import { Button } from '../ui/button';
import { useDateTime } from '../ui/use-date-time';
import { ConfirmAction } from './confirm-action';
import { FilterBar, SelectFilter, TextFilter } from './device-filters';
import { DeviceListBody, PAGE_SIZE } from './device-list';
import { BANK_TONES } from './device-states';
import { DeviceTable } from './device-table';
import { SimulatedBadge, StatePill } from './simulated-badge';
import { useListState } from './use-list-state';

const column = createColumnHelper<BankView>();

/**
 * SIM banks with their ports by state. `manage` adds the reboot action (the SIM-bank manager);
 * the business-inquiry device page shows the same list read-only.
 */
export function BankList({ caption, manage }: { caption: string; manage: boolean }) {
  const { t } = useTranslation();
  const at = useDateTime();
  const list = useListState<{ keyword?: string; serverId?: number; countryCode?: string; state?: BankView['state'] }>({});
  const [rebooting, setRebooting] = useState<BankView | null>(null);
  const query = useCall(bankQuery, { body: { ...list.body, page: list.page, pageSize: PAGE_SIZE } }, { placeholderData: keepPreviousData });
  const servers = useCall(serverLists).data ?? [];
  const columns = useMemo(
    () =>
      [
        column.accessor('deviceCode', {
          header: t('devices.banks.code'),
          cell: ({ row }) => (
            <span className="font-mono text-xs">
              {row.original.deviceCode}
              <SimulatedBadge simulated={row.original.simulated} />
            </span>
          ),
        }),
        column.accessor('name', { header: t('devices.banks.name') }),
        column.accessor('serverName', { header: t('devices.filter.server') }),
        column.accessor('model', { header: t('devices.banks.model') }),
        column.accessor('ip', { header: 'IP', cell: ({ getValue }) => <span className="font-mono text-xs">{getValue()}</span> }),
        column.accessor('countryName', {
          header: t('devices.filter.country'),
          cell: ({ row }) => `${row.original.countryName} (${row.original.countryCode})`,
        }),
        column.accessor('state', {
          header: t('devices.filter.state'),
          cell: ({ getValue }) => <StatePill tone={BANK_TONES[getValue()]}>{t(`devices.bankState.${getValue()}`)}</StatePill>,
        }),
        column.display({
          id: 'ports',
          header: t('devices.banks.ports'),
          cell: ({ row }) =>
            t('devices.banks.portsText', {
              total: row.original.portCount,
              active: row.original.activePorts,
              idle: row.original.idlePorts,
              fault: row.original.faultPorts,
            }),
        }),
        column.accessor('syncedAt', { header: t('devices.port.synced'), cell: ({ getValue }) => at(getValue()) }),
        ...(manage
          ? [
              column.display({
                id: 'actions',
                header: t('devices.table.actions'),
                cell: ({ row }) => (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={row.original.state === 'rebooting'}
                    onClick={() => setRebooting(row.original)}
                  >
                    {t('devices.port.reboot')}
                    <span className="sr-only"> {row.original.deviceCode}</span>
                  </Button>
                ),
              }),
            ]
          : []),
      ] as ColumnDef<BankView, unknown>[],
    [t, at, manage],
  );
  const countries = [...new Map((query.data?.rows ?? []).map((bank) => [bank.countryCode, bank.countryName])).entries()];
  return (
    <div className="flex flex-col gap-4">
      <FilterBar label={t('devices.filter.label')}>
        <TextFilter label={t('devices.banks.keyword')} value={list.filter.keyword ?? ''} onChange={(keyword) => list.update({ keyword })} />
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
          label={t('devices.filter.country')}
          value={list.filter.countryCode}
          options={(list.filter.countryCode && !countries.some(([code]) => code === list.filter.countryCode)
            ? [...countries, [list.filter.countryCode, list.filter.countryCode] as [string, string]]
            : countries
          ).map(([code, name]) => ({ value: code, label: `${name} (${code})` }))}
          onChange={(countryCode) => list.update({ countryCode })}
        />
        <SelectFilter
          label={t('devices.filter.state')}
          value={list.filter.state}
          options={BANK_STATES.map((state) => ({ value: state, label: t(`devices.bankState.${state}`) }))}
          onChange={(state) => list.update({ state })}
        />
      </FilterBar>
      <DeviceListBody query={query} page={list.page} onPage={list.setPage} filtered={list.filtered} emptyText={t('devices.banks.empty')}>
        {(rows) => <DeviceTable caption={caption} rows={rows} columns={columns} rowId={(row) => String(row.id)} minWidth="min-w-[64rem]" />}
      </DeviceListBody>
      {rebooting && (
        <ConfirmAction
          title={t('devices.banks.rebootTitle', { code: rebooting.deviceCode })}
          description={t('devices.banks.rebootConfirm', { code: rebooting.deviceCode, count: rebooting.activePorts })}
          confirmLabel={t('devices.port.reboot')}
          danger
          run={async () => {
            const after = await mutateCall(bankReboot, { body: { id: rebooting.id } }, { silent: true });
            void invalidateCall(bankQuery);
            return t('devices.banks.rebooted', { code: after.deviceCode, state: t(`devices.bankState.${after.state}`) });
          }}
          onClose={() => setRebooting(null)}
        />
      )}
    </div>
  );
}
