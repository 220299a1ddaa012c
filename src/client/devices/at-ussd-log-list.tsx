import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AT_USSD_KINDS, atUssdLogQuery, type atUssdLogView } from '../../shared/api/device-calls';
import { useCall } from '../api/use-call';
import { useDateTime } from '../ui/use-date-time';
import { DateFilter, FilterBar, SelectFilter, TextFilter } from './device-filters';
import { DeviceListBody, PAGE_SIZE } from './device-list';
import { DeviceTable } from './device-table';
import { StatePill } from './simulated-badge';
import { useListState } from './use-list-state';

type Row = z.infer<typeof atUssdLogView>;
const column = createColumnHelper<Row>();

/** AT commands and USSD requests sent to ports, with the device's answers. */
export function AtUssdLogList() {
  const { t } = useTranslation();
  const at = useDateTime();
  const list = useListState<{ keyword?: string; kind?: Row['kind']; dateFrom?: string; dateTo?: string }>({});
  const query = useCall(
    atUssdLogQuery,
    { body: { ...list.body, page: list.page, pageSize: PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );
  const columns = useMemo(
    () => [
      column.accessor('createdAt', { header: t('devices.log.time'), cell: ({ getValue }) => at(getValue()) }),
      column.accessor('portLabel', {
        header: t('devices.port.label'),
        cell: ({ getValue }) => <span className="font-mono text-xs">{getValue()}</span>,
      }),
      column.accessor('kind', { header: t('devices.log.kind'), cell: ({ getValue }) => getValue().toUpperCase() }),
      column.accessor('command', {
        header: t('devices.log.command'),
        cell: ({ getValue }) => <code className="text-xs">{getValue()}</code>,
      }),
      column.accessor('response', {
        header: t('devices.log.response'),
        cell: ({ getValue }) => <span className="block max-w-[24rem] truncate whitespace-normal">{getValue() ?? '—'}</span>,
      }),
      column.accessor('ok', {
        header: t('devices.log.outcome'),
        cell: ({ getValue }) => (
          <StatePill tone={getValue() ? 'good' : 'bad'}>{t(getValue() ? 'devices.outcome.succeeded' : 'devices.outcome.failed')}</StatePill>
        ),
      }),
      column.accessor('staffName', { header: t('devices.log.staff'), cell: ({ getValue }) => getValue() ?? t('devices.log.system') }),
    ],
    [t, at],
  );
  return (
    <div className="flex flex-col gap-4">
      <FilterBar label={t('devices.filter.label')}>
        <TextFilter label={t('devices.log.atKeyword')} value={list.filter.keyword ?? ''} onChange={(keyword) => list.update({ keyword })} />
        <SelectFilter
          label={t('devices.log.kind')}
          value={list.filter.kind}
          options={AT_USSD_KINDS.map((kind) => ({ value: kind, label: kind.toUpperCase() }))}
          onChange={(kind) => list.update({ kind })}
        />
        <DateFilter
          label={t('devices.filter.from')}
          value={list.filter.dateFrom ?? ''}
          max={list.filter.dateTo}
          onChange={(dateFrom) => list.update({ dateFrom })}
        />
        <DateFilter
          label={t('devices.filter.to')}
          value={list.filter.dateTo ?? ''}
          min={list.filter.dateFrom}
          onChange={(dateTo) => list.update({ dateTo })}
        />
      </FilterBar>
      <DeviceListBody query={query} page={list.page} onPage={list.setPage} filtered={list.filtered} emptyText={t('devices.log.empty')}>
        {(rows) => <DeviceTable caption={t('devices.log.atUssd')} rows={rows} columns={columns} rowId={(row) => String(row.id)} />}
      </DeviceListBody>
    </div>
  );
}
