import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { OPERATION_TARGETS, operationLogQuery, type operationLogView } from '../../shared/api/device-calls';
import { useCall } from '../api/use-call';
import { useDateTime } from '../ui/use-date-time';
import { DateFilter, FilterBar, SelectFilter, TextFilter } from './device-filters';
import { DeviceListBody, PAGE_SIZE } from './device-list';
import { DeviceTable } from './device-table';
import { StatePill } from './simulated-badge';
import { useListState } from './use-list-state';

type Row = z.infer<typeof operationLogView>;
const column = createColumnHelper<Row>();

/** Device operations (reboots, IMEI and network changes, eSIM, server changes): who, on what, and the outcome. */
export function OperationLogList() {
  const { t } = useTranslation();
  const at = useDateTime();
  const list = useListState<{ keyword?: string; targetKind?: Row['targetKind']; dateFrom?: string; dateTo?: string }>({});
  const query = useCall(
    operationLogQuery,
    { body: { ...list.body, page: list.page, pageSize: PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );
  const columns = useMemo(
    () => [
      column.accessor('createdAt', { header: t('devices.log.time'), cell: ({ getValue }) => at(getValue()) }),
      column.accessor('targetKind', { header: t('devices.log.targetKind'), cell: ({ getValue }) => t(`devices.target.${getValue()}`) }),
      column.accessor('targetLabel', {
        header: t('devices.log.target'),
        cell: ({ getValue }) => <span className="font-mono text-xs">{getValue()}</span>,
      }),
      column.accessor('action', { header: t('devices.log.action') }),
      column.accessor('ok', {
        header: t('devices.log.outcome'),
        cell: ({ getValue }) => (
          <StatePill tone={getValue() ? 'good' : 'bad'}>{t(getValue() ? 'devices.outcome.succeeded' : 'devices.outcome.failed')}</StatePill>
        ),
      }),
      column.accessor('message', { header: t('devices.log.message'), cell: ({ getValue }) => getValue() ?? '—' }),
      column.accessor('staffName', { header: t('devices.log.staff'), cell: ({ getValue }) => getValue() ?? t('devices.log.system') }),
    ],
    [t, at],
  );
  return (
    <div className="flex flex-col gap-4">
      <FilterBar label={t('devices.filter.label')}>
        <TextFilter label={t('devices.log.keyword')} value={list.filter.keyword ?? ''} onChange={(keyword) => list.update({ keyword })} />
        <SelectFilter
          label={t('devices.log.targetKind')}
          value={list.filter.targetKind}
          options={OPERATION_TARGETS.map((kind) => ({ value: kind, label: t(`devices.target.${kind}`) }))}
          onChange={(targetKind) => list.update({ targetKind })}
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
        {(rows) => <DeviceTable caption={t('devices.log.operations')} rows={rows} columns={columns} rowId={(row) => String(row.id)} />}
      </DeviceListBody>
    </div>
  );
}
